// svc-profile against a real nats-server: what it consumes and what it publishes.
import { expect } from 'chai';
import request from 'supertest';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { durableConsumerName } from '@matrimony/contracts';
import { type NatsConnection } from '@nats-io/nats-core';
import {
  connectNats,
  createEnvelope,
  ensureStreams,
  publishEvent,
  startNatsServer,
  streamMessages,
  type EventConsumer,
  type NatsServerHandle,
  type OutboxRelay,
  RATE_LIMITS_COLLECTION
} from '@matrimony/service-kit';
import { BASE_PATH } from '../src/app';
import { CONSUMER_NAME, startConsumers } from '../src/events/consumers';
import { createEventHandlers } from '../src/events/handlers';
import { startRelays } from '../src/events/relays';
import { images, validProfileBody } from './support/fixtures';
import { startProfileStack, silentLogger, type ProfileStack } from './support/stack';
import { waitFor } from './support/wait';

async function profileEventsInStream(
  nc: NatsConnection
): Promise<{ type: string; data: Record<string, unknown> }[]> {
  return (await streamMessages<{ type: string; data: Record<string, unknown> }>(nc, 'PROFILE')).map(
    (message) => message.data
  );
}

describe('events (real nats-server)', () => {
  let stack: ProfileStack;
  let server: NatsServerHandle;
  let nc: NatsConnection;
  let js: JetStreamClient;
  let consumers: EventConsumer;
  let relay: OutboxRelay;

  before(async () => {
    stack = await startProfileStack();
    server = await startNatsServer();
    nc = await connectNats({ servers: server.url, name: 'svc-profile-test' });
    await ensureStreams(nc);
    js = jetstream(nc);
    consumers = await startConsumers(nc, stack.stores, silentLogger);
    relay = startRelays(stack.stores, js, silentLogger, 100);
  });
  after(async () => {
    await consumers.stop();
    await relay.stop();
    await nc.close();
    await server.dispose();
    await stack.close();
  });

  it('keeps identity.user.registered as the verified contact details used when the profile is created', async () => {
    await publishEvent(js, 'identity.user.registered', {
      userId: 'e-reg',
      mobile: '9876500001',
      email: 'kavya@example.com',
      fullName: 'Kavya Menon'
    });
    await waitFor('the read model', async () => (await stack.stores.identityUsers.find('e-reg')) !== null);
    const res = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('e-reg', { name: 'Token Name', email: 'token@example.com' }))
      .send(validProfileBody())
      .expect(201);
    expect(res.body).to.include({
      mobile: '9876500001',
      email: 'kavya@example.com',
      fullName: 'Kavya Menon'
    });
  });

  it('creates a profile asked for before the registration event arrived, once the event is in', async () => {
    const creating = request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('e-late', { name: 'Late Name' }))
      .send(validProfileBody());
    const answer = creating.then((res) => res);
    await publishEvent(js, 'identity.user.registered', {
      userId: 'e-late',
      mobile: '9876500002',
      email: 'late@example.com',
      fullName: 'Late Verified'
    });
    expect((await answer).status).to.equal(201);
    expect(await stack.stores.profiles.findByUserId('e-late')).to.include({
      mobile: '9876500002',
      email: 'late@example.com',
      fullName: 'Late Verified'
    });
  });

  it('publishes profile.created and profile.updated through the outbox', async () => {
    await publishEvent(js, 'identity.user.registered', {
      userId: 'e-pub',
      mobile: '9876500003',
      email: 'pub@example.com',
      fullName: 'Pub Lisher'
    });
    await waitFor('the read model', async () => (await stack.stores.identityUsers.find('e-pub')) !== null);
    const created = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('e-pub'))
      .send(validProfileBody())
      .expect(201);
    await request(stack.app)
      .patch(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer('e-pub'))
      .send({ dosham: 'Yes' })
      .expect(200);
    await waitFor(
      'the outbox to drain',
      async () => (await stack.stores.profiles.findByUserId('e-pub'))!.pendingEvents.length === 0
    );
    const mine = (await profileEventsInStream(nc)).filter((event) => event.data.userId === 'e-pub');
    expect(mine.map((event) => event.type)).to.deep.equal(['profile.created', 'profile.updated']);
    const { memberNumber } = (await stack.stores.profiles.findByUserId('e-pub'))!;
    expect(memberNumber).to.match(/^M\d+$/);
    expect(mine[0]!.data).to.deep.equal({
      userId: 'e-pub',
      profileId: created.body.id,
      fullName: 'Pub Lisher',
      gender: 'female',
      moderationStatus: 'pending',
      cardPhotoUrl: null,
      memberNumber,
      state: validProfileBody().state
    });
    expect(mine[1]!.data).to.include({ memberNumber, state: validProfileBody().state });
  });

  it("refuses a suspended member's token on identity.user.suspended and accepts it again on identity.user.reinstated (repeats harmless, late suspension ignored)", async () => {
    const status = async (userId: string) =>
      (await request(stack.app).get(`${BASE_PATH}/me`).set('Authorization', stack.bearer(userId))).status;
    expect(await status('e-sus')).to.equal(404); // accepted: no profile yet
    const suspended = await publishEvent(js, 'identity.user.suspended', {
      userId: 'e-sus',
      at: '2026-11-21T08:00:00.000Z'
    });
    await js.publish('identity.user.suspended', JSON.stringify(suspended), { msgID: 'e-sus-again' });
    await waitFor('the suspension', async () => (await status('e-sus')) === 401);
    const refused = await request(stack.app)
      .get(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer('e-sus'))
      .expect(401);
    expect(refused.body.code).to.equal('token_revoked');
    await publishEvent(js, 'identity.user.reinstated', { userId: 'e-sus', at: '2026-11-22T08:00:00.000Z' });
    await waitFor('the reinstatement', async () => (await status('e-sus')) === 404);
    // A suspension older than the lifting, arriving now, changes nothing.
    await publishEvent(js, 'identity.user.suspended', { userId: 'e-sus', at: '2026-11-20T08:00:00.000Z' });
    const jsm = await jetstreamManager(nc);
    const durable = durableConsumerName(CONSUMER_NAME, 'identity.user.suspended');
    await waitFor('the suspension consumer to finish', async () => {
      const info = await jsm.consumers.info('IDENTITY', durable);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
    expect(await status('e-sus')).to.equal(404);
  });

  it('erases the profile, its photos, the horoscope and every GridFS file on identity.user.deleted (twice is harmless)', async () => {
    await publishEvent(js, 'identity.user.registered', {
      userId: 'e-del',
      mobile: '9876500004',
      email: 'del@example.com',
      fullName: 'Del Ete'
    });
    await waitFor('the read model', async () => (await stack.stores.identityUsers.find('e-del')) !== null);
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('e-del'))
      .send(validProfileBody())
      .expect(201);
    const uploaded = await request(stack.app)
      .post(`${BASE_PATH}/me/photos`)
      .set('Authorization', stack.bearer('e-del'))
      .attach('photos', await images.jpeg(), 'a.jpg')
      .attach('photos', await images.png(), 'b.png')
      .expect(201);
    await request(stack.app)
      .post(`${BASE_PATH}/me/horoscope`)
      .set('Authorization', stack.bearer('e-del'))
      .attach('horoscope', await images.png(), 'h.png')
      .expect(201);
    const files = stack.conn.db!.collection('images.files');
    const fileIds = (await files.find({ 'metadata.ownerId': 'e-del' }).toArray()).map((file) => file._id);
    expect(fileIds).to.have.length(9); // 2 photos + 1 horoscope, 3 sizes each
    const chunks = stack.conn.db!.collection('images.chunks');
    expect(await chunks.countDocuments({ files_id: { $in: fileIds } })).to.be.at.least(9);
    await stack.stores.plans.apply(
      'e-del',
      { subscriptionId: 's1', planType: 'premium', status: 'active', endDate: new Date('2030-01-01') },
      new Date()
    );

    await publishEvent(js, 'identity.user.deleted', { userId: 'e-del' });
    await waitFor(
      'the profile to be erased',
      async () => (await stack.stores.profiles.findByUserId('e-del')) === null
    );
    await waitFor('the plan to be erased', async () => (await stack.stores.plans.find('e-del')) === null);
    expect(await files.countDocuments({ 'metadata.ownerId': 'e-del' })).to.equal(0);
    expect(await chunks.countDocuments({ files_id: { $in: fileIds } })).to.equal(0);
    expect(await stack.stores.identityUsers.find('e-del')).to.equal(null);
    // The member's token is refused from now on; the files are gone (checked above).
    expect(
      (
        await request(stack.app)
          .get(uploaded.body.photos[0].urls.full)
          .set('Authorization', stack.bearer('e-del'))
          .expect(401)
      ).body.code
    ).to.equal('token_revoked');

    // Redelivery (at-least-once) runs the handler again: it must succeed without anything left to erase.
    const repeat = createEnvelope('identity.user.deleted', { userId: 'e-del' });
    await createEventHandlers(stack.stores)['identity.user.deleted'](repeat);
    expect(await stack.stores.profiles.findByUserId('e-del')).to.equal(null);
  });

  it('on identity.user.deleted leaves the member’s id nowhere: reports they filed, others’ photo flags, rate limits', async () => {
    await publishEvent(js, 'identity.user.registered', {
      userId: 'e-keep',
      mobile: '9876500005',
      email: 'keep@example.com',
      fullName: 'Kee Ping'
    });
    await waitFor('the read model', async () => (await stack.stores.identityUsers.find('e-keep')) !== null);
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('e-keep'))
      .send(validProfileBody())
      .expect(201);
    await stack.stores.profiles.model.updateOne(
      { userId: 'e-keep' },
      {
        $set: {
          photoMatches: [
            { photoId: 'ph-1', otherUserId: 'e-gone', otherPhotoId: 'ph-2', distance: 3 },
            { photoId: 'ph-1', otherUserId: 'e-other', otherPhotoId: 'ph-3', distance: 4 }
          ]
        }
      }
    );
    const now = new Date();
    const report = {
      ticketNumber: 'R2611219999',
      reporterUserId: 'e-gone',
      reportedUserId: 'e-keep',
      reportedProfileId: 'p-keep',
      reason: 'fake-profile',
      details: null,
      open: true,
      status: 'open',
      outcome: null,
      resolvedAt: null,
      filedAt: now,
      resolveBy: now,
      pendingEvents: []
    };
    await stack.stores.reports.model.create(report);
    expect(
      (await stack.stores.rateLimits.take('uploads:member:e-gone', { max: 5, windowMs: 60_000 })).allowed
    ).to.equal(true);

    await createEventHandlers(stack.stores)['identity.user.deleted'](
      createEnvelope('identity.user.deleted', { userId: 'e-gone' })
    );
    const [kept] = await stack.stores.reports.aboutProfile('p-keep');
    expect(kept).to.include({ ticketNumber: 'R2611219999', reason: 'fake-profile', open: true });
    expect(kept!.reporterUserId).to.match(/^erased:/);
    const flags = (await stack.stores.profiles.findByUserId('e-keep'))!.photoMatches.map(
      (match) => match.otherUserId
    );
    expect(flags).to.deep.equal(['e-other']);
    expect(
      await stack.conn
        .db!.collection(RATE_LIMITS_COLLECTION)
        .countDocuments({ _id: { $regex: 'e-gone' } as never })
    ).to.equal(0);
    // Moderation still resolves the report; the reporter who left is told nothing.
    const noEvent = () => {
      throw new Error('an erased reporter is told nothing');
    };
    expect(await stack.stores.reports.resolveAbout('p-keep', 'dismissed', now, noEvent)).to.equal(1);
    expect((await stack.stores.reports.model.findById(kept!._id).lean())!.pendingEvents).to.deep.equal([]);
  });

  it('shows the ID badge from identity.verification.changed on the member’s profile', async () => {
    await stack.registerIdentity('e-verified');
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('e-verified'))
      .send(validProfileBody())
      .expect(201);
    await publishEvent(js, 'identity.verification.changed', {
      userId: 'e-verified',
      checks: { mobile: true, id: true }
    });
    await waitFor(
      'the ID badge',
      async () => (await stack.stores.profiles.findByUserId('e-verified'))?.idVerified === true
    );
    const own = await request(stack.app)
      .get(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer('e-verified'))
      .expect(200);
    expect(own.body.verification).to.deep.equal({ mobile: true, id: true, photo: false });
  });

  it('writes a moderator’s decision on an ID document (identity.verification.reviewed) to the audit log once', async () => {
    await stack.registerIdentity('e-reviewed');
    const created = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('e-reviewed'))
      .send(validProfileBody())
      .expect(201);
    const profileId = created.body.id as string;
    const decision = {
      userId: 'e-reviewed',
      check: 'id' as const,
      decision: 'rejected' as const,
      reason: 'face-mismatch',
      actorUserId: 'admin-1',
      at: '2026-11-27T10:00:00.000Z'
    };
    // The same decision twice (a redelivery), then the approval of the next document.
    await publishEvent(js, 'identity.verification.reviewed', decision);
    await publishEvent(js, 'identity.verification.reviewed', decision);
    await publishEvent(js, 'identity.verification.reviewed', {
      ...decision,
      decision: 'approved',
      reason: null,
      at: '2026-11-28T09:00:00.000Z'
    });
    await waitFor(
      'both decisions in the audit log',
      async () => (await stack.stores.moderationAudit.historyOf(profileId)).length === 2
    );
    const entries = await stack.stores.moderationAudit.historyOf(profileId);
    expect(
      entries.map(({ action, actorUserId, userId, before, after, reason }) => ({
        action,
        actorUserId,
        userId,
        before,
        after,
        reason
      }))
    ).to.deep.equal([
      {
        action: 'verification.id.approved',
        actorUserId: 'admin-1',
        userId: 'e-reviewed',
        before: 'pending',
        after: 'approved',
        reason: null
      },
      {
        action: 'verification.id.rejected',
        actorUserId: 'admin-1',
        userId: 'e-reviewed',
        before: 'pending',
        after: 'rejected',
        reason: 'Face does not match the profile photos'
      }
    ]);
  });

  it('keeps the newest plan from billing.subscription.changed, ignoring an older event that arrives late', async () => {
    const base = {
      userId: 'e-plan',
      subscriptionId: 'sub-1',
      status: 'active' as const,
      startDate: '2026-11-01T00:00:00Z',
      amount: 0
    };
    await publishEvent(
      js,
      'billing.subscription.changed',
      { ...base, planType: 'free', endDate: null, reason: 'expired' },
      { occurredAt: '2026-11-21T10:00:00Z' }
    );
    await waitFor('the plan', async () => (await stack.stores.plans.find('e-plan'))?.planType === 'free');
    await publishEvent(
      js,
      'billing.subscription.changed',
      { ...base, planType: 'premium', endDate: '2026-12-01T00:00:00Z', reason: 'welcome-offer' },
      { occurredAt: '2026-11-01T00:00:00Z' }
    );
    await publishEvent(js, 'billing.subscription.changed', {
      ...base,
      userId: 'e-plan-marker',
      planType: 'free',
      endDate: null,
      reason: 'expired'
    });
    await waitFor('a later event', async () => (await stack.stores.plans.find('e-plan-marker')) !== null);
    expect((await stack.stores.plans.find('e-plan'))!.planType).to.equal('free');

    await publishEvent(
      js,
      'billing.subscription.changed',
      {
        ...base,
        subscriptionId: 'sub-2',
        planType: 'premium',
        endDate: '2026-12-22T00:00:00Z',
        reason: 'purchased'
      },
      { occurredAt: '2026-11-21T11:00:00Z' }
    );
    await waitFor(
      'the purchase',
      async () => (await stack.stores.plans.find('e-plan'))?.planType === 'premium'
    );
    expect((await stack.stores.plans.find('e-plan'))!.endDate!.toISOString()).to.equal(
      '2026-12-22T00:00:00.000Z'
    );
  });
});
