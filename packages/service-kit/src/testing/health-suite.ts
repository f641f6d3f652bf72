// The health contract every service keeps (see docs/architecture.md), as one mocha suite each
// service runs against its own createApp. Test-only: imported from '@matrimony/service-kit/testing'.
import { expect } from 'chai';
import { type Express } from 'express';
import request from 'supertest';
import { type ReadinessCheck } from '../http/health';
import { createLogger, type Logger } from '../logger';

export interface HealthSuiteOptions {
  service: string;
  basePath: string;
  defaultPort: number;
  createApp(deps: { logger?: Logger; readiness?: ReadinessCheck[] }): Express;
  readConfig(env: Record<string, string | undefined>): { PORT: number };
}

export function describeHealthEndpoints(options: HealthSuiteOptions): void {
  const { service, basePath, createApp } = options;
  const logger = createLogger({ name: 'test', level: 'silent' });

  describe(`${service} health`, () => {
    it('answers /healthz, /readyz and /metrics at the root of the pod port', async () => {
      const app = createApp({ logger, readiness: [{ name: 'mongo', check: () => true }] });
      await request(app).get('/healthz').expect(200, { status: 'ok' });
      await request(app).get('/readyz').expect(200);
      const metrics = await request(app).get('/metrics').expect(200);
      expect(metrics.text).to.contain('http_request_duration_seconds');
    });

    it(`keeps /readyz and /metrics out of the public routes under ${basePath}`, async () => {
      const app = createApp({ logger, readiness: [{ name: 'mongo', check: () => true }] });
      await request(app).get(`${basePath}/healthz`).expect(200, { status: 'ok' });
      await request(app).get(`${basePath}/readyz`).expect(404);
      await request(app).get(`${basePath}/metrics`).expect(404);
    });

    it('is not ready while a dependency is down', async () => {
      const app = createApp({ logger, readiness: [{ name: 'nats', check: () => false }] });
      const res = await request(app).get('/readyz').expect(503);
      expect(res.body.checks).to.deep.equal({ nats: 'failing' });
    });

    it('answers unknown paths with 404 problem+json', async () => {
      const res = await request(createApp({ logger })).get(`${basePath}/no-such-thing`).expect(404);
      expect(res.headers['content-type']).to.match(/^application\/problem\+json/);
    });

    it(`listens on port ${options.defaultPort} by default`, () => {
      expect(options.readConfig({}).PORT).to.equal(options.defaultPort);
    });
  });
}
