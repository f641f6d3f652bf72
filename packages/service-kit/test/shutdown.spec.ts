import { expect } from 'chai';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { createServiceApp, startService } from '../src/index';
import { captureLogger } from './support/log-capture';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('lets an in-flight slow request finish while new connections are refused, then closes resources', async () => {
    const { logger } = captureLogger();
    let releaseSlow!: () => void;
    const slowReleased = new Promise<void>((resolve) => (releaseSlow = resolve));
    let slowStarted!: () => void;
    const slowArrived = new Promise<void>((resolve) => (slowStarted = resolve));
    let resourcesClosed = false;

    const handle = await startService({
      name: 'svc-test',
      logger,
      shutdownTimeoutMs: 10_000,
      start: async () => {
        const app = createServiceApp({
          name: 'svc-test',
          basePath: '/api/test',
          logger,
          routes(router) {
            router.get('/slow', async (_req, res) => {
              slowStarted();
              await slowReleased;
              res.json({ finished: true });
            });
          }
        });
        const server = app.listen(0, '127.0.0.1');
        await new Promise((resolve) => server.once('listening', resolve));
        return {
          server,
          app,
          close: async () => {
            resourcesClosed = true;
          }
        };
      }
    });
    const port = (handle.started.server.address() as AddressInfo).port;

    const slow = get(port, '/api/test/slow');
    await slowArrived;
    const shutdown = handle.shutdown('test');

    let refused: unknown;
    try {
      await get(port, '/healthz');
    } catch (err) {
      refused = err;
    }
    expect((refused as NodeJS.ErrnoException | undefined)?.code).to.equal('ECONNREFUSED');
    expect(resourcesClosed, 'resources stay open while a request is in flight').to.equal(false);

    releaseSlow();
    expect(await slow).to.deep.equal({ status: 200, body: '{"finished":true}' });
    expect(await shutdown).to.equal(true);
    expect(resourcesClosed).to.equal(true);
  });

  it('keeps serving with readiness 503 for the drain delay, then stops accepting (DRAIN_DELAY_MS)', async () => {
    const { logger } = captureLogger();
    const handle = await startService({
      name: 'svc-test',
      logger,
      start: async () => {
        const app = createServiceApp({
          name: 'svc-test',
          basePath: '/api/test',
          logger,
          routes: (router) => router.get('/ping', (_req, res) => res.json({ pong: true }))
        });
        const server = app.listen(0, '127.0.0.1');
        await new Promise((resolve) => server.once('listening', resolve));
        return { server, app, shutdownTimeoutMs: 5000, drainDelayMs: 400 };
      }
    });
    const port = (handle.started.server.address() as AddressInfo).port;
    expect((await get(port, '/readyz')).status).to.equal(200);
    const shutdown = handle.shutdown('test');
    // During the delay: not ready, yet a request that still arrives is answered.
    expect((await get(port, '/readyz')).status).to.equal(503);
    expect(await get(port, '/api/test/ping')).to.deep.equal({ status: 200, body: '{"pong":true}' });
    expect(await shutdown).to.equal(true);
    const refused = await get(port, '/api/test/ping').catch((err: NodeJS.ErrnoException) => err.code);
    expect(refused).to.equal('ECONNREFUSED');
  });

  it('cuts connections when the timeout passes', async () => {
    const { logger } = captureLogger();
    let hangStarted!: () => void;
    const hangArrived = new Promise<void>((resolve) => (hangStarted = resolve));
    const app = createServiceApp({
      name: 'svc-test',
      basePath: '/api/test',
      logger,
      routes(router) {
        router.get('/hang', () => hangStarted());
      }
    });
    const handle = await startService({
      name: 'svc-test',
      logger,
      shutdownTimeoutMs: 200,
      start: async () => {
        const server = app.listen(0, '127.0.0.1');
        await new Promise((resolve) => server.once('listening', resolve));
        return { server, app };
      }
    });
    const port = (handle.started.server.address() as AddressInfo).port;
    const hanging = get(port, '/api/test/hang').catch((err: NodeJS.ErrnoException) => err.code);
    await hangArrived;
    expect(await handle.shutdown('test')).to.equal(false);
    expect(await hanging).to.equal('ECONNRESET');
  });
});
