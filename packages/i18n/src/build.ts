import { createRequire } from 'node:module';

/**
 * rspack rule for a remote's message catalogues (src/messages/<locale>.json): compiled to Lingui's runtime
 * form at build, for the browser builds and the prerender's Node build alike.
 */
export const catalogueRule = {
  test: /[\\/]src[\\/]messages[\\/][a-z]{2}\.json$/,
  loader: createRequire(import.meta.url).resolve('./catalogue-loader.mjs'),
  type: 'json'
};
