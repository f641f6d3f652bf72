import { Writable } from 'node:stream';
import { jetstream } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';
import { type Express } from 'express';
import { type Connection } from 'mongoose';
import {
  connectMongo,
  connectNats,
  createLogger,
  ensureStreams,
  startNatsServer,
  type Logger,
  type OutboxRelay
} from '@matrimony/service-kit';
import { startKeycloakDev, type KeycloakDev } from '@matrimony/keycloak-dev';
import { createApp } from '../../src/app';
import { readConfig } from '../../src/config';
import { startRelays } from '../../src/events/relays';
import { type IdentityDeps } from '../../src/http/deps';
import { createIdentityDeps } from '../../src/identity';
import { createStreamReader, type StreamReader } from './stream-reader';

export interface Stack {
  app: Express;
  identity: IdentityDeps;
  keycloak: KeycloakDev;
  nc: NatsConnection;
  relays: OutboxRelay;
  /** identity.otp.requested and identity.password-reset.requested, as svc-notify receives them. */
  secrets: StreamReader;
  /** identity.user.registered / deleted. */
  accountEvents: StreamReader;
  /** Every log line the service wrote. */
  logLines: string[];
  /** Moves the service's clock (limits and OTP expiry) forward. */
  advanceClock(ms: number): void;
  stop(): Promise<void>;
}

/** A real nats-server, keycloak-dev and embedded Mongo on free ports, and the app wired to them. */
export async function startStack(): Promise<Stack> {
  const nats = await startNatsServer();
  const nc = await connectNats({ servers: nats.url, name: 'svc-identity-test' });
  await ensureStreams(nc);
  const keycloak = await startKeycloakDev({ port: 0 });
  const mongo: Connection = await connectMongo({ dbName: 'identity' });
  const config = readConfig({
    NODE_ENV: 'test',
    KEYCLOAK_URL: keycloak.url,
    KEYCLOAK_ISSUER: keycloak.issuer,
    ALTCHA_MAX_NUMBER: '500'
  });

  const logLines: string[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    }
  });
  const logger: Logger = createLogger({ name: 'svc-identity', level: 'trace', destination: capture });

  const js = jetstream(nc);
  const identity = await createIdentityDeps(config, mongo, nc);
  let offsetMs = 0;
  identity.now = () => new Date(Date.now() + offsetMs);
  // A long interval: tests flush the outbox themselves.
  const relays = startRelays(identity.stores, js, logger, 60_000);
  const app = createApp({ logger, identity });
  const secrets = await createStreamReader(nc, 'IDENTITY_SECRETS', 'work');
  const accountEvents = await createStreamReader(nc, 'IDENTITY', 'ordered');

  return {
    app,
    identity,
    keycloak,
    nc,
    relays,
    secrets,
    accountEvents,
    logLines,
    advanceClock(ms) {
      offsetMs += ms;
    },
    async stop() {
      await relays.stop();
      await nc.drain();
      await mongo.close();
      await keycloak.stop();
      await nats.dispose();
    }
  };
}
