import { createServer, type Server } from 'node:http';
import { expect } from 'chai';
import { startGateway, type Gateway } from '../src/gateway';
import { closeServer, listen } from '../src/http-server';
import { findFreePort } from '../src/ports';
import type { UpstreamName } from '../src/topology';

interface Echo {
  upstream: string;
  url: string;
  headers: Record<string, string>;
}

const names: UpstreamName[] = [
  'shell',
  'mf-public',
  'mf-signup',
  'mf-account',
  'svc-identity',
  'svc-profile',
  'svc-billing',
  'svc-notify',
  'razorpay'
];

/** An upstream that answers with its own name, the path it received and the request headers. */
function echoServer(name: string): Server {
  return createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ upstream: name, url: req.url, headers: req.headers }));
  });
}

describe('gateway', () => {
  const stubs: Server[] = [];
  let gateway: Gateway;
  let base: string;

  before(async () => {
    const upstreams = {} as Record<UpstreamName, string>;
    for (const name of names) {
      if (name === 'svc-billing') {
        // Nothing listens here: the "down" upstream.
        upstreams[name] = `http://127.0.0.1:${await findFreePort()}`;
        continue;
      }
      const stub = echoServer(name);
      stubs.push(stub);
      upstreams[name] = `http://127.0.0.1:${await listen(stub, 0, '127.0.0.1')}`;
    }
    gateway = await startGateway({ port: 0, host: '127.0.0.1', upstreams });
    base = `http://127.0.0.1:${gateway.port}`;
  });

  after(async () => {
    await gateway.close();
    await Promise.all(stubs.map(closeServer));
  });

  async function get(path: string): Promise<Echo> {
    const response = await fetch(base + path);
    expect(response.status, path).to.equal(200);
    return (await response.json()) as Echo;
  }

  const table: Array<[string, string, string]> = [
    ['/', 'shell', '/'],
    ['/signin?next=%2Fdashboard', 'shell', '/signin?next=%2Fdashboard'],
    ['/profile/42', 'shell', '/profile/42'],
    ['/mf/public/mf-manifest.json', 'mf-public', '/mf-manifest.json'],
    ['/mf/public', 'mf-public', '/'],
    ['/mf/signup/remoteEntry.js?v=1', 'mf-signup', '/remoteEntry.js?v=1'],
    ['/mf/account/static/js/12.abcdef12.js', 'mf-account', '/static/js/12.abcdef12.js'],
    ['/mf/publicity', 'shell', '/mf/publicity'],
    ['/api/identity/readyz', 'svc-identity', '/api/identity/readyz'],
    ['/api/profiles/me?fields=name', 'svc-profile', '/api/profiles/me?fields=name'],
    ['/api/notify/dev/outbox', 'svc-notify', '/api/notify/dev/outbox'],
    ['/razorpay-dev/v1/checkout.js', 'razorpay', '/v1/checkout.js'],
    ['/authors', 'shell', '/authors']
  ];
  for (const [path, upstream, upstreamPath] of table) {
    it(`${path} → ${upstream} ${upstreamPath}`, async () => {
      const echo = await get(path);
      expect(echo.upstream).to.equal(upstream);
      expect(echo.url).to.equal(upstreamPath);
    });
  }

  it('routes nothing of Keycloak: token endpoint, consoles and other realms are 404', async () => {
    for (const path of [
      '/auth/realms/matrimony/protocol/openid-connect/token',
      '/auth/realms/matrimony/protocol/openid-connect/logout',
      '/auth/realms/matrimony/protocol/openid-connect/certs',
      '/auth/realms/matrimony/.well-known/openid-configuration',
      '/auth/admin/master/console/',
      '/auth/realms/master/protocol/openid-connect/token',
      '/auth/realms/matrimony/account',
      '/auth/realms/matrimony/protocol/openid-connect/auth?client_id=matrimony-web',
      '/auth/admin/realms/matrimony/users'
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).to.equal(404);
      expect(response.headers.get('content-type'), path).to.match(/^application\/problem\+json/);
    }
  });

  it('says who the client is itself: a forged X-Forwarded-For is dropped', async () => {
    const response = await fetch(`${base}/api/profiles/me`, {
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }
    });
    const { headers } = (await response.json()) as Echo;
    expect(headers['x-forwarded-for']).to.equal('127.0.0.1');
  });

  it('sets X-Forwarded-For, -Host, -Proto and -Port', async () => {
    const { headers } = await get('/api/profiles/me');
    expect(headers['x-forwarded-for']).to.match(/127\.0\.0\.1/);
    expect(headers['x-forwarded-host']).to.equal(`127.0.0.1:${gateway.port}`);
    expect(headers['x-forwarded-proto']).to.equal('http');
    expect(headers['x-forwarded-port']).to.equal(String(gateway.port));
    expect(headers.host).to.equal(`127.0.0.1:${gateway.port}`);
  });

  it('tells a remote which prefix it was mounted under', async () => {
    const { headers } = await get('/mf/account/remoteEntry.js');
    expect(headers['x-forwarded-prefix']).to.equal('/mf/account');
  });

  for (const path of ['/api/', '/api', '/api/identityx', '/api/unknown/thing?x=1']) {
    it(`answers 404 problem+json, not the shell's page, for ${path}, which no service owns`, async () => {
      const response = await fetch(base + path);
      expect(response.status).to.equal(404);
      expect(response.headers.get('content-type')).to.equal('application/problem+json');
      expect(await response.json()).to.include({ status: 404, code: 'not_found', instance: path });
    });
  }

  it('answers 502 problem+json naming the upstream when it is down', async () => {
    const response = await fetch(`${base}/api/billing/subscription`);
    expect(response.status).to.equal(502);
    expect(response.headers.get('content-type')).to.equal('application/problem+json');
    const problem = (await response.json()) as Record<string, unknown>;
    expect(problem).to.include({ status: 502, title: 'Bad Gateway', instance: '/api/billing/subscription' });
    expect(problem.detail).to.contain('svc-billing is not reachable');
    expect(JSON.stringify(problem)).not.to.contain('ECONNREFUSED');
  });
});
