import { useSyncExternalStore } from 'react';
import { type Locale } from './locales';
import { activeLocale, localeVersion, subscribeToLocale, translate, type Catalogue } from './runtime';

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
