// The sitemap: each remote writes its pages' <url> entries (prerendered/sitemap.xml, a fragment), and the shell's
// /sitemap.xml includes every remote's fragment when it is served, as its page documents include their pages.
import { hreflangs, localizedPath, type Locale } from '@matrimony/i18n';
import { ssiEcho, ssiInclude } from './document';
import { PRERENDERED_DIR } from './fragments';

export const SITEMAP_FRAGMENT = 'sitemap.xml';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function absolute(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * One <url> per page and language, each naming every language's URL (xhtml:link hreflang), as Google reads
 * alternates from a sitemap: `/about` in en, hi and ta is three entries with the same four links.
 */
export function sitemapEntries(
  siteUrl: string,
  paths: readonly string[],
  locales: readonly Locale[]
): string {
  const entries: string[] = [];
  for (const path of paths) {
    const alternates = hreflangs()
      .filter(({ locale }) => locales.includes(locale))
      .map(
        ({ hreflang, locale }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absolute(siteUrl, localizedPath(locale, path)))}"/>`
      )
      .join('');
    for (const locale of locales)
      entries.push(
        `<url><loc>${escapeXml(absolute(siteUrl, localizedPath(locale, path)))}</loc>${alternates}</url>\n`
      );
  }
  return entries.join('');
}

/** The shell's /sitemap.xml: the urlset around every remote's fragment (`mounts`: `/mf/public/`...). */
export function sitemapDocument(mounts: readonly string[]): string {
  const parts = mounts.map((mount, index) => {
    const variable = `sitemap_${index}`;
    return (
      ssiInclude(`${mount.replace(/\/*$/, '/')}${PRERENDERED_DIR}/${SITEMAP_FRAGMENT}`, variable) +
      ssiEcho(variable)
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    parts.join('\n') +
    '\n</urlset>\n'
  );
}
