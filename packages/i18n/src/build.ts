import { createRequire } from 'node:module';

/**
 * rspack rule for message catalogues (`messages/<locale>.json` anywhere under a package's `src/`, one per area): compiled to Lingui's runtime
 * form at build, for the browser builds and the prerender's Node build alike.
 */
export const catalogueRule = {
  test: /[\\/]src[\\/](?:[\w-]+[\\/])*messages[\\/][a-z]{2}\.json$/,
  loader: createRequire(import.meta.url).resolve('./catalogue-loader.mjs'),
  type: 'json'
};
