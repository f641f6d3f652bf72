// Per-IP limits must see the client's real address, whatever it writes in
// X-Forwarded-For, and trusted hops are explicit configuration.
import { expect } from 'chai';
import request from 'supertest';
import { createServiceApp, parseTrustedProxies } from '../src/index';
import { createLogger } from '../src/logger';

const logger = createLogger({ name: 'test', level: 'silent' });

/** A route that answers the address a per-IP limit would count, behind `trustedProxies`. */
function appSeeingClientAddress(trustedProxies?: number | string[]) {
  return createServiceApp({
    name: 'svc-test',
    basePath: '/api/test',
    logger,
    trustedProxies,
    routes(router) {
      router.get('/ip', (req, res) => {
        res.json({ ip: req.ip });
      });
    }
  });
}

describe('trusted proxies', () => {
  it('reads TRUSTED_PROXIES as a hop count or a list of addresses and CIDRs, one hop by default', () => {
    expect(parseTrustedProxies(undefined)).to.equal(1);
    expect(parseTrustedProxies('2')).to.equal(2);
    expect(parseTrustedProxies('10.0.0.0/8, loopback')).to.deep.equal(['10.0.0.0/8', 'loopback']);
  });

  it('behind one hop, a client-written X-Forwarded-For entry does not change the counted address', async () => {
    const app = appSeeingClientAddress();
    // The proxy appended the address it saw (198.51.100.20) after what the client forged.
    const spoofed = await request(app)
      .get('/api/test/ip')
      .set('x-forwarded-for', '203.0.113.1, 198.51.100.20');
    const other = await request(app)
      .get('/api/test/ip')
      .set('x-forwarded-for', '203.0.113.99, 198.51.100.20');
    expect(spoofed.body.ip).to.equal('198.51.100.20');
    expect(other.body.ip).to.equal(spoofed.body.ip);
  });

  it('does not trust private addresses just for being private', async () => {
    // The request arrives from loopback; with only 10.0.0.0/8 trusted, its header is ignored.
    const app = appSeeingClientAddress(['10.0.0.0/8']);
    const res = await request(app).get('/api/test/ip').set('x-forwarded-for', '203.0.113.1');
    expect(res.body.ip).to.match(/127\.0\.0\.1/);
  });

  it('clients sharing one address share its limit: rotating the header does not give a new budget', async () => {
    const app = appSeeingClientAddress(1);
    const seen = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const res = await request(app)
        .get('/api/test/ip')
        .set('x-forwarded-for', `203.0.113.${i}, 198.51.100.20`);
      seen.add(res.body.ip as string);
    }
    expect([...seen]).to.deep.equal(['198.51.100.20']);
  });
});
