// Test helpers for code that calls through the session's API client (`@matrimony/session/testing`).
import { sessionStarted } from './session-slice';
import { createAppStore, type AppStore } from './store';

/** A store whose session is a signed-in member (Asha Rao, restored), as the specs of pages that differ for members need. */
export function signedInStore(roles: string[] = []): AppStore {
  const store = createAppStore();
  store.dispatch(
    sessionStarted({
      user: { id: 'u1', fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', roles },
      event: 'restore'
    })
  );
  return store;
}

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
