import { type ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';

/** Id of the element that scopes this remote's styles; rules are emitted as `#mf-public .x`. */
export const REMOTE_SCOPE_ID = 'mf-public';

/**
 * Wraps every page of this remote. styled-components is a shared singleton, so namespacing keeps
 * this remote's generated rules from colliding with another separately built remote's.
 */
export function RemoteScope({ children }: { children: ReactNode }) {
  return (
    <div id={REMOTE_SCOPE_ID}>
      <StyleSheetManager namespace={`#${REMOTE_SCOPE_ID}`}>{children}</StyleSheetManager>
    </div>
  );
}
