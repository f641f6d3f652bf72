import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { expect } from 'chai';
import { createKeycloak } from '../src/keycloak-like';
import { fakeJwt } from './helpers';

/**
 * Runs the real keycloak-js against a minimal token endpoint, so the options the session
 * passes (tokens, no login iframe, no onLoad) and the polyfill are proven on Node 20.
 */
describe('keycloak-js with injected tokens', () => {
  let server: http.Server;
  let baseUrl: string;
  const requests: URLSearchParams[] = [];
  let answer: 'ok' | 'invalid' = 'ok';

  // One issue time for the whole file: a token made twice must be the same token, even when the
  // clock crosses a second in between (that made this file flaky on a loaded machine).
  const issuedAt = Math.floor(Date.now() / 1000);
  const accessToken = (n: number) => fakeJwt({ sub: 'user-1', iat: issuedAt, exp: issuedAt + 300, name: 'Asha Rao', n, typ: 'Bearer' });
  const refreshToken = (n: number) => fakeJwt({ sub: 'user-1', iat: issuedAt, exp: issuedAt + 1800, typ: 'Refresh', n });

  // keycloak-js reads window.location while initialising (to look for a login callback).
  const globals = globalThis as { window?: unknown; location?: unknown };
  const saved = { window: globals.window, location: globals.location };

  before(async () => {
    globals.window = globalThis;
    globals.location = new URL('http://localhost:8080/dashboard');
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        requests.push(new URLSearchParams(body));
        res.setHeader('content-type', 'application/json');
        if (req.url !== '/auth/realms/matrimony/protocol/openid-connect/token' || answer === 'invalid') {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: 'invalid_grant', error_description: 'Session not active' }));
          return;
        }
        const n = requests.length;
        res.end(JSON.stringify({ access_token: accessToken(n), refresh_token: refreshToken(n), id_token: accessToken(n), token_type: 'Bearer', expires_in: 300 }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth`;
  });

  after(async () => {
    globals.window = saved.window;
    globals.location = saved.location;
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    requests.length = 0;
    answer = 'ok';
  });

  it('initialises from tokens with one refresh-token grant and no redirect', async () => {
    const kc = await createKeycloak({ url: baseUrl, realm: 'matrimony', clientId: 'matrimony-web' });
    const authenticated = await kc.init({ token: accessToken(0), refreshToken: refreshToken(0), checkLoginIframe: false });
    expect(authenticated).to.equal(true);
    expect(requests).to.have.length(1);
    expect(requests[0]!.get('grant_type')).to.equal('refresh_token');
    expect(requests[0]!.get('client_id')).to.equal('matrimony-web');
    expect(requests[0]!.get('refresh_token')).to.equal(refreshToken(0));
    expect(kc.token).to.equal(accessToken(1));
  });

  it('refreshes only when less than the asked validity remains', async () => {
    const kc = await createKeycloak({ url: baseUrl, realm: 'matrimony', clientId: 'matrimony-web' });
    await kc.init({ token: accessToken(0), refreshToken: refreshToken(0), checkLoginIframe: false });
    expect(await kc.updateToken(90)).to.equal(false);
    expect(await kc.updateToken(400)).to.equal(true);
    expect(requests).to.have.length(2);
  });

  it('drops the tokens and signals logout when the server ended the session', async () => {
    const kc = await createKeycloak({ url: baseUrl, realm: 'matrimony', clientId: 'matrimony-web' });
    await kc.init({ token: accessToken(0), refreshToken: refreshToken(0), checkLoginIframe: false });
    let loggedOut = false;
    kc.onAuthLogout = () => (loggedOut = true);
    answer = 'invalid';
    let failed = false;
    await kc.updateToken(400).catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(loggedOut).to.equal(true);
    expect(kc.token).to.equal(undefined);
  });
});
