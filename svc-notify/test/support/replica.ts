import { type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type NatsConnection } from '@nats-io/nats-core';
import { type Express } from 'express';
import { connectNats, createLogger } from '@matrimony/service-kit';
import { createApp } from '../../src/app';
import { readConfig } from '../../src/config';
import { createNotify, type Notify } from '../../src/notify';
import { SUPPORT_EMAIL, type Stack } from './stack';

export interface Replica {
  app: Express;
  notify: Notify;
  nc: NatsConnection;
  stop(): Promise<void>;
}

/**
 * A second svc-notify replica beside the stack's: its own NATS connection, live hub and caches, the same nats-server
 * and database, and no event consumers, so every event is handled by the stack's replica (as a shared durable
 * consumer gives each event to one replica).
 */
export async function startReplica(stack: Stack): Promise<Replica> {
  const nc = await connectNats({ servers: stack.natsUrl, name: 'svc-notify-test-replica' });
  const logger = createLogger({ name: 'svc-notify', level: 'silent' });
  const config = readConfig({ NODE_ENV: 'test', SUPPORT_EMAIL, PUBLIC_URL: 'http://localhost:8080' });
  const { issuer, jwksUri, allowedAzp } = stack.issuer;
  const notify = await createNotify(config, stack.mongo, nc, logger, {
    tokenIssuer: { issuer, jwksUri, allowedAzp }
  });
  // The hub's subscription is in place at the server before the test publishes anything.
  await nc.flush();
  return {
    app: createApp({ logger, notify: notify.http }),
    notify,
    nc,
    async stop() {
      await notify.close();
      await nc.drain();
    }
  };
}

export interface Served {
  url: string;
  /** Resolves once the next stream answer closes (its client went), after the app has reacted to it. */
  nextStreamClosed(): Promise<void>;
  close(): Promise<void>;
}

/** Serves `app` on a free loopback port until `close`, which also cuts the streams still open. */
export async function listen(app: Express): Promise<Served> {
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  let streamClosed: (() => void) | undefined;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.endsWith('/stream')) return;
    // This listener is added before the route's own: waiting for the emit to finish lets the route's run first.
    void once(res, 'close').then(() => streamClosed?.());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    nextStreamClosed: () => new Promise<void>((resolve) => (streamClosed = resolve)),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  };
}
