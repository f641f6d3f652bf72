import { createContext, useContext, useEffect } from 'react';
import { site } from '../site';
import {
  buildPageMeta,
  type PageMeta as BuiltPageMeta,
  type PageMetaInput,
  type SiteMetaConfig,
  tagSelector
} from './page-meta';

const SiteMetaContext = createContext<SiteMetaConfig>({ siteUrl: site.url, siteName: site.name });

/** The shell (or a prerender script) states the public origin used in canonical and og:url. */
export const SiteMetaProvider = SiteMetaContext.Provider;

export function useSiteMeta(): SiteMetaConfig {
  return useContext(SiteMetaContext);
}

/**
 * The page's head tags as React 19 hoistable elements: React moves them into <head>, removes them
 * when the page unmounts, and server rendering (prerender) emits them too.
 */
export function PageMeta(props: PageMetaInput) {
  const meta = buildPageMeta(props, useSiteMeta());
  return (
    <>
      <title>{meta.title}</title>
      {meta.tags.map((tag) =>
        tag.kind === 'link' ? (
          tag.rel === 'alternate' ? (
            <link key={tag.hreflang} rel="alternate" hrefLang={tag.hreflang} href={tag.href} />
          ) : (
            <link key="canonical" rel={tag.rel} href={tag.href} />
          )
        ) : tag.attribute === 'name' ? (
          <meta key={tag.key} name={tag.key} content={tag.content} />
        ) : (
          <meta key={tag.key} property={tag.key} content={tag.content} />
        )
      )}
    </>
  );
}

/** Writes the tags into document.head, updating elements that already exist (one per key). */
export function applyPageMeta(doc: Document, meta: BuiltPageMeta): void {
  doc.title = meta.title;
  for (const tag of meta.tags) {
    let element = doc.head.querySelector(tagSelector(tag));
    if (!element) {
      element = doc.createElement(tag.kind);
      if (tag.kind === 'link') {
        element.setAttribute('rel', tag.rel);
        if (tag.rel === 'alternate') element.setAttribute('hreflang', tag.hreflang);
      } else element.setAttribute(tag.attribute, tag.key);
      doc.head.appendChild(element);
    }
    if (tag.kind === 'link') element.setAttribute('href', tag.href);
    else element.setAttribute('content', tag.content);
  }
}

/**
 * Hook form for places that cannot render elements (or that manage a head outside React):
 * updates document.head after render. Use either this or <PageMeta> on a page, not both.
 */
export function usePageMeta(input: PageMetaInput): BuiltPageMeta {
  const meta = buildPageMeta(input, useSiteMeta());
  // A new object every render: keyed by content, so the head is written only when it changes.
  const contentKey = JSON.stringify(meta);
  useEffect(() => {
    applyPageMeta(document, meta);
  }, [contentKey]);
  return meta;
}
