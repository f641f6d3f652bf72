import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ASSET_PATTERN } from '@matrimony/federation';
import { catalogueRule } from '@matrimony/i18n/build';

export type PrerenderBuildOptions = {
  /** The workspace directory (entry and sources are resolved from it). */
  context: string;
  /** The entry module, relative to context (`./scripts/prerender-entry.tsx`). */
  entry: string;
  /**
   * Where the browser build serves images and fonts: `/mf/signup/` for a remote (every asset its
   * pages import, the design system's included, is emitted by its own build), `/` for the shell.
   */
  assetPublicPath: string;
};

/**
 * Node build of a prerender entry. Assets are not emitted, only named exactly as the browser
 * builds name them, so prerendered <img> and font URLs point at the real files.
 */
export function prerenderBuildConfig(options: PrerenderBuildOptions, outDir: string): Configuration {
  return {
    mode: 'production',
    target: 'node20',
    context: options.context,
    entry: { prerender: options.entry },
    output: {
      path: outDir,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]'
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022'
            }
          },
          type: 'javascript/auto'
        },
        {
          test: ASSET_PATTERN,
          type: 'asset/resource',
          generator: { emit: false, publicPath: options.assetPublicPath }
        },
        catalogueRule
      ]
    },
    optimization: { minimize: false },
    devtool: false,
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })]
  };
}

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** Builds the entry for Node, loads it and hands its exports to `use`; the bundle is removed afterwards. */
export async function withPrerenderBundle<Bundle, Result>(
  options: PrerenderBuildOptions,
  use: (bundle: Bundle) => Promise<Result>
): Promise<Result> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'prerender-'));
  try {
    await compile(prerenderBuildConfig(options, outDir));
    const bundle = createRequire(import.meta.url)(path.join(outDir, 'prerender.cjs')) as Bundle;
    return await use(bundle);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
