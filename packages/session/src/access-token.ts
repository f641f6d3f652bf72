import { ApiProblem, sessionEndedProblem } from './problem';

/** The session controller registers how to get (and refresh) the access token; the API client reads it here. */
let provider: () => string | undefined = () => undefined;
let refresher: (minValiditySeconds: number) => Promise<void> = async () => undefined;

export function setAccessTokenProvider(next: () => string | undefined): void {
  provider = next;
}

export function getAccessToken(): string | undefined {
  return provider();
}

/**
 * The token for a call that began under the session, read as it goes out. A call that began signed in and
 * would go out after the session ended (sign-out meanwhile) is not sent: without a token it could only be refused.
 */
export function sessionToken(): string {
  const token = provider();
  if (!token) throw new ApiProblem(sessionEndedProblem());
  return token;
}

/** Registered by the session controller: refreshes when the token expires within `minValiditySeconds` (-1: now). */
export function setTokenRefresher(next: (minValiditySeconds: number) => Promise<void>): void {
  refresher = next;
}

export function refreshAccessToken(minValiditySeconds: number): Promise<void> {
  return refresher(minValiditySeconds);
}
