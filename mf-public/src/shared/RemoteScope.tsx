import { type ReactNode } from 'react';

/** Id of the element every page of this remote renders in (tests and e2e find the remote's content by it). */
export const REMOTE_SCOPE_ID = 'mf-public';

/**
 * Wraps every page of this remote in `<div id="mf-public">`. Deliberately no styled-components
 * `StyleSheetManager namespace`: the library is a shared singleton, so class names cannot collide
 * between remotes, and it injects a class's rules only once, under the namespace that rendered it
 * first; a namespaced shared @matrimony/ui component would then lose its styles outside this element
 * (see packages/federation/README.md).
 */
export function RemoteScope({ children }: { children: ReactNode }) {
  return <div id={REMOTE_SCOPE_ID}>{children}</div>;
}
