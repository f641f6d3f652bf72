// Test helpers for code that calls through the session's API client (`@matrimony/session/testing`).

/**
 * The client builds `new Request('/api/...')`: relative, as in the browser, which Node refuses. While
 * installed, relative URLs resolve against `base`. Use with `before(urls.install); after(urls.restore)`.
 */
export function relativeRequestUrls(base = 'http://localhost') {
  const RealRequest = globalThis.Request;
  return {
    install(): void {
      globalThis.Request = class extends RealRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, base) : input, init);
        }
      } as typeof Request;
    },
    restore(): void {
      globalThis.Request = RealRequest;
    }
  };
}
