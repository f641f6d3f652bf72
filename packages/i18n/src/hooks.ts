import { useSyncExternalStore } from 'react';
// The runtime by the package's name, not './runtime': in the browser `@matrimony/i18n` is the shared singleton,
// so this entry and every remote use one Lingui instance and one active locale.
import {
  activeLocale,
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

/** `t(id, values)` for one remote's catalogue; re-renders when the locale changes or its messages arrive. */
export function useT<Id extends string>(
  catalogue: Catalogue<Id>
): (id: Id, values?: Record<string, unknown>) => string {
  useSyncExternalStore(subscribeToLocale, localeVersion, localeVersion);
  return (id: Id, values?: Record<string, unknown>) => translate(catalogue, id, values);
}
