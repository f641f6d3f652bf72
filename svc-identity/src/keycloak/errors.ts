/** Keycloak answered with an unexpected status, or could not be reached (status 0). */
export class KeycloakError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string
  ) {
    super(`Keycloak ${what} failed with status ${status}`);
    this.name = 'KeycloakError';
  }
}

export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** fetch, with a network failure turned into KeycloakError(0) so callers handle one error type. */
export async function keycloakFetch(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    throw new KeycloakError(0, (err as Error).message, what);
  }
}
