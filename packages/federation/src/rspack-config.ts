import { createRequire } from 'node:module';
import path from 'node:path';
import { type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { catalogueRule } from '@matrimony/i18n/build';
import { sharedModules, type SharedEntry } from './shared';

export type AppConfigOptions = {
  /** Module Federation name, also `output.uniqueName` (mfPublic, mfSignup, mfAccount, shell). */
  name: string;
  /** The workspace folder (usually `import.meta.dirname`). */
  dirname: string;
  /** Modules the build exposes to others (remotes only). */
  exposes?: Record<string, string>;
  /** Libraries this build shares beyond the common singletons (a remote may share one the shell does not know). */
  shared?: Record<string, SharedEntry>;
  entry?: Configuration['entry'];
  plugins?: RspackPluginInstance[];
  mode?: 'development' | 'production';
  /**
   * Browser builds only (MF runtime without its Node loading code). `host`: bundles the Module Federation runtime and provides it to the remotes;
   * `remote`: uses the host's runtime instead of shipping its own copy (~34 KB gzip per remote).
   */
  role?: 'host' | 'remote';
};

export type RemoteConfigOptions = Pick<
  AppConfigOptions,
  'name' | 'dirname' | 'exposes' | 'shared' | 'plugins' | 'mode'
>;

function defaultMode(): 'development' | 'production' {
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

/** SWC compiles TypeScript/TSX from every workspace (packages are consumed from source). */
const swcRule = {
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
};

/**
 * react-router's ES module build (production: without its development warnings), under a name that no
 * `shared` key matches: react-router/api.ts re-exports from it (importing 'react-router' there would consume itself).
 */
function reactRouterBuild(mode: 'development' | 'production'): string {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return path.join(packageDir, 'dist', mode, 'index.mjs');
}

/**
 * rspack resolves the Module Federation bundler runtime it injects with `require`, so its CommonJS build, whose
 * `require('@module-federation/sdk')` bundles the whole SDK (manifest snapshots, script loading, logger) into every
 * remoteEntry.js. Its ES module build lets the bundler keep only the SDK functions the runtime calls (the landing
 * page's mf-public remoteEntry.js: 14.8 -> 10.0 KB gzip).
 */
function bundlerRuntimeAliases(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const paths = [path.dirname(require.resolve('@module-federation/runtime-tools'))];
  return Object.fromEntries(
    ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime'].map((name) => {
      const commonJs = require.resolve(name, { paths });
      return [commonJs, commonJs.replace(/\.cjs$/, '.js')];
    })
  );
}

/** Images and fonts ship with the build as hashed files (no CDN). */
export const ASSET_PATTERN = /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?)$/i;
const assetRule = { test: ASSET_PATTERN, type: 'asset/resource' };

function runtimeSharing(role: AppConfigOptions['role']) {
  if (role === 'remote') return { externalRuntime: true };
  if (role === 'host') return { provideExternalRuntime: true };
  return {};
}

/** Common rspack configuration for the shell (host) and the remotes. */
export function createAppConfig(options: AppConfigOptions): Configuration {
  const mode = options.mode ?? defaultMode();
  return {
    mode,
    context: options.dirname,
    entry: options.entry ?? {},
    devtool: mode === 'development' ? 'cheap-module-source-map' : 'source-map',
    resolve: {
      // `x.browser.ts` beside `x.ts`: what the browser builds take instead (Node, the prerender and tsc read x.ts),
      // e.g. a catalogue's English as its own chunk (mf-public/src/messages/english.browser.ts).
      extensions: ['.browser.ts', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
      alias: {
        'react-router-build$': reactRouterBuild(mode),
        // Remotes only: the shell's runtime came out larger this way (main.js +0.8 KB gzip).
        ...(options.role === 'remote' ? bundlerRuntimeAliases() : {})
      }
    },
    module: { rules: [swcRule, assetRule, catalogueRule] },
    output: {
      path: path.join(options.dirname, 'dist'),
      uniqueName: options.name,
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true
    },
    // Never set optimization.runtimeChunk with Module Federation (RUNTIME-001/002).
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: { ...sharedModules, ...options.shared },
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: { ...runtimeSharing(options.role), optimization: { target: 'web' } }
      }),
      ...(options.plugins ?? [])
    ]
  };
}

/** Full rspack configuration for a remote (mfPublic, mfSignup, mfAccount). */
export function createRemoteConfig(options: RemoteConfigOptions): Configuration {
  return createAppConfig({ ...options, role: 'remote' });
}
