import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import {
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type JetStreamClient
} from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';
import { type EventEnvelope } from '@matrimony/contracts';
import {
  connectNats,
  consumeEvents,
  ensureStreams,
  natsReadiness,
  publishEvent,
  startNatsServer,
  type NatsServerHandle
} from '../src/index';
import { captureLogger } from './support/log-capture';
import { waitFor } from './support/wait';

const deleted = (userId: string) => ({ userId });

describe('NATS JetStream helpers', () => {
  let server: NatsServerHandle;
  let nc: NatsConnection;
  let js: JetStreamClient;

  before(async () => {
    server = await startNatsServer();
    nc = await connectNats({ servers: server.url, name: 'kit-test' });
    await ensureStreams(nc);
    js = jetstream(nc);
  });
  after(async () => {
    await nc?.close();
    await server?.dispose();
  });

  it('creates the catalogue streams with their storage and retention, and can run again', async () => {
    await ensureStreams(nc);
    const jsm = await jetstreamManager(nc);
    const secrets = await jsm.streams.info('IDENTITY_SECRETS');
    expect(secrets.config.storage).to.equal(StorageType.Memory);
    expect(secrets.config.retention).to.equal(RetentionPolicy.Workqueue);
    expect(secrets.config.subjects).to.deep.equal([
      'identity.otp.>',
      'identity.password-reset.>',
      'identity.email-change.>'
    ]);
    const identity = await jsm.streams.info('IDENTITY');
    expect(identity.config.storage).to.equal(StorageType.File);
  });

  it('lets a service started alone create the streams it consumes from where its user may (no accounts in development)', async () => {
    const alone = await startNatsServer();
    const client = await connectNats({ servers: alone.url, name: 'svc-notify' });
    try {
      await ensureStreams(client, { service: 'svc-notify', waitMs: 2000 });
      const jsm = await jetstreamManager(client);
      const names = (await jsm.streams.names().next()).sort();
      // svc-notify owns NOTIFY (its export parts); it consumes from identity's two, billing's and profile's.
      expect(names).to.deep.equal(['BILLING', 'IDENTITY', 'IDENTITY_SECRETS', 'NOTIFY', 'PROFILE']);
    } finally {
      await client.close();
      await alone.dispose();
    }
  });

  it('publishes an envelope with msgID = event id, so a repeat is dropped', async () => {
    const jsm = await jetstreamManager(nc);
    const before = (await jsm.streams.info('IDENTITY')).state.messages;
    const envelope = await publishEvent(js, 'identity.user.deleted', deleted('u-pub'));
    expect(envelope.id).to.match(/^[0-9a-f-]{36}$/);
    expect(envelope.type).to.equal('identity.user.deleted');
    await publishEvent(js, 'identity.user.deleted', deleted('u-pub'), { id: envelope.id });
    expect((await jsm.streams.info('IDENTITY')).state.messages).to.equal(before + 1);
  });

  it('refuses to publish data that does not match the catalogue', async () => {
    let error: unknown;
    try {
      await publishEvent(js, 'identity.user.registered', {
        userId: 'u',
        mobile: '12',
        email: 'x',
        fullName: ''
      });
    } catch (err) {
      error = err;
    }
    expect(error).to.be.instanceOf(Error);
  });

  it('delivers valid events, terminates invalid envelopes without calling the handler', async () => {
    const { logger, lines } = captureLogger();
    const received: EventEnvelope[] = [];
    const consumer = await consumeEvents({
      nc,
      durable: 'kit-test-valid',
      subjects: ['profile.created'],
      logger,
      handler: async (event) => {
        received.push(event);
      }
    });
    await js.publish(
      'profile.created',
      JSON.stringify({
        id: 'not-a-uuid',
        type: 'profile.created',
        occurredAt: new Date().toISOString(),
        data: {}
      })
    );
    const data = {
      userId: 'u1',
      profileId: 'p1',
      fullName: 'Asha Rao',
      gender: 'female',
      moderationStatus: 'pending'
    } as const;
    const good = await publishEvent(js, 'profile.created', data);
    await waitFor('the valid event', () => received.length === 1);
    await waitFor('the invalid envelope to be logged', () =>
      lines.some((l) => l.msg === 'invalid event envelope: terminated')
    );
    expect(received[0]).to.deep.equal(good);
    await consumer.stop();
  });

  it('redelivers a failing event with back-off and gives up after maxDeliver attempts', async () => {
    const { logger, lines } = captureLogger();
    const attempts: number[] = [];
    const consumer = await consumeEvents({
      nc,
      durable: 'kit-test-retry',
      subjects: ['billing.subscription.changed'],
      logger,
      maxDeliver: 3,
      backoff: [50, 100],
      handler: async (_event, delivery) => {
        attempts.push(delivery.deliveryCount);
        throw new Error('downstream unavailable');
      }
    });
    await publishEvent(js, 'billing.subscription.changed', {
      userId: 'u1',
      subscriptionId: 's1',
      planType: 'premium',
      status: 'active',
      startDate: new Date().toISOString(),
      endDate: null,
      amount: 0,
      reason: 'welcome-offer'
    });
    await waitFor('the last attempt', () =>
      lines.some((l) => l.msg === 'event handler failed on the last attempt: giving up')
    );
    expect(attempts).to.deep.equal([1, 2, 3]);
    await consumer.stop();
  });

  it('reports not ready while the server is down and ready after it returns', async () => {
    const ready = natsReadiness(nc);
    expect(await ready.check()).to.equal(true);
    await server.stop();
    await waitFor('disconnect to be noticed', async () => !(await ready.check()));
    await server.restart();
    await waitFor('reconnect', async () => ready.check());
    await publishEvent(js, 'identity.user.deleted', deleted(randomUUID()));
  });
});
