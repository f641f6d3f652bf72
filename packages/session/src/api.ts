import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { DATA_CACHE_RETENTION_MS, DATA_CACHE_STALE_MS } from '@matrimony/catalog/constants';
// By package name, not by path: under Module Federation this reaches the one shared session module
// (and its store), which a relative import would duplicate.
import { getAccessToken, lateMiddleware, rootReducer } from '@matrimony/session';

/**
 * The one RTK Query API of the site (`import { api } from '@matrimony/session/api'`). Remotes add
 * their endpoints with `api.injectEndpoints({ endpoints: (build) => ({ ... }) })` and tag types
 * with `api.enhanceEndpoints({ addTagTypes: [...] })`. Data is refetched when a component mounts
 * and its data is older than 5 minutes, and dropped 10 minutes after its last user unmounts (the
 * spec's data cache: stale 5 min, retention 10 min). It lives in its own entry and plugs itself
 * into the store on first import, so pages without server data (the landing page) never load
 * RTK Query.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    prepareHeaders(headers) {
      const token = getAccessToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    }
  }),
  keepUnusedDataFor: DATA_CACHE_RETENTION_MS / 1000,
  refetchOnMountOrArgChange: DATA_CACHE_STALE_MS / 1000,
  endpoints: () => ({})
});

rootReducer.inject(api);
lateMiddleware.addMiddleware(api.middleware);

declare module '@matrimony/session' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof api.reducer>;
  }
}
