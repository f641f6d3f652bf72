/**
 * A non-2xx answer from one of our services. svc-identity and svc-profile answer problem+json
 * with a `code` the pages map to the spec's toasts (session's ApiError keeps only title/detail).
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string | undefined,
    readonly code: string | undefined,
    /** Seconds from a Retry-After header (429 answers). */
    readonly retryAfterSeconds: number | undefined
  ) {
    super(detail ?? title);
    this.name = 'ApiProblem';
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

export async function problemFrom(response: Response): Promise<ApiProblem> {
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch (_error) {
    // Not JSON (a gateway error page): the status text is all there is.
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiProblem(
    response.status,
    text(body.title) ?? (response.statusText || 'Request failed'),
    text(body.detail),
    text(body.code),
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined
  );
}

/** JSON request (optional bearer token); resolves the parsed body, throws ApiProblem on non-2xx. */
export async function callJson<T>(
  fetchFn: FetchLike,
  url: string,
  init: { method?: string; body?: unknown; token?: string } = {}
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetchFn(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body)
  });
  if (!response.ok) throw await problemFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The problem's code when the error is one of ours; undefined for network failures and bugs. */
export function problemCode(error: unknown): string | undefined {
  return error instanceof ApiProblem ? error.code : undefined;
}
