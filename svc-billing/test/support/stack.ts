import { createHash } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';
import { type Express } from 'express';
import { type Connection } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '@matrimony/embedded-mongo';
import {
  connectMongo,
  connectNats,
  createLogger,
  createTokenVerifier,
  ensureIndexes,
  ensureStreams,
  handleEventOnce,
  startNatsServer,
  streamMessages,
  type EventConsumer,
  type OutboxRelay,
  type TestIssuer
} from '@matrimony/service-kit';
import { type EventEnvelope } from '@matrimony/contracts';
import { createApp } from '../../src/app';
import { billingDeps } from '../../src/billing';
import { readConfig } from '../../src/config';
import { billingEventHandlers, DURABLE_NAME, startConsumers } from '../../src/events/consumers';
import { startRelays } from '../../src/events/relays';
import { createStores, type Stores } from '../../src/store';

export const logger = createLogger({ name: 'svc-billing-test', level: 'silent' });
/** The development key the welcome-offer records are hashed with. */
export const mobileHashKey = readConfig({}).MOBILE_HASH_KEY;
/** The development key svc-profile signs contact-unlock offers with and billing checks them with. */
export const contactOfferKey = readConfig({}).CONTACT_OFFER_KEY;

/** A member's own mobile number (the welcome offer is once per number), the same for the same user id. */
export function mobileOf(userId: string): string {
  const digits =
    BigInt(`0x${createHash('sha256').update(userId).digest('hex').slice(0, 15)}`) % 1_000_000_000n;
  return `9${digits.toString().padStart(9, '0')}`;
}

/** One service replica: its own Mongo connection, NATS connection, stores and app, sharing the clock. */
export interface Replica {
  mongo: Connection;
  nc: NatsConnection;
  stores: Stores;
  app: Express;
  relay: OutboxRelay;
  consumers?: EventConsumer;
  startConsumers(): Promise<void>;
  /** Handles one event as this replica's consumer does (once per event id), e.g. a redelivery. */
  handle(event: EventEnvelope): Promise<void>;
}

export interface Stack {
  js: JetStreamClient;
  nc: NatsConnection;
  replicas: Replica[];
  /** The clock every replica reads; tests move it. */
  clock: { now: Date };
  /** Every billing.* event published so far. */
  billingEvents(): Promise<EventEnvelope[]>;
  /** Resolves once every consumer of svc-billing has nothing pending or unacknowledged. */
  consumersIdle(): Promise<void>;
  stop(): Promise<void>;
}

/** A real nats-server and one embedded Mongo on free ports, with `replicaCount` service replicas on them. */
export async function startStack(issuer: TestIssuer, replicaCount = 1): Promise<Stack> {
  const nats = await startNatsServer();
  const nc = await connectNats({ servers: nats.url, name: 'svc-billing-test' });
  await ensureStreams(nc);
  const js = jetstream(nc);
  const embedded: EmbeddedMongo = await startEmbeddedMongo({ port: 0 });
  const clock = { now: new Date() };
  const now = () => new Date(clock.now.getTime());

  const replicas: Replica[] = [];
  for (let i = 0; i < replicaCount; i += 1) {
    const mongo = await connectMongo({ url: embedded.uri, dbName: 'billing' });
    const replicaNc = await connectNats({ servers: nats.url, name: `svc-billing-${i}` });
    const stores = createStores(mongo);
    await ensureIndexes(Object.values(mongo.models));
    const verifier = createTokenVerifier({
      issuer: issuer.issuer,
      jwksUri: issuer.jwksUri,
      allowedAzp: issuer.allowedAzp,
      isRevoked: stores.revokedMembers.isRevoked
    });
    // A long interval: tests flush the outbox themselves.
    const relay = startRelays(stores, jetstream(replicaNc), logger, 60_000);
    const eventDeps = { stores, now, logger, mobileHashKey };
    const replica: Replica = {
      mongo,
      nc: replicaNc,
      stores,
      relay,
      app: createApp({ logger, billing: billingDeps({ stores, verifier, now, contactOfferKey, logger }) }),
      async startConsumers() {
        replica.consumers = await startConsumers(replicaNc, eventDeps);
      },
      handle: handleEventOnce({
        handlers: billingEventHandlers(eventDeps),
        processedEvents: stores.processedEvents,
        consumer: DURABLE_NAME
      })
    };
    replicas.push(replica);
  }

  return {
    js,
    nc,
    replicas,
    clock,
    async billingEvents() {
      await Promise.all(replicas.map((replica) => replica.relay.flush()));
      return (await streamMessages<EventEnvelope>(nc, 'BILLING')).map((message) => message.data);
    },
    async consumersIdle() {
      const jsm = await jetstreamManager(nc);
      for (;;) {
        const consumers = [...(await jsm.consumers.list('IDENTITY').next())].filter((c) =>
          c.name.startsWith('svc-billing')
        );
        const busy = consumers.some((c) => c.num_pending > 0 || c.num_ack_pending > 0);
        if (consumers.length > 0 && !busy) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      for (const replica of replicas) {
        await replica.consumers?.stop();
        await replica.relay.stop();
        await replica.nc.drain();
        await replica.mongo.close();
      }
      await nc.drain();
      await embedded.stop();
      await nats.dispose();
    }
  };
}
