import { useEffect, type ReactNode } from 'react';
import { useHref } from 'react-router';
import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  localeFromPath,
  localizedPath,
  pageLanguage,
  stripLocalePrefix,
  type Locale
} from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { type RouteAccess } from '@matrimony/federation';
import { site, SiteMetaProvider } from '@matrimony/ui';

/** Pages that exist per language at their own URL (/hi/about); members' pages keep one path each. */
export function hasLanguageUrls(access: RouteAccess): boolean {
  return access === 'public' || access === 'visitor';
}

/** The language the URL names (the router's basename, `/hi`), English without one. */
export function useUrlLocale(): Locale {
  return localeFromPath(useHref('/')) ?? DEFAULT_LOCALE;
}

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Where the browser should be instead, if anywhere: the page's URL in the language being read. */
export function languageUrlTarget(
  access: RouteAccess,
  urlLocale: Locale,
  active: Locale,
  url: string
): string | null {
  const [pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(url)?.slice(1) ?? [];
  if (!hasLanguageUrls(access))
    // A member's page under /hi/ (a link followed from a Hindi public page): its own path, the language kept.
    return localeFromPath(pathname) ? `${stripLocalePrefix(pathname)}${rest}` : null;
  if (active === urlLocale) return null;
  return `${localizedPath(active, pathname)}${rest}`;
}

/**
 * Around a remote's page. A public page names its language to its head tags (canonical and hreflang of its
 * three URLs) and follows the language being read: choosing Tamil in the Language select on /hi/about goes to
 * /ta/about (a new document: the router's basename is chosen at boot). A member's page reached under a prefix
 * goes to its own path, the prefix's language remembered as the choice (member pages read the setting).
 */
export function PageLanguage({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const urlLocale = useUrlLocale();
  const active = useLocale();
  useEffect(() => {
    const target = languageUrlTarget(access, urlLocale, active, currentUrl());
    if (!target) return;
    if (!hasLanguageUrls(access))
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, urlLocale);
      } catch {
        // The page still opens, in the stored or browser language.
      }
    window.location.replace(target);
  }, [access, urlLocale, active]);
  if (!hasLanguageUrls(access)) return <>{children}</>;
  return (
    <SiteMetaProvider value={{ siteUrl: site.url, siteName: site.name, language: pageLanguage(urlLocale) }}>
      {children}
    </SiteMetaProvider>
  );
}
