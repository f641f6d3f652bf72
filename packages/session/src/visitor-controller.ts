import { createSessionController } from './session-controller';
import { type AppStore } from './store';
import { createTokenStore } from './token-store';

/**
 * A session controller that never signs anybody in and never calls the network: what prerendered
 * pages (and server-rendered tests of remote pages) are rendered with, as a visitor sees them.
 */
export function createVisitorSessionController(store: AppStore) {
  return createSessionController({
    keycloak: { clientId: 'matrimony-web' },
    createKeycloak: () => {
      throw new Error('no sessions while prerendering');
    },
    tokenStore: createTokenStore(null, null),
    dispatch: store.dispatch,
    fetch: () => Promise.reject(new Error('no network while prerendering')),
    onNotice: () => undefined,
    onSessionEnded: () => undefined
  });
}
