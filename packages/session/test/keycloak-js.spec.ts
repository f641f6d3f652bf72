import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { expect } from 'chai';
import { identityApi, identityRoutes } from '@matrimony/contracts/http/identity';
import { adoptTokens, createKeycloak, SESSION_TOKEN_ENDPOINT } from '../src/keycloak-like';
import { fakeJwt } from './helpers';

/**
 * Runs the real keycloak-js against a minimal stand-in of svc-identity's token endpoint, so the way the
 * session uses it (generic OpenID config, init without tokens or login iframe, tokens adopted, refreshes
 * it asks for) and the polyfill are proven on Node 20.
 */
describe('keycloak-js with adopted tokens', () => {
  let server: http.Server;
  let tokenEndpoint: string;
  const requests: URLSearchParams[] = [];
  let answer: 'ok' | 'invalid' = 'ok';

  // One issue time for the whole file: a token made twice must be the same token, even when the
  // clock crosses a second in between (that made this file flaky on a loaded machine).
  const issuedAt = Math.floor(Date.now() / 1000);
  const accessToken = (n: number) =>
    fakeJwt({ sub: 'user-1', iat: issuedAt, exp: issuedAt + 300, name: 'Asha Rao', n, typ: 'Bearer' });
  const refreshToken = (n: number) =>
    fakeJwt({ sub: 'user-1', iat: issuedAt, exp: issuedAt + 1800, typ: 'Refresh', n });

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
        if (req.url !== SESSION_TOKEN_ENDPOINT || answer === 'invalid') {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: 'invalid_grant', error_description: 'Session not active' }));
          return;
        }
        const n = requests.length;
        res.end(
          JSON.stringify({
            access_token: accessToken(n),
            refresh_token: refreshToken(n),
            id_token: accessToken(n),
            token_type: 'Bearer',
            expires_in: 300
          })
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    tokenEndpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SESSION_TOKEN_ENDPOINT}`;
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

  const started = async () => {
    const kc = await createKeycloak({ clientId: 'matrimony-web' }, tokenEndpoint);
    expect(await kc.init({ checkLoginIframe: false })).to.equal(false);
    adoptTokens(kc, { accessToken: accessToken(0), refreshToken: refreshToken(0), timeSkew: 0 });
    return kc;
  };

  it('refreshes at the path the contract gives svc-identity’s token endpoint', () => {
    expect(SESSION_TOKEN_ENDPOINT).to.equal(`${identityApi.basePath}${identityRoutes.refreshSession.path}`);
  });

  it('takes adopted tokens without asking the token endpoint', async () => {
    const kc = await started();
    expect(requests).to.have.length(0);
    expect(kc.token).to.equal(accessToken(0));
    expect(kc.isTokenExpired(90)).to.equal(false);
    expect(kc.isTokenExpired(400)).to.equal(true);
  });

  it('refreshes through svc-identity as the browser client, when asked and only then', async () => {
    const kc = await started();
    expect(await kc.updateToken(90)).to.equal(false);
    expect(await kc.updateToken(-1)).to.equal(true);
    expect(requests).to.have.length(1);
    expect(Object.fromEntries(requests[0]!)).to.deep.equal({
      grant_type: 'refresh_token',
      refresh_token: refreshToken(0),
      client_id: 'matrimony-web'
    });
    expect(kc.token).to.equal(accessToken(1));
    expect(kc.refreshToken).to.equal(refreshToken(1));
    expect(await kc.updateToken(400)).to.equal(true);
    expect(requests[1]!.get('refresh_token'), 'the rotated token is the one sent next').to.equal(
      refreshToken(1)
    );
  });

  it('drops the tokens and signals logout when the server ended the session', async () => {
    const kc = await started();
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
