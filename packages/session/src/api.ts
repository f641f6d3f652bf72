import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Middleware } from 'redux';
import type { HttpMethod } from '@matrimony/contracts/http/route';
import { DATA_CACHE_RETENTION_MS, DATA_CACHE_STALE_MS } from '@matrimony/catalog/constants';
// By package name, not by path: under Module Federation this reaches the one shared session module
// (and its store), which a relative import would duplicate.
import {
  abortedProblem,
  ApiProblem,
  buildUrl,
  lateMiddleware,
  requestRaw,
  rootReducer,
  selectUser,
  type ProblemData,
  type RootState
} from '@matrimony/session';

/**
 * The one RTK Query API of the site (`import { api } from '@matrimony/session/api'`). Remotes add
 * their endpoints with `api.injectEndpoints({ endpoints: (build) => ({ ... }) })` and tag types
 * with `api.enhanceEndpoints({ addTagTypes: [...] })`. Data is refetched when a component mounts
 * and its data is older than 5 minutes, and dropped 10 minutes after its last user unmounts (the
 * spec's data cache: stale 5 min, retention 10 min). It lives in its own entry and plugs itself
 * into the store on first import, so pages without server data (the landing page) never load
 * RTK Query.
 */
/** An endpoint's `query`: a path under /api, or method, path, params, query string and JSON body. */
export type ApiQueryArgs =
  | string
  | {
      url: string;
      method?: HttpMethod | Lowercase<HttpMethod> | string;
      pathParams?: object;
      params?: object;
      body?: unknown;
    };

/** An RTK Query error: `{ status, data }` as fetchBaseQuery had it, `data` being the client's problem. */
export type ApiQueryError = { status: number; data: ProblemData };

/** RTK Query over the one API client: same bearer/refresh, and errors carry the client's ProblemData. */
export const apiBaseQuery: BaseQueryFn<ApiQueryArgs, unknown, ApiQueryError> = async (args, { signal }) => {
  const { url, method = 'GET', pathParams, params, body } = typeof args === 'string' ? { url: args } : args;
  try {
    return {
      data: await requestRaw({
        method: method.toUpperCase() as HttpMethod,
        url: buildUrl(`/api/${url.replace(/^\//, '')}`, pathParams, params),
        body,
        signal
      })
    };
  } catch (error) {
    if (error instanceof ApiProblem) return { error: { status: error.status, data: error.toData() } };
    if (signal.aborted) return { error: { status: 0, data: abortedProblem() } };
    throw error;
  }
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  keepUnusedDataFor: DATA_CACHE_RETENTION_MS / 1000,
  refetchOnMountOrArgChange: DATA_CACHE_STALE_MS / 1000,
  endpoints: () => ({})
});

/**
 * The cache holds one member's data. When the member signs out, or another member's session takes over the
 * tab, it is dropped and its running requests aborted, so the next member never sees the last one's
 * recommendations, interests or notifications. A visitor signing in keeps what was cached (public data only).
 */
const cacheOfOneMember: Middleware<object, RootState> = (store) => (next) => (action) => {
  const memberBefore = selectUser(store.getState())?.id;
  const result = next(action);
  if (memberBefore !== undefined && selectUser(store.getState())?.id !== memberBefore)
    store.dispatch(api.util.resetApiState());
  return result;
};

rootReducer.inject(api);
lateMiddleware.addMiddleware(api.middleware);
lateMiddleware.addMiddleware(cacheOfOneMember);

declare module '@matrimony/session' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof api.reducer>;
  }
}
