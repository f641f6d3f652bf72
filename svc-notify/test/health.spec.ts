import { expect } from 'chai';
import request from 'supertest';
import { createLogger } from '@matrimony/service-kit';
import { createApp, BASE_PATH } from '../src/app';
import { readConfig } from '../src/config';

const logger = createLogger({ name: 'test', level: 'silent' });

describe('svc-notify health', () => {
  it('answers /healthz, /readyz and /metrics at the root and under /api/notify', async () => {
    const app = createApp({ logger, readiness: [{ name: 'mongo', check: () => true }] });
    for (const prefix of ['', BASE_PATH]) {
      await request(app).get(`${prefix}/healthz`).expect(200, { status: 'ok' });
      await request(app).get(`${prefix}/readyz`).expect(200);
      const metrics = await request(app).get(`${prefix}/metrics`).expect(200);
      expect(metrics.text).to.contain('http_request_duration_seconds');
    }
  });

  it('is not ready while a dependency is down', async () => {
    const app = createApp({ logger, readiness: [{ name: 'nats', check: () => false }] });
    const res = await request(app).get(`${BASE_PATH}/readyz`).expect(503);
    expect(res.body.checks).to.deep.equal({ nats: 'failing' });
  });

  it('answers unknown paths with 404 problem+json', async () => {
    const res = await request(createApp({ logger })).get(`${BASE_PATH}/no-such-thing`).expect(404);
    expect(res.headers['content-type']).to.match(/^application\/problem\+json/);
  });

  it('listens on port 4004 by default', () => {
    expect(readConfig({}).PORT).to.equal(4004);
  });
});
