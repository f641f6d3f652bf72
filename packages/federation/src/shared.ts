import { fileURLToPath } from 'node:url';
import pkg from '../package.json';

export type SharedEntry = {
  singleton: true;
  requiredVersion: string | false;
  eager?: false;
  shareKey?: string;
  import?: string;
  version?: string;
};

const versions: Record<string, string> = pkg.dependencies;

function caret(library: string): string {
  const version = versions[library];
  if (!version) throw new Error(`@matrimony/federation: no version of ${library} in package.json`);
  return `^${version}`;
}

function singleton(library: string): SharedEntry {
  return { singleton: true, requiredVersion: caret(library) };
}

/** The router exports the frontends use (react-router/api.ts), provided under react-router's own version. */
export const ROUTER_API_MODULE = fileURLToPath(new URL('./react-router/api.ts', import.meta.url));
const routerApi: SharedEntry = {
  ...singleton('react-router'),
  version: versions['react-router'],
  import: ROUTER_API_MODULE
};

/**
 * The Module Federation `shared` map used by the shell and every remote.
 * The trailing-slash keys share subpath imports (react/jsx-runtime, react-dom/client);
 * without them those are bundled twice and hooks break ("Invalid hook call").
 * @reduxjs/toolkit subpaths (query, query/react) are deliberately not shared: remotes reach RTK
 * Query through @matrimony/session's `api`, and sharing them split RTK into more, partly
 * duplicated chunks (+10 KB gzip on the landing page).
 * Workspace packages are built from source in the same commit, so no version check applies.
 */
export const sharedModules: Record<string, SharedEntry> = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  // One router for everyone: only the exports listed in react-router/api.ts. react-router-dom 7 merely
  // re-exports react-router, so its imports get the same module under the same key.
  'react-router': routerApi,
  'react-router-dom': { ...routerApi, shareKey: 'react-router' },
  'styled-components': singleton('styled-components'),
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  'react-redux': singleton('react-redux'),
  '@matrimony/ui': { singleton: true, requiredVersion: false },
  '@matrimony/session': { singleton: true, requiredVersion: false },
  // @matrimony/session/api (RTK Query): loaded only by pages that fetch data.
  '@matrimony/session/': { singleton: true, requiredVersion: false },
  // One active locale for every remote: the Lingui runtime and our i18n state (each remote loads its own messages).
  '@lingui/core': singleton('@lingui/core'),
  '@matrimony/i18n': { singleton: true, requiredVersion: false },
  '@matrimony/i18n/': { singleton: true, requiredVersion: false }
};
