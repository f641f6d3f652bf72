/** The session controller registers how to get the current access token; API helpers read it here. */
let provider: () => string | undefined = () => undefined;

export function setAccessTokenProvider(next: () => string | undefined): void {
  provider = next;
}

export function getAccessToken(): string | undefined {
  return provider();
}
