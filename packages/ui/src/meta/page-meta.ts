/** Pure builder of a page's head metadata: title, description, canonical, Open Graph, Twitter, robots. */

export type Robots = 'index' | 'noindex';

export type PageMetaInput = {
  /** The page's own title; the site name is appended ("About Us | Matrimony"). */
  title: string;
  description: string;
  /** Path of the page ('/about'); query and hash are not part of the canonical address. */
  path: string;
  robots?: Robots;
  /** Absolute or site-relative image for social previews. */
  image?: string;
  type?: 'website' | 'article';
};

/**
 * The language of the page being shown, when public pages exist per language at their own URL (/hi/about):
 * its path prefix (`/hi`, `''` for English), its Open Graph locale (`hi_IN`), and every language's URL prefix
 * by hreflang (`hi-IN`, `x-default`...).
 */
export type PageLanguage = {
  prefix: string;
  ogLocale: string;
  alternates: readonly { hreflang: string; prefix: string }[];
};

export type SiteMetaConfig = { siteUrl: string; siteName: string; language?: PageLanguage };

export type MetaTag =
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: 'canonical'; href: string }
  | { kind: 'link'; rel: 'alternate'; hreflang: string; href: string };

export type PageMeta = { title: string; tags: MetaTag[] };

/** '/about/?x=1#top' → '/about'; '' → '/'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : '/';
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path === '/' ? '/' : path}`;
}

export function fullTitle(title: string, siteName: string): string {
  return title === siteName || title.endsWith(`| ${siteName}`) ? title : `${title} | ${siteName}`;
}

export function robotsContent(robots: Robots = 'index'): string {
  return robots === 'noindex' ? 'noindex, nofollow' : 'index, follow';
}

/** A page's path in a language: `/about` under `/hi` is `/hi/about`; `/` is `/hi`. */
export function prefixedPath(prefix: string, path: string): string {
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

export function buildPageMeta(input: PageMetaInput, site: SiteMetaConfig): PageMeta {
  const title = fullTitle(input.title, site.siteName);
  const path = normalizePath(input.path);
  const language = site.language;
  const canonical = absoluteUrl(site.siteUrl, prefixedPath(language?.prefix ?? '', path));
  const image = input.image
    ? /^https?:\/\//.test(input.image)
      ? input.image
      : absoluteUrl(site.siteUrl, normalizePath(input.image))
    : undefined;
  const meta = (attribute: 'name' | 'property', key: string, content: string): MetaTag => ({
    kind: 'meta',
    attribute,
    key,
    content
  });

  const tags: MetaTag[] = [
    meta('name', 'description', input.description),
    meta('name', 'robots', robotsContent(input.robots)),
    { kind: 'link', rel: 'canonical', href: canonical },
    meta('property', 'og:type', input.type ?? 'website'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', language?.ogLocale ?? 'en_IN'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', input.description)
  ];
  if (image) tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  // Each language's URL of an indexed page, for search engines (the page's own included).
  if (language && input.robots !== 'noindex')
    for (const alternate of language.alternates)
      tags.push({
        kind: 'link',
        rel: 'alternate',
        hreflang: alternate.hreflang,
        href: absoluteUrl(site.siteUrl, prefixedPath(alternate.prefix, path))
      });
  return { title, tags };
}

/** CSS selector of the element in <head> that holds a tag, to update it in place. */
export function tagSelector(tag: MetaTag): string {
  if (tag.kind === 'link')
    return tag.rel === 'alternate'
      ? `link[rel="alternate"][hreflang="${tag.hreflang}"]`
      : `link[rel="${tag.rel}"]`;
  return `meta[${tag.attribute}="${tag.key}"]`;
}
