// Node side of the prerender (build scripts, static servers). Browser code imports
// @matrimony/prerender/attributes only; a prerender entry imports @matrimony/prerender/render.
export { PRERENDER_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from './attributes';
export { composeDocument, ssiEcho, ssiIfSet, ssiInclude, type FetchFragment } from './document';
export {
  fragmentFiles,
  fragmentName,
  fragmentUrls,
  PRERENDERED_DIR,
  PRERENDERED_INDEX,
  remoteMount,
  type PrerenderedIndex,
  type PrerenderedPage
} from './fragments';
export { markPrerendered, prerenderStyles, siteRelativeAssets, splitHead } from './html';
export { prerenderBuildConfig, withPrerenderBundle, type PrerenderBuildOptions } from './node-build';
export {
  pageFragments,
  prerenderRemote,
  type PrerenderRemoteOptions,
  type RoutePrerenderBundle
} from './remote';
export { type RenderedRoute } from './render-result';
export { SITEMAP_FRAGMENT, sitemapDocument, sitemapEntries } from './sitemap';
