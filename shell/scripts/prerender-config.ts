import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ASSET_PATTERN } from '@matrimony/federation';

const shellDir = path.resolve(import.meta.dirname, '..');
/** The remotes whose pages are prerendered, and where their browser builds are served. */
const remoteAssets = [
  { dir: path.resolve(shellDir, '../mf-public'), publicPath: '/mf/public/' },
  { dir: path.resolve(shellDir, '../mf-signup'), publicPath: '/mf/signup/' }
];

/**
 * Node build of scripts/prerender-entry.tsx. Assets are not emitted, only named exactly as the
 * browser builds name them, so prerendered <img> and font URLs point at the real files:
 * a remote's under its mount (/mf/public/, /mf/signup/), the shell's (design-system fonts) under /.
 */
export function prerenderConfig(outDir: string): Configuration {
  const asset = (publicPath: string) => ({
    type: 'asset/resource' as const,
    generator: { emit: false, publicPath }
  });
  return {
    mode: 'production',
    target: 'node20',
    context: shellDir,
    entry: { prerender: './scripts/prerender-entry.tsx' },
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
          oneOf: [
            ...remoteAssets.map(({ dir, publicPath }) => ({ include: dir, ...asset(publicPath) })),
            asset('/')
          ]
        }
      ]
    },
    optimization: { minimize: false },
    devtool: false,
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })]
  };
}
