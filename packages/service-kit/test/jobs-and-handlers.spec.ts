import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';
import { Schema, type Connection } from 'mongoose';
import {
  connectNats,
  consumeEventHandlers,
  createEnvelope,
  createLogger,
  createProcessedEvents,
  ensureIndexes,
  ensureStreams,
  handleEventOnce,
  isDuplicateKey,
  publishEvent,
  startNatsServer,
  startPeriodicJob,
  repeatable,
  type NatsServerHandle
} from '../src/index';
import { embeddedMongo } from './support/mongo';
import { waitFor } from './support/wait';

const logger = createLogger({ name: 'test', level: 'silent' });

describe('ensureIndexes and isDuplicateKey', () => {
  let mongo: Connection | undefined;
  before(async () => {
    mongo = await embeddedMongo(`kit_indexes_${randomUUID().slice(0, 8)}`);
  });
  after(async () => mongo?.close());

  it('creates the unique indexes the models declare, so a second insert is a duplicate key', async () => {
    const Members = mongo!.model(
      'Member',
      new Schema({ mobile: { type: String, unique: true } }, { autoIndex: false })
    );
    await ensureIndexes([Members]);
    await Members.create({ mobile: '9876543210' });
    const err = await Members.create({ mobile: '9876543210' }).then(
      () => undefined,
      (e: unknown) => e
    );
    expect(isDuplicateKey(err)).to.equal(true);
    expect(isDuplicateKey(new Error('other'))).to.equal(false);
    expect(isDuplicateKey(null)).to.equal(false);
  });
});

describe('startPeriodicJob', () => {
  let mongo: Connection | undefined;
  before(async () => {
    mongo = await embeddedMongo(`kit_jobs_${randomUUID().slice(0, 8)}`);
  });
  after(async () => mongo?.close());

  it('never overlaps its own passes and stop waits for the running one', async () => {
    let active = 0;
    let maxActive = 0;
    let finished = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job = startPeriodicJob({
      name: 'overlap',
      intervalMs: 3_600_000,
      logger,
      async run() {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await gate;
        active -= 1;
        finished += 1;
      }
    });
    const first = job.runNow();
    const second = job.runNow();
    const stopped = job.stop();
    release();
    await Promise.all([first, second, stopped]);
    expect(maxActive).to.equal(1);
    expect(finished).to.equal(2);
  });

  it('runs on its interval, logs a failing pass and keeps going', async () => {
    let passes = 0;
    const job = startPeriodicJob({
      name: 'interval',
      intervalMs: 20,
      jitter: 0.5,
      logger,
      async run() {
        passes += 1;
        if (passes === 1) throw new Error('first pass fails');
      }
    });
    await waitFor('three passes', () => passes >= 3);
    await job.stop();
    expect(passes).to.be.at.least(3);
  });

  it('lets only one replica run a pass at a time through the lease document', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    const replica = (id: string) =>
      startPeriodicJob({
        name: 'leased',
        intervalMs: 3_600_000,
        logger,
        lease: { connection: mongo! },
        async run() {
          ran.push(id);
          await gate;
        }
      });
    const a = replica('a');
    const b = replica('b');
    const first = a.runNow();
    await waitFor('replica a holding the lease', () => ran.length === 1);
    expect(await b.runNow()).to.equal(false);
    release();
    expect(await first).to.equal(true);
    expect(await b.runNow()).to.equal(true);
    expect(ran).to.deep.equal(['a', 'b']);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('takes over a lease whose holder died', async () => {
    const ran: string[] = [];
    const dead = startPeriodicJob({
      name: 'takeover',
      intervalMs: 3_600_000,
      logger,
      lease: { connection: mongo!, ttlMs: 1 },
      run: () => new Promise<void>(() => ran.push('dead'))
    });
    void dead.runNow();
    await waitFor('the first holder running', () => ran.length === 1);
    const alive = startPeriodicJob({
      name: 'takeover',
      intervalMs: 3_600_000,
      logger,
      lease: { connection: mongo!, ttlMs: 60_000 },
      run: async () => void ran.push('alive')
    });
    await waitFor('the lease expiring', async () => alive.runNow());
    expect(ran).to.deep.equal(['dead', 'alive']);
    await alive.stop();
  });
});

describe('consumeEventHandlers', () => {
  let server: NatsServerHandle | undefined;
  let nc: NatsConnection | undefined;
  let mongo: Connection | undefined;
  before(async () => {
    mongo = await embeddedMongo(`kit_handlers_${randomUUID().slice(0, 8)}`);
    server = await startNatsServer();
    nc = await connectNats({ servers: server.url, name: 'kit-handlers-test' });
    await ensureStreams(nc);
  });
  after(async () => {
    await nc?.close();
    await server?.dispose();
    await mongo?.close();
  });

  it('consumes the subjects the map names and handles a redelivered event once', async () => {
    const deleted: string[] = [];
    const processedEvents = createProcessedEvents(mongo!);
    const consumer = await consumeEventHandlers({
      nc: nc!,
      durable: 'kit-handlers',
      processedEvents,
      logger,
      handlers: {
        'identity.user.deleted': async (event) => {
          deleted.push(event.data.userId);
        }
      }
    });
    const js = jetstream(nc!);
    const event = await publishEvent(js, 'identity.user.deleted', { userId: 'u1' });
    await waitFor('the event handled', () => deleted.length === 1);
    // The same event id again (as a redelivery after a lost ack would be): runOnce keeps it a no-op.
    await js.publish('identity.user.deleted', JSON.stringify({ ...event }), { msgID: randomUUID() });
    await publishEvent(js, 'identity.user.deleted', { userId: 'u2' });
    await waitFor('the next event handled', () => deleted.length === 2);
    await consumer.stop();
    expect(deleted).to.deep.equal(['u1', 'u2']);
  });

  it('runs a handler once per event id: repeated and simultaneous deliveries do nothing more, a failed one is retried', async () => {
    const processedEvents = createProcessedEvents(mongo!);
    const handled: string[] = [];
    let failuresLeft = 1;
    const handle = handleEventOnce({
      processedEvents,
      consumer: 'kit-once',
      handlers: {
        'identity.user.registered': async (event) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          handled.push(event.data.userId);
        },
        'identity.user.deleted': async (event) => {
          if (failuresLeft-- > 0) throw new Error('store unavailable');
          handled.push(`deleted ${event.data.userId}`);
        }
      }
    });
    const registered = createEnvelope('identity.user.registered', {
      userId: 'u1',
      mobile: '9876543210',
      email: 'asha@example.com',
      fullName: 'Asha Rao'
    });
    // Two replicas with the same delivery at once: one runs it, the other is told to come back later.
    const results = await Promise.allSettled([handle(registered), handle(registered)]);
    expect(results.map((result) => result.status)).to.have.members(['fulfilled', 'rejected']);
    await handle(registered);

    const deleted = createEnvelope('identity.user.deleted', { userId: 'u1' });
    const failed = await handle(deleted).then(
      () => undefined,
      (err: unknown) => err
    );
    expect(failed).to.be.instanceOf(Error);
    await handle(deleted, { deliveryCount: 2 });
    await handle(deleted, { deliveryCount: 3 });
    // A subject the map does not name is none of this consumer's business.
    await handle(createEnvelope('identity.user.suspended', { userId: 'u1', at: new Date().toISOString() }));
    expect(handled).to.deep.equal(['u1', 'deleted u1']);
  });

  it('runs a repeatable handler on every delivery, without a claim', async () => {
    const processedEvents = createProcessedEvents(mongo!);
    const seen: number[] = [];
    const handle = handleEventOnce({
      processedEvents,
      consumer: 'kit-repeatable',
      handlers: {
        'identity.user.deleted': repeatable(async (_event, delivery) => {
          seen.push(delivery.deliveryCount);
        })
      }
    });
    const event = createEnvelope('identity.user.deleted', { userId: 'u3' });
    await Promise.all([handle(event), handle(event, { deliveryCount: 2 })]);
    expect(seen).to.have.members([1, 2]);
    expect(
      await mongo!.collection('processed_events').countDocuments({ consumer: 'kit-repeatable' })
    ).to.equal(0);
  });
});
