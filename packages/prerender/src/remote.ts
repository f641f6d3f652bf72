import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@matrimony/i18n';
import { fragmentFiles, PRERENDERED_DIR, PRERENDERED_INDEX, type PrerenderedIndex } from './fragments';
import { markPrerendered, prerenderStyles, siteRelativeAssets, splitHead } from './html';
import { withPrerenderBundle } from './node-build';
import { type RenderedRoute } from './render-result';
import { SITEMAP_FRAGMENT, sitemapEntries } from './sitemap';

/** What a remote's scripts/prerender-entry.tsx exports (createRoutePrerender builds it). */
export type RoutePrerenderBundle = {
  paths: string[];
  /** Each page is rendered in each (at its language's URL: `/hi/about`); English alone when absent. */
  locales?: Locale[];
  siteUrl?: string;
  render: (path: string, locale?: Locale) => Promise<RenderedRoute>;
};

export type PrerenderRemoteOptions = {
  /** The remote's workspace directory (holding scripts/prerender-entry.tsx and src/). */
  dir: string;
  /** Where the gateway serves the remote (`/mf/signup/`). */
  mount: string;
  /** The build output to add prerendered/ to; default `<dir>/dist`. */
  distDir?: string;
  log?: (line: string) => void;
};

function attribute(tags: string[], pattern: RegExp): string | null {
  for (const tag of tags) {
    const match = pattern.exec(tag);
    if (match?.[1] !== undefined) return match[1];
  }
  return null;
}

/** The fragments of one rendered page: the body as it is, head tags and styles marked as the prerender's. */
export function pageFragments(rendered: RenderedRoute): { body: string; head: string; headTags: string[] } {
  const { head, body } = splitHead(rendered.html);
  if (/<script[\s>]/i.test(rendered.html))
    throw new Error('a prerendered page holds a <script>: the Content-Security-Policy would block it');
  return {
    body: siteRelativeAssets(body),
    head: siteRelativeAssets(
      head.map((tag) => markPrerendered(tag.replace(' hrefLang="', ' hreflang="'))).join('') +
        prerenderStyles(rendered.styleTags)
    ),
    // React writes hrefLang; HTML is case-blind, crawlers' documentation and people read hreflang.
    headTags: head.map((tag) => tag.replace(' hrefLang="', ' hreflang="'))
  };
}

/**
 * A remote's post-build step: renders its prerendered pages and writes them, with their index,
 * to `<dist>/prerendered/` (replacing the previous ones).
 */
export async function prerenderRemote(options: PrerenderRemoteOptions): Promise<PrerenderedIndex> {
  const distDir = options.distDir ?? path.join(options.dir, 'dist');
  const outDir = path.join(distDir, PRERENDERED_DIR);
  const log = options.log ?? console.log;
  return withPrerenderBundle<RoutePrerenderBundle, PrerenderedIndex>(
    { context: options.dir, entry: './scripts/prerender-entry.tsx', assetPublicPath: options.mount },
    async (bundle) => {
      await rm(outDir, { recursive: true, force: true });
      const index: PrerenderedIndex = { pages: {} };
      const locales = bundle.locales ?? [DEFAULT_LOCALE];
      const indexed: string[] = [];
      for (const pagePath of bundle.paths) {
        let noindex = false;
        for (const locale of locales) {
          const sitePath = localizedPath(locale, pagePath);
          const fragments = pageFragments(await bundle.render(pagePath, locale));
          const files = fragmentFiles(sitePath);
          await mkdir(path.dirname(path.join(outDir, files.body)), { recursive: true });
          await writeFile(path.join(outDir, files.body), fragments.body);
          await writeFile(path.join(outDir, files.head), fragments.head);
          index.pages[sitePath] = {
            ...files,
            locale,
            title: attribute(fragments.headTags, /^<title>([\s\S]*?)<\/title>/),
            description: attribute(fragments.headTags, /^<meta name="description" content="([^"]*)"/)
          };
          noindex ||=
            attribute(fragments.headTags, /^<meta name="robots" content="([^"]*)"/)?.startsWith('noindex') ??
            false;
          log(`prerendered ${sitePath} → ${path.relative(options.dir, path.join(outDir, files.body))}`);
        }
        if (!noindex) indexed.push(pagePath);
      }
      if (bundle.siteUrl)
        await writeFile(
          path.join(outDir, SITEMAP_FRAGMENT),
          sitemapEntries(bundle.siteUrl, indexed, locales)
        );
      await writeFile(path.join(outDir, PRERENDERED_INDEX), `${JSON.stringify(index, null, 2)}\n`);
      return index;
    }
  );
}
