// Public pages exist per language at their own URL (/hi/about, /ta/about; English has no prefix), for
// search engines (docs/architecture.md, "Languages"). Pure: the shell, the prerender and the static servers use it.
import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, isLocale, type Locale } from './locales';

/** The locales whose pages live under their own prefix (every one but English). */
export const PREFIXED_LOCALES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

/** `/hi` for Hindi, `''` for English. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language a path's first segment names (`/hi/about` → `hi`), or null (English pages have no prefix). */
export function localeFromPath(pathname: string): Locale | null {
  const segment = /^\/([^/]+)(?:\/|$)/.exec(pathname)?.[1];
  return segment && segment !== DEFAULT_LOCALE && isLocale(segment) ? segment : null;
}

/** The path without its language prefix: `/hi/about` → `/about`, `/hi` → `/`. */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (!locale) return pathname;
  return pathname.slice(localePrefix(locale).length) || '/';
}

/** The same page in another language: `localizedPath('ta', '/hi/about')` → `/ta/about`; `/` in Hindi is `/hi`. */
export function localizedPath(locale: Locale, pathname: string): string {
  const bare = stripLocalePrefix(pathname);
  const prefix = localePrefix(locale);
  if (!prefix) return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}

/** The hreflang of each language's URL (`hi-IN`), and `x-default` for the English one. */
export function hreflangs(): { hreflang: string; locale: Locale }[] {
  return [
    ...LOCALE_CODES.map((locale) => ({ hreflang: LOCALES[locale].tag as string, locale })),
    { hreflang: 'x-default', locale: DEFAULT_LOCALE }
  ];
}

/**
 * What a page's head needs to name its language (ui's SiteMetaProvider `language`): its prefix, its Open Graph
 * locale (`hi_IN`) and every language's prefix by hreflang.
 */
export function pageLanguage(locale: Locale): {
  prefix: string;
  ogLocale: string;
  alternates: { hreflang: string; prefix: string }[];
} {
  return {
    prefix: localePrefix(locale),
    ogLocale: LOCALES[locale].tag.replace('-', '_'),
    alternates: hreflangs().map(({ hreflang, locale: code }) => ({ hreflang, prefix: localePrefix(code) }))
  };
}
