/** An API answer that was not 2xx; `detail` is the problem+json text meant for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string | undefined
  ) {
    super(detail ?? title);
    this.name = 'ApiError';
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

async function errorFrom(response: Response): Promise<ApiError> {
  let body: { title?: unknown; detail?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch (_error) {
    // Not JSON (a proxy page, say): fall back to the status text.
  }
  const title = typeof body.title === 'string' ? body.title : response.statusText || 'Request failed';
  const detail = typeof body.detail === 'string' ? body.detail : undefined;
  return new ApiError(response.status, title, detail);
}

/** JSON request with an optional bearer token; throws ApiError on a non-2xx answer. */
export async function requestJson<T>(fetchFn: FetchLike, url: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetchFn(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body)
  });
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
