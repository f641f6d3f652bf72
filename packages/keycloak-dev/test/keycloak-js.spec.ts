import { expect } from 'chai';
import type Keycloak from 'keycloak-js';
import { installBrowserShim } from './support/browser-shim';
import { SPA_CLIENT, createMember, passwordGrant, postForm, useTarget } from './support/target';

/** The shell's use of keycloak-js: tokens from svc-identity injected, refreshed through the token endpoint. */
describe('keycloak-js 26 against the server (contract)', () => {
  const target = useTarget();
  let restoreGlobals: () => void;
  let KeycloakClass: typeof Keycloak;

  before(async () => {
    restoreGlobals = installBrowserShim('http://localhost:8080/dashboard');
    KeycloakClass = (await import('keycloak-js')).default;
  });
  after(() => restoreGlobals());

  async function initialisedWithTokens() {
    const member = await createMember(target);
    const { body } = await passwordGrant(target, member.username, member.password);
    const keycloak = new KeycloakClass({ url: target.url, realm: 'matrimony', clientId: SPA_CLIENT });
    const events: string[] = [];
    keycloak.onAuthRefreshSuccess = () => events.push('refresh-success');
    keycloak.onAuthLogout = () => events.push('logout');
    const authenticated = await keycloak.init({
      token: String(body.access_token),
      refreshToken: String(body.refresh_token),
      idToken: String(body.id_token),
      checkLoginIframe: false
    });
    return { keycloak, member, events, authenticated, initialAccessToken: String(body.access_token) };
  }

  it('init with injected tokens refreshes them at once and is authenticated', async () => {
    const { keycloak, member, events, authenticated, initialAccessToken } = await initialisedWithTokens();
    expect(authenticated).to.equal(true);
    expect(events).to.deep.equal(['refresh-success']);
    expect(keycloak.token).to.be.a('string').and.not.equal(initialAccessToken);
    expect(keycloak.subject).to.equal(member.id);
    expect(keycloak.tokenParsed?.preferred_username).to.equal(member.username);
    expect(keycloak.refreshTokenParsed?.typ).to.equal('Refresh');
    expect(keycloak.idTokenParsed?.sub).to.equal(member.id);
  });

  it('updateToken(-1) refreshes through the token endpoint', async () => {
    const { keycloak } = await initialisedWithTokens();
    const before = keycloak.token;
    expect(await keycloak.updateToken(-1)).to.equal(true);
    expect(keycloak.token).to.not.equal(before);
    expect(keycloak.tokenParsed?.sid).to.equal(keycloak.refreshTokenParsed?.sid);
  });

  it('updateToken fails after logout and clears the tokens (onAuthLogout fires)', async () => {
    const { keycloak, events } = await initialisedWithTokens();
    const logout = await postForm(`${target.url}/realms/matrimony/protocol/openid-connect/logout`, {
      client_id: SPA_CLIENT,
      refresh_token: keycloak.refreshToken!
    });
    expect(logout.status).to.equal(204);
    let failure: unknown;
    await keycloak.updateToken(-1).catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(Error);
    expect(keycloak.token).to.equal(undefined);
    expect(keycloak.authenticated).to.equal(false);
    expect(events).to.include('logout');
  });
});
