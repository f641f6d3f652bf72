import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';
import { Schema, type Connection } from 'mongoose';
import {
  connectNats,
  consumeEvents,
  createEnvelope,
  createProcessedEvents,
  DEFAULT_ACK_WAIT_MS,
  ensureStreams,
  EventInProgressError,
  startNatsServer,
  type NatsServerHandle
} from '../src/index';
import { captureLogger } from './support/log-capture';
import { embeddedMongo } from './support/mongo';
import { waitFor } from './support/wait';

describe('consumer idempotency (runOnce)', () => {
  let server: NatsServerHandle | undefined;
  let nc: NatsConnection | undefined;
  let mongo: Connection | undefined;

  before(async function () {
    mongo = await embeddedMongo(`kit_idem_${randomUUID().slice(0, 8)}`);
    server = await startNatsServer();
    nc = await connectNats({ servers: server.url, name: 'kit-idem-test' });
    await ensureStreams(nc);
  });
  after(async () => {
    await nc?.close();
    await server?.dispose();
    await mongo?.close();
  });

  it('gives the same event delivered twice its effect once', async () => {
    const Balance = mongo!.model('Balance', new Schema({ _id: String, welcomeOffers: Number }));
    await Balance.create({ _id: 'u1', welcomeOffers: 0 });
    const processed = createProcessedEvents(mongo!);
    const deliveries: string[] = [];
    const { logger } = captureLogger();

    const consumer = await consumeEvents({
      nc: nc!,
      durable: 'kit-idem',
      subjects: ['identity.user.registered'],
      logger,
      handler: async (event) => {
        deliveries.push(event.id);
        await processed.runOnce(event.id, 'welcome-offer', async () => {
          await Balance.updateOne({ _id: 'u1' }, { $inc: { welcomeOffers: 1 } });
        });
      }
    });

    // The same envelope published twice under different msgIDs gets past JetStream de-dup: a true double delivery.
    const envelope = createEnvelope('identity.user.registered', {
      userId: 'u1',
      mobile: '9876543210',
      email: 'asha@example.in',
      fullName: 'Asha Rao'
    });
    const js = jetstream(nc!);
    await js.publish('identity.user.registered', JSON.stringify(envelope), { msgID: randomUUID() });
    await js.publish('identity.user.registered', JSON.stringify(envelope), { msgID: randomUUID() });

    const jsm = await jetstreamManager(nc!);
    await waitFor('both deliveries acknowledged', async () => {
      const info = await jsm.consumers.info('IDENTITY', 'kit-idem_identity_user_registered');
      return deliveries.length === 2 && info.num_ack_pending === 0 && info.num_pending === 0;
    });
    expect(deliveries).to.deep.equal([envelope.id, envelope.id]);
    expect((await Balance.findById('u1').lean())?.welcomeOffers).to.equal(1);
    await consumer.stop();
  });

  it('releases the claim when the effect fails, so a retry can apply it', async () => {
    const processed = createProcessedEvents(mongo!);
    const eventId = randomUUID();
    let applied = 0;
    let failure: unknown;
    try {
      await processed.runOnce(eventId, 'flaky', async () => {
        throw new Error('smtp down');
      });
    } catch (err) {
      failure = err;
    }
    expect((failure as Error).message).to.equal('smtp down');
    expect(await processed.runOnce(eventId, 'flaky', async () => void (applied += 1))).to.equal(true);
    expect(await processed.runOnce(eventId, 'flaky', async () => void (applied += 1))).to.equal(false);
    expect(await processed.runOnce(eventId, 'another-consumer', async () => void (applied += 1))).to.equal(
      true
    );
    expect(applied).to.equal(2);
  });
  it('takes over the claim of a delivery that crashed once the ack wait has passed, and not before', async () => {
    const processed = createProcessedEvents(mongo!);
    const claims = mongo!.collection('processed_events');
    const crashedLongAgo = randomUUID();
    const stillRunning = randomUUID();
    await claims.insertMany([
      {
        _id: `welcome:${crashedLongAgo}` as never,
        consumer: 'welcome',
        eventId: crashedLongAgo,
        state: 'running',
        claimedAt: new Date(Date.now() - DEFAULT_ACK_WAIT_MS - 1000)
      },
      {
        _id: `welcome:${stillRunning}` as never,
        consumer: 'welcome',
        eventId: stillRunning,
        state: 'running',
        claimedAt: new Date()
      }
    ]);
    let applied = 0;
    expect(await processed.runOnce(crashedLongAgo, 'welcome', async () => void (applied += 1))).to.equal(
      true
    );
    let inProgress: unknown;
    try {
      await processed.runOnce(stillRunning, 'welcome', async () => void (applied += 1));
    } catch (err) {
      inProgress = err;
    }
    expect(inProgress).to.be.instanceOf(EventInProgressError);
    expect(applied).to.equal(1);
  });
});
