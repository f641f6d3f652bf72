import { DEFAULT_LOCALE, isLocale, type Locale } from './codes';

export { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, isLocale, type Locale } from './codes';

/** Where a visitor's choice is remembered in the browser. */
export const LOCALE_STORAGE_KEY = 'matrimony.locale';

/** The stored choice, else the first browser language we have ("hi-IN" and "hi" both match hi), else English. */
export function chooseLocale(stored: string | null | undefined, languages: readonly string[] = []): Locale {
  if (isLocale(stored)) return stored;
  for (const language of languages) {
    const code = language.toLowerCase().split('-')[0];
    if (isLocale(code)) return code;
  }
  return DEFAULT_LOCALE;
}

/** localStorage may be missing or refuse (private windows, blocked storage): the choice then lasts the page. */
export function readStoredLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The choice still applies to this page.
  }
}

/** The locale this browser should show: what the visitor chose here before, else their browser's languages. */
export function preferredLocale(): Locale {
  return chooseLocale(readStoredLocale(), globalThis.navigator?.languages ?? []);
}
