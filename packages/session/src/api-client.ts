// The one browser API client: bearer token, refresh before expiry and once after a 401 that refused the token,
// problem+json errors.
// Types come from the contract tables with `import type`, so no zod reaches a bundle.
import type {
  ErrorCodeOf,
  HttpMethod,
  ParamsOf,
  QueryOf,
  RequestBodyOf,
  ResponseOf,
  RouteContract
} from '@matrimony/contracts/http/route';
import { getAccessToken, refreshAccessToken, sessionToken } from './access-token';
import type { ApiRoute } from './api-routes';
import { ApiProblem, networkProblem, problemFrom } from './problem';

/** A path under a service base path, e.g. `/api/profiles/me/photos/:id` for the route path `/me/photos/:id`. */
export type ApiPath<R extends RouteContract> = `/api/${string}${R['path']}`;

type Optional<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };

/** What one call of route R sends: path params, query and body, each required when the contract requires it. */
export type RouteArgs<R extends RouteContract> = Optional<
  'params',
  keyof ParamsOf<R> extends never ? undefined : ParamsOf<R>
> &
  Optional<'query', QueryOf<R>> &
  Optional<'body', RequestBodyOf<R>>;

/** What `request<R>` takes: method and path are the route's literals, params/query/body its types. */
export type RequestArgs<R extends RouteContract> = {
  method: R['method'];
  path: ApiPath<R>;
  signal?: AbortSignal;
  bearer?: string;
} & RouteArgs<R>;

/** What `callRoute(route, …)` takes: the route's request, an abort signal, a token of its own (see RawRequest). */
export type CallArgs<R extends RouteContract> = RouteArgs<R> & { signal?: AbortSignal; bearer?: string };

/** `[args]`, optional when the route needs no params, query or body. */
export type OptionalWhenEmpty<Args, Rest extends unknown[] = []> = object extends Args
  ? [args?: Args, ...rest: Rest]
  : [args: Args, ...rest: Rest];

/** Refresh when the token has less than this left, so a call does not die on the way. */
const MIN_TOKEN_VALIDITY_SECONDS = 30;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Substitutes `:name` segments and appends the query string (arrays repeat the key). */
export function buildUrl(path: string, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name]))
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

export type RawRequest = {
  method: HttpMethod;
  url: string;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A token to send instead of the session's, used as it is (no refresh, no retry): registration's new
   * account before its session starts, and sign-out, which must not refresh the session it ends.
   */
  bearer?: string;
};

async function send(
  fetchFn: typeof fetch,
  { method, url, body, signal }: RawRequest,
  accept: string,
  token: string | undefined
): Promise<Response> {
  const headers: Record<string, string> = { accept };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    // A Request (not url + init) so RTK Query's tests and the browser see the same thing.
    return await fetchFn(
      new Request(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal
      })
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiProblem(networkProblem());
  }
}

async function refreshQuietly(minValiditySeconds: number): Promise<boolean> {
  try {
    await refreshAccessToken(minValiditySeconds);
    return true;
  } catch (_error) {
    return false; // the session controller ends the session; the call answers its own 401
  }
}

/** 401 codes that are not about the access token: a password the member typed again was wrong (`invalid_password`). */
const NOT_A_TOKEN_REFUSAL = new Set(['invalid_password']);

/**
 * Whether a 401 refused the token (then a new token may help). A re-entered password that was wrong is refused
 * with 401 too; sending it again would only count a second wrong password against the member.
 */
async function refusedTheToken(response: Response): Promise<boolean> {
  const { code } = problemFrom(response.status, response.statusText, null, await response.clone().text());
  return !NOT_A_TOKEN_REFUSAL.has(code);
}

/**
 * Sends with the session's token (refreshed first when it is about to expire, and once more after a 401 that
 * refused the token) or the request's own bearer; resolves a 2xx answer, throws ApiProblem for anything else.
 */
async function answerOf(raw: RawRequest, fetchFn: typeof fetch, accept: string): Promise<Response> {
  const sessionAuth = raw.bearer === undefined && Boolean(getAccessToken());
  if (sessionAuth) await refreshQuietly(MIN_TOKEN_VALIDITY_SECONDS);
  const tokenNow = () => (sessionAuth ? sessionToken() : raw.bearer);
  let response = await send(fetchFn, raw, accept, tokenNow());
  if (
    response.status === 401 &&
    sessionAuth &&
    getAccessToken() &&
    (await refusedTheToken(response)) &&
    (await refreshQuietly(-1))
  ) {
    response = await send(fetchFn, raw, accept, tokenNow());
  }
  if (!response.ok)
    throw new ApiProblem(
      problemFrom(
        response.status,
        response.statusText,
        response.headers.get('retry-after'),
        await response.text()
      )
    );
  return response;
}

/** One call by URL: JSON in, JSON out (undefined for 204), ApiProblem on failure. */
export async function requestRaw<T>(
  raw: RawRequest,
  fetchFn: typeof fetch = globalThis.fetch.bind(globalThis)
): Promise<T> {
  const response = await answerOf(raw, fetchFn, 'application/json');
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (_error) {
    throw new ApiProblem({
      ...problemFrom(response.status, response.statusText, null, ''),
      code: 'unexpected_response'
    });
  }
}

/**
 * Calls one contract route: `request<typeof profilesApi.routes.getOwnProfile>({ method: 'GET', path: '/api/profiles/me' })`.
 * Throws `ApiProblem<ErrorCodeOf<R>>`.
 */
export function request<R extends RouteContract>(
  args: RequestArgs<R>,
  fetchFn?: typeof fetch
): Promise<ResponseOf<R>> {
  const { method, path, params, query, body, signal, bearer } = args as RequestArgs<R> & {
    params?: object;
    query?: object;
    body?: unknown;
  };
  return requestRaw<ResponseOf<R>>(
    { method, url: buildUrl(path, params, query), body, signal, bearer },
    fetchFn
  );
}

/**
 * Calls one route of the table in api-routes.ts: `callRoute(apiRoutes.identity.getExport, { params: { id } })`.
 * Method and path come from the route; params, query, body and answer are its contract's types.
 * Throws `ApiProblem<ErrorCodeOf<R>>`.
 */
export function callRoute<R extends RouteContract>(
  route: ApiRoute<R>,
  ...[args, fetchFn]: OptionalWhenEmpty<CallArgs<R>, [fetchFn?: typeof fetch]>
): Promise<ResponseOf<R>> {
  const { params, query, body, signal, bearer } = (args ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
    bearer?: string;
  };
  return requestRaw<ResponseOf<R>>(
    { method: route.method, url: buildUrl(route.path, params, query), body, signal, bearer },
    fetchFn
  );
}

/**
 * A bearer-protected file (svc-profile's photos and horoscope images: an <img> cannot send the token),
 * with the same refresh-and-retry as every call. Throws ApiProblem.
 */
export async function requestBlob(
  url: string,
  signal?: AbortSignal,
  fetchFn: typeof fetch = globalThis.fetch.bind(globalThis)
): Promise<Blob> {
  return (await answerOf({ method: 'GET', url, signal }, fetchFn, '*/*')).blob();
}

/** A downloaded file: its body, and the name its Content-Disposition gave (undefined when none). */
export type DownloadedFile = { blob: Blob; filename: string | undefined };

/**
 * A bearer-protected download (svc-identity's data archive: a link cannot send the token), with the same
 * refresh-and-retry as every call. Throws ApiProblem.
 */
export async function requestFile(
  url: string,
  signal?: AbortSignal,
  fetchFn: typeof fetch = globalThis.fetch.bind(globalThis)
): Promise<DownloadedFile> {
  const response = await answerOf({ method: 'GET', url, signal }, fetchFn, '*/*');
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
}

/**
 * The file name a Content-Disposition header gives (RFC 6266: `filename*` over `filename`), without any folder
 * part, or undefined.
 */
export function filenameOf(contentDisposition: string | null): string | undefined {
  if (!contentDisposition) return undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(contentDisposition)?.[1];
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(contentDisposition);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch (_error) {
      name = undefined; // a malformed escape: fall back to the plain name
    }
  }
  name ??= plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : undefined;
}

/** Narrows a caught error to a route's problem. */
export function isProblemOf<R extends RouteContract>(error: unknown): error is ApiProblem<ErrorCodeOf<R>> {
  return error instanceof ApiProblem;
}

export const apiClient = { request, callRoute, requestRaw, requestBlob, requestFile };
