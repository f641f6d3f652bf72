// The locale codes alone, with nothing of the browser: services and contracts validate a language with them.

/** The languages a member can read the site in; each named in its own script, with its BCP-47 tag for Intl. */
export const LOCALES = {
  en: { name: 'English', tag: 'en-IN' },
  hi: { name: 'हिन्दी', tag: 'hi-IN' },
  ta: { name: 'தமிழ்', tag: 'ta-IN' }
} as const;

export type Locale = keyof typeof LOCALES;
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LOCALES, value);
}
