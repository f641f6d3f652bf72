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

export type SiteMetaConfig = { siteUrl: string; siteName: string };

export type MetaTag =
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: 'canonical'; href: string };

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

export function buildPageMeta(input: PageMetaInput, site: SiteMetaConfig): PageMeta {
  const title = fullTitle(input.title, site.siteName);
  const canonical = absoluteUrl(site.siteUrl, normalizePath(input.path));
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
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', input.description)
  ];
  if (image) tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  return { title, tags };
}

/** CSS selector of the element in <head> that holds a tag, to update it in place. */
export function tagSelector(tag: MetaTag): string {
  return tag.kind === 'link' ? `link[rel="${tag.rel}"]` : `meta[${tag.attribute}="${tag.key}"]`;
}
