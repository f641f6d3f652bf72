import { Writable } from 'node:stream';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';
import { type Express } from 'express';
import { type Connection } from 'mongoose';
import request from 'supertest';
import {
  connectMongo,
  connectNats,
  createLogger,
  createTestIssuer,
  ensureStreams,
  startNatsServer,
  type EventConsumer,
  type Logger,
  type TestIssuer
} from '@matrimony/service-kit';
import { createApp } from '../../src/app';
import { readConfig } from '../../src/config';
import { startConsumers } from '../../src/events/consumers';
import { type EmailSender } from '../../src/delivery/email';
import { type RetryPolicy } from '../../src/domain/limits';
import { createNotify, type Notify } from '../../src/notify';
import { type OutboxMessage } from '../../src/store/dev-outbox';

export const SUPPORT_EMAIL = 'support@example.com';

export interface Stack {
  app: Express;
  notify: Notify;
  nc: NatsConnection;
  /** The nats-server's URL (a second replica connects to it). */
  natsUrl: string;
  js: JetStreamClient;
  mongo: Connection;
  /** Signs members' access tokens the app accepts. */
  issuer: TestIssuer;
  /** Every log line the service wrote (level trace). */
  logLines: string[];
  /** The outbox messages to `to`, once `count` of them are there (polls; fails after timeoutMs). */
  outboxFor(
    to: string,
    count?: number,
    timeoutMs?: number
  ): Promise<(Omit<OutboxMessage, 'createdAt'> & { createdAt: string })[]>;
  stop(): Promise<void>;
}

/**
 * A real nats-server and the embedded Mongo on free ports, svc-notify's consumers and app in development mode;
 * `email` replaces the development SMTP sink (a slow or failing relay); `now` is the service's clock.
 */
export async function startStack(
  options: {
    email?: EmailSender;
    queueRetry?: RetryPolicy;
    now?: () => Date;
    /** A Mongo server of its own (a benchmark keeps the database's CPU out of the service's); database `dbName`. */
    mongo?: { url: string; dbName: string };
  } = {}
): Promise<Stack> {
  const nats = await startNatsServer();
  const nc = await connectNats({ servers: nats.url, name: 'svc-notify-test' });
  await ensureStreams(nc);
  const mongo = await connectMongo(options.mongo ?? { dbName: 'notify' });
  const logLines: string[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    }
  });
  const logger: Logger = createLogger({ name: 'svc-notify', level: 'trace', destination: capture });
  const config = readConfig({ NODE_ENV: 'test', SUPPORT_EMAIL, PUBLIC_URL: 'http://localhost:8080' });
  const issuer = await createTestIssuer();
  const tokenIssuer = { issuer: issuer.issuer, jwksUri: issuer.jwksUri, allowedAzp: issuer.allowedAzp };
  const notify = await createNotify(config, mongo, nc, logger, {
    retry: { attempts: 2, backoffMs: [10] },
    tokenIssuer,
    email: options.email,
    queueRetry: options.queueRetry,
    now: options.now
  });
  const consumers: EventConsumer = await startConsumers(nc, notify.events);
  const app = createApp({ logger, notify: notify.http });

  return {
    app,
    notify,
    nc,
    natsUrl: nats.url,
    js: jetstream(nc),
    mongo,
    issuer,
    logLines,
    async outboxFor(to, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const res = await request(app).get('/api/notify/dev/outbox').query({ to }).expect(200);
        const messages = res.body.messages as (Omit<OutboxMessage, 'createdAt'> & { createdAt: string })[];
        if (messages.length >= count) return messages;
        if (Date.now() > deadline)
          throw new Error(`expected ${count} message(s) to ${to}, found ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      await consumers.stop();
      await notify.close();
      await nc.drain();
      await mongo.close();
      await nats.dispose();
      await issuer.close();
    }
  };
}
