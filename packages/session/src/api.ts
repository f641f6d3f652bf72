import {
  createApi,
  type BaseQueryFn,
  type EndpointBuilder,
  type MutationDefinition,
  type MutationExtraOptions,
  type QueryDefinition,
  type QueryExtraOptions
} from '@reduxjs/toolkit/query/react';
import type { Middleware } from 'redux';
import type { HttpMethod, ResponseOf, RouteContract } from '@matrimony/contracts/http/route';
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
  sessionEndedProblem,
  type ApiRoute,
  type OptionalWhenEmpty,
  type ProblemData,
  type RootState,
  type RouteArgs
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
/**
 * One request of a contract route, as an endpoint's `query` answers it (`routeCall`); `Answer` is the route's
 * answer type, for `routeEndpoints` to give the endpoint.
 */
export type RouteCall<Answer> = {
  route: { method: HttpMethod; path: string };
  params?: object;
  query?: object;
  body?: unknown;
  /** Never set at run time. */
  answer?: Answer;
};

/**
 * An endpoint's `query`: a contract route's call (`routeCall`, what every endpoint of the site uses), or a path
 * under /api, or method, path, params, query string and JSON body.
 */
export type ApiQueryArgs =
  | RouteCall<unknown>
  | string
  | {
      url: string;
      method?: HttpMethod | Lowercase<HttpMethod> | string;
      pathParams?: object;
      params?: object;
      body?: unknown;
    };

/** The request of one call of `route`, for an endpoint's `query` (`request` may be left out when the route takes none). */
export function routeCall<R extends RouteContract>(
  route: ApiRoute<R>,
  ...[request]: OptionalWhenEmpty<RouteArgs<R>>
): RouteCall<ResponseOf<R>> {
  const { params, query, body } = (request ?? {}) as { params?: object; query?: object; body?: unknown };
  return { route: { method: route.method, path: route.path }, params, query, body };
}

function rawRequestOf(args: ApiQueryArgs) {
  if (typeof args === 'object' && 'route' in args)
    return {
      method: args.route.method,
      url: buildUrl(args.route.path, args.params, args.query),
      body: args.body
    };
  const { url, method = 'GET', pathParams, params, body } = typeof args === 'string' ? { url: args } : args;
  return {
    method: method.toUpperCase() as HttpMethod,
    url: buildUrl(`/api/${url.replace(/^\//, '')}`, pathParams, params),
    body
  };
}

/** An RTK Query error: `{ status, data }` as fetchBaseQuery had it, `data` being the client's problem. */
export type ApiQueryError = { status: number; data: ProblemData };

/** What an endpoint may tell the base query (`extraOptions`): `visitor`, the route answers without a session. */
export type ApiExtraOptions = { visitor?: boolean };

/**
 * RTK Query over the one API client: same bearer/refresh, and errors carry the client's ProblemData. A member's
 * call made while no member is signed in is not sent: a page still mounted when its member signs out subscribes
 * again to the cache the sign-out emptied, and without a token the service could only refuse it (401).
 */
export const apiBaseQuery: BaseQueryFn<ApiQueryArgs, unknown, ApiQueryError, ApiExtraOptions> = async (
  args,
  { signal, getState },
  extraOptions
) => {
  if (!extraOptions?.visitor && !selectUser(getState() as RootState))
    return { error: { status: 401, data: sessionEndedProblem() } };
  try {
    return { data: await requestRaw({ ...rawRequestOf(args), signal }) };
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

type ApiBaseQuery = typeof apiBaseQuery;
type QueryOptions<Tags extends string, Answer, Arg> = Omit<
  QueryExtraOptions<Tags, Answer, Arg, ApiBaseQuery, 'api'>,
  'type'
> & { extraOptions?: ApiExtraOptions };
type MutationOptions<Tags extends string, Answer, Arg> = Omit<
  MutationExtraOptions<Tags, Answer, Arg, ApiBaseQuery, 'api'>,
  'type'
> & { extraOptions?: ApiExtraOptions };
/** An endpoint's argument when it is the route's request itself: none (`void`) when the route takes nothing. */
type RouteArg<R extends RouteContract> = object extends RouteArgs<R> ? RouteArgs<R> | void : RouteArgs<R>;

/**
 * RTK Query endpoints from contract routes, inside `injectEndpoints({ endpoints: (build) => … })`:
 * `const endpoint = routeEndpoints(build)`, then
 * `endpoint.query(apiRoutes.profiles.getOwnProfile)` (the argument is the route's request) or
 * `endpoint.query((profileId: string) => routeCall(apiRoutes.profiles.getProfile, { params: { profileId } }), { keepUnusedDataFor: 60 })`.
 * The answer type is the route's; tags, lifecycle and cache options are RTK Query's own.
 */
export function routeEndpoints<Tags extends string>(build: EndpointBuilder<ApiBaseQuery, Tags, 'api'>) {
  const requestOf = <Arg>(source: ApiRoute<RouteContract> | ((arg: Arg) => ApiQueryArgs)) =>
    typeof source === 'function' ? source : (arg: Arg) => routeCall(source, arg as RouteArgs<RouteContract>);

  function query<R extends RouteContract>(
    route: ApiRoute<R>,
    options?: QueryOptions<Tags, ResponseOf<R>, RouteArg<R>>
  ): QueryDefinition<RouteArg<R>, ApiBaseQuery, Tags, ResponseOf<R>, 'api'>;
  function query<Answer, Arg = void>(
    request: (arg: Arg) => RouteCall<Answer>,
    options?: QueryOptions<Tags, Answer, Arg>
  ): QueryDefinition<Arg, ApiBaseQuery, Tags, Answer, 'api'>;
  function query<Arg>(
    source: ApiRoute<RouteContract> | ((arg: Arg) => ApiQueryArgs),
    options?: QueryOptions<Tags, unknown, Arg>
  ) {
    return build.query<unknown, Arg>({ ...options, query: requestOf(source) });
  }

  function mutation<R extends RouteContract>(
    route: ApiRoute<R>,
    options?: MutationOptions<Tags, ResponseOf<R>, RouteArg<R>>
  ): MutationDefinition<RouteArg<R>, ApiBaseQuery, Tags, ResponseOf<R>, 'api'>;
  function mutation<Answer, Arg = void>(
    request: (arg: Arg) => RouteCall<Answer>,
    options?: MutationOptions<Tags, Answer, Arg>
  ): MutationDefinition<Arg, ApiBaseQuery, Tags, Answer, 'api'>;
  function mutation<Arg>(
    source: ApiRoute<RouteContract> | ((arg: Arg) => ApiQueryArgs),
    options?: MutationOptions<Tags, unknown, Arg>
  ) {
    return build.mutation<unknown, Arg>({ ...options, query: requestOf(source) });
  }

  return { query, mutation };
}

rootReducer.inject(api);
lateMiddleware.addMiddleware(api.middleware);
lateMiddleware.addMiddleware(cacheOfOneMember);

declare module '@matrimony/session' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof api.reducer>;
  }
}
