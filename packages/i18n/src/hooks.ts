import { use, useSyncExternalStore } from 'react';
// The runtime by the package's name, not './runtime': in the browser `@matrimony/i18n` is the shared singleton,
// so this entry and every remote use one Lingui instance and one active locale.
import {
  activeLocale,
  catalogueLoading,
  localeVersion,
  subscribeToLocale,
  translate,
  type Catalogue,
  type Locale
} from '@matrimony/i18n';

/** The active locale; re-renders when it changes. */
export function useLocale(): Locale {
  useSyncExternalStore(subscribeToLocale, localeVersion, localeVersion);
  return activeLocale();
}

/**
 * `t(id, values)` for one remote's catalogue; re-renders when the locale changes or its messages arrive.
 * Suspends while the active locale's messages of this catalogue load (a page of a remote first loaded on
 * /hi/... renders in Hindi from its first render, and the prerender waits for them too).
 */
export function useT<Id extends string>(
  catalogue: Catalogue<Id>
): (id: Id, values?: Record<string, unknown>) => string {
  // Suspend before any hook: React replays a component that suspended on mount, and a store hook called before the
  // suspension made that replay fail ("update hook called on initial render", recovered by a synchronous re-render
  // of the whole root, reported as an uncaught error on every English page once English became its own chunk).
  const pending = catalogueLoading(catalogue as unknown as Catalogue<string>);
  if (pending) use(pending);
  useSyncExternalStore(subscribeToLocale, localeVersion, localeVersion);
  return (id: Id, values?: Record<string, unknown>) => translate(catalogue, id, values);
}
