import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';
import { Schema, type Connection, type Model } from 'mongoose';
import {
  connectNats,
  ensureStreams,
  insertWithEvents,
  outboxEvent,
  outboxPlugin,
  publishEvent,
  startNatsServer,
  startOutboxRelay,
  startOutboxRelays,
  streamMessages,
  type NatsServerHandle,
  type PendingEvent
} from '../src/index';
import { captureLogger } from './support/log-capture';
import { embeddedMongo } from './support/mongo';
import { waitFor } from './support/wait';

interface Profile {
  _id: string;
  fullName: string;
  moderationStatus: 'pending' | 'approved';
  pendingEvents: PendingEvent[];
}

// Reads the whole PROFILE stream (nats-server 2.9 has no multi-subject filters) and keeps one subject.
async function idsInStream(nc: NatsConnection, subject: string): Promise<string[]> {
  const messages = await streamMessages<{ id: string }>(nc, 'PROFILE');
  return messages.filter((message) => message.subject === subject).map((message) => message.data.id);
}

/** Records the filters of the model's finds (the relay looking in the collection) until `restore`. */
function watchFinds(model: Model<Profile>) {
  const looks: unknown[] = [];
  const find = model.find.bind(model) as (...args: unknown[]) => unknown;
  model.find = ((...args: unknown[]) => {
    looks.push(args[0]);
    return find(...args);
  }) as typeof model.find;
  return { looks, restore: () => void (model.find = find as typeof model.find) };
}

describe('outbox relay', () => {
  let server: NatsServerHandle | undefined;
  let nc: NatsConnection | undefined;
  let mongo: Connection | undefined;
  let Profiles: Model<Profile>;

  before(async function () {
    mongo = await embeddedMongo(`kit_outbox_${randomUUID().slice(0, 8)}`);
    server = await startNatsServer();
    nc = await connectNats({ servers: server.url, name: 'kit-outbox-test' });
    await ensureStreams(nc);
    const schema = new Schema<Profile>({ _id: String, fullName: String, moderationStatus: String });
    schema.plugin(outboxPlugin);
    Profiles = mongo.model<Profile>('Profile', schema);
  });
  after(async () => {
    await nc?.close();
    await server?.dispose();
    await mongo?.close();
  });

  it('writes the pending event in the same update as the state change', async () => {
    const event = outboxEvent('profile.created', {
      userId: 'u0',
      profileId: 'p0',
      fullName: 'Ravi',
      gender: 'male',
      moderationStatus: 'pending'
    });
    await Profiles.create({
      _id: 'p0',
      fullName: 'Ravi',
      moderationStatus: 'pending',
      pendingEvents: [event]
    });
    const saved = await Profiles.findById('p0').lean();
    expect(saved?.pendingEvents.map((e) => e.id)).to.deep.equal([event.id]);
  });

  it('delivers every event written while NATS was down exactly once after it returns', async () => {
    const js = jetstream(nc!);
    const { logger, lines } = captureLogger();
    const relay = startOutboxRelay({ model: Profiles, js, logger, intervalMs: 100, publishTimeoutMs: 500 });
    await waitFor(
      'the earlier event to be relayed',
      async () => (await Profiles.countDocuments({ 'pendingEvents.0': { $exists: true } })) === 0
    );

    await server!.stop();
    const written: string[] = [];
    for (let i = 1; i <= 20; i++) {
      const data = {
        userId: `u${i}`,
        profileId: `p${i}`,
        fullName: `Member ${i}`,
        gender: 'female',
        moderationStatus: 'pending'
      } as const;
      const created = outboxEvent('profile.created', data);
      await Profiles.create({
        _id: `p${i}`,
        fullName: data.fullName,
        moderationStatus: 'pending',
        pendingEvents: [created]
      });
      const approved = outboxEvent('profile.updated', { ...data, moderationStatus: 'approved' });
      await Profiles.updateOne(
        { _id: `p${i}` },
        { $set: { moderationStatus: 'approved' }, $push: { pendingEvents: approved } }
      );
      written.push(created.id, approved.id);
    }
    await waitFor('a failed publish attempt while NATS is down', () =>
      lines.some((l) => l.msg === 'outbox relay: publish failed, will retry')
    );
    expect(await Profiles.countDocuments({ 'pendingEvents.0': { $exists: true } })).to.equal(20);

    await server!.restart();
    // A publish that reached the stream but whose $pull never happened (a crash) is sent again by the relay: de-dup drops it.
    const stillPending = await Profiles.findById('p1').lean();
    const first = stillPending!.pendingEvents[0]!;
    await waitFor('reconnect', async () => {
      try {
        await publishEvent(js, first.subject, first.data as never, {
          id: first.id,
          occurredAt: first.occurredAt,
          timeoutMs: 500
        });
        return true;
      } catch {
        return false;
      }
    });

    await waitFor(
      'the outbox to drain',
      async () => (await Profiles.countDocuments({ 'pendingEvents.0': { $exists: true } })) === 0,
      30_000
    );
    await relay.stop();

    const delivered = [
      ...(await idsInStream(nc!, 'profile.created')),
      ...(await idsInStream(nc!, 'profile.updated'))
    ];
    const ofThisTest = delivered.filter((id) => written.includes(id));
    expect(ofThisTest).to.have.length(written.length);
    expect(new Set(ofThisTest)).to.have.property('size', written.length);
  });

  it('publishes a document’s events in the order they were written', async () => {
    const js = jetstream(nc!);
    const data = {
      userId: 'u-order',
      profileId: 'p-order',
      fullName: 'Order',
      gender: 'male',
      moderationStatus: 'pending'
    } as const;
    const events = [
      outboxEvent('profile.updated', data),
      outboxEvent('profile.updated', { ...data, fullName: 'Order 2' }),
      outboxEvent('profile.updated', { ...data, fullName: 'Order 3' })
    ];
    await Profiles.create({
      _id: 'p-order',
      fullName: 'Order',
      moderationStatus: 'pending',
      pendingEvents: events
    });
    const relay = startOutboxRelay({
      model: Profiles,
      js,
      logger: captureLogger().logger,
      intervalMs: 60_000
    });
    await relay.flush();
    await relay.stop();
    const jsm = await jetstreamManager(nc!);
    expect((await jsm.streams.info('PROFILE')).state.messages).to.be.greaterThan(0);
    const delivered = (await idsInStream(nc!, 'profile.updated')).filter((id) =>
      events.some((e) => e.id === id)
    );
    expect(delivered).to.deep.equal(events.map((e) => e.id));
  });

  it('publishes an event as soon as this process writes it, without waiting for the next poll', async () => {
    const js = jetstream(nc!);
    const relay = startOutboxRelay({
      model: Profiles,
      js,
      logger: captureLogger().logger,
      intervalMs: 600_000
    });
    await relay.flush();
    const event = outboxEvent('profile.updated', {
      userId: 'u-now',
      profileId: 'p-now',
      fullName: 'Now',
      gender: 'female',
      moderationStatus: 'pending'
    });
    await Profiles.create({ _id: 'p-now', fullName: 'Now', moderationStatus: 'pending' });
    await Profiles.updateOne(
      { _id: 'p-now' },
      { $set: { fullName: 'Now' }, $push: { pendingEvents: event } }
    );
    await waitFor(
      'the event to leave the outbox',
      async () =>
        (await Profiles.countDocuments({ _id: 'p-now', 'pendingEvents.0': { $exists: true } })) === 0,
      5_000
    );
    await relay.stop();
    expect(await idsInStream(nc!, 'profile.updated')).to.include(event.id);
  });

  it('publishes what an update by _id pushed without looking for it, and nothing when the update matched nothing', async () => {
    const js = jetstream(nc!);
    const relay = startOutboxRelay({
      model: Profiles,
      js,
      logger: captureLogger().logger,
      intervalMs: 600_000
    });
    await relay.flush();
    const data = {
      userId: 'u-known',
      profileId: 'p-known',
      fullName: 'Known',
      gender: 'female',
      moderationStatus: 'pending'
    } as const;
    await Profiles.create({ _id: 'p-known', fullName: 'Known', moderationStatus: 'pending' });
    const { looks, restore } = watchFinds(Profiles);
    try {
      const applied = outboxEvent('profile.updated', data);
      const missed = outboxEvent('profile.updated', { ...data, fullName: 'Never' });
      await Profiles.findOneAndUpdate(
        { _id: 'p-known', moderationStatus: 'approved' },
        { $push: { pendingEvents: missed } }
      );
      await Profiles.findOneAndUpdate(
        { _id: 'p-known', moderationStatus: 'pending' },
        { $set: { moderationStatus: 'approved' }, $push: { pendingEvents: { $each: [applied] } } }
      );
      await waitFor(
        'the event to leave the outbox',
        async () =>
          (await Profiles.countDocuments({ _id: 'p-known', 'pendingEvents.0': { $exists: true } })) === 0,
        5_000
      );
      await relay.stop();
      const delivered = await idsInStream(nc!, 'profile.updated');
      expect(delivered).to.include(applied.id);
      expect(delivered).not.to.include(missed.id);
      expect(looks, 'the relay looked in the collection').to.deep.equal([]);
    } finally {
      restore();
    }
  });

  it('publishes what a driver insert (insertWithEvents) stored at once, without looking for it', async () => {
    const js = jetstream(nc!);
    const relay = startOutboxRelay({
      model: Profiles,
      js,
      logger: captureLogger().logger,
      intervalMs: 600_000
    });
    await relay.flush();
    const { looks, restore } = watchFinds(Profiles);
    try {
      const event = outboxEvent('profile.updated', {
        userId: 'u-driver',
        profileId: 'p-driver',
        fullName: 'Driver',
        gender: 'female',
        moderationStatus: 'pending'
      });
      const stored = await insertWithEvents<Profile>(Profiles, {
        _id: 'p-driver',
        fullName: 'Driver',
        moderationStatus: 'pending',
        pendingEvents: [event]
      });
      expect(stored).to.include({ _id: 'p-driver', fullName: 'Driver' });
      await waitFor(
        'the event to leave the outbox',
        async () =>
          (await Profiles.countDocuments({ _id: 'p-driver', 'pendingEvents.0': { $exists: true } })) === 0,
        5_000
      );
      await relay.stop();
      expect(await idsInStream(nc!, 'profile.updated')).to.include(event.id);
      expect(looks, 'the relay looked in the collection').to.deep.equal([]);
      expect(await Profiles.findById('p-driver').lean()).to.deep.include({
        fullName: 'Driver',
        pendingEvents: []
      });
    } finally {
      restore();
    }
  });

  it('starts one relay per model, flushed and stopped together (startOutboxRelays)', async () => {
    const schema = new Schema<Profile>({ _id: String, fullName: String, moderationStatus: String });
    schema.plugin(outboxPlugin);
    const Drafts = mongo!.model<Profile>('DraftProfile', schema);
    const created = (id: string) =>
      outboxEvent('profile.created', {
        userId: `u-${id}`,
        profileId: id,
        fullName: 'Meera',
        gender: 'female',
        moderationStatus: 'pending'
      });
    const first = created('relays-1');
    const second = created('relays-2');
    // Stored behind the relays' backs (no write signal), so only a flush finds them before the long interval.
    await Profiles.collection.insertOne({
      _id: 'relays-1',
      fullName: 'Meera',
      pendingEvents: [first]
    } as never);
    await Drafts.collection.insertOne({
      _id: 'relays-2',
      fullName: 'Meera',
      pendingEvents: [second]
    } as never);
    const relays = startOutboxRelays({
      models: [Profiles, Drafts],
      js: jetstream(nc!),
      logger: captureLogger().logger,
      intervalMs: 60_000
    });
    await relays.flush();
    expect(await idsInStream(nc!, 'profile.created')).to.include.members([first.id, second.id]);
    await relays.stop();
  });
});
