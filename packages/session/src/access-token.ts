/** The session controller registers how to get (and refresh) the access token; the API client reads it here. */
let provider: () => string | undefined = () => undefined;
let refresher: (minValiditySeconds: number) => Promise<void> = async () => undefined;

export function setAccessTokenProvider(next: () => string | undefined): void {
  provider = next;
}

export function getAccessToken(): string | undefined {
  return provider();
}

/** Registered by the session controller: refreshes when the token expires within `minValiditySeconds` (-1: now). */
export function setTokenRefresher(next: (minValiditySeconds: number) => Promise<void>): void {
  refresher = next;
}

export function refreshAccessToken(minValiditySeconds: number): Promise<void> {
  return refresher(minValiditySeconds);
}
