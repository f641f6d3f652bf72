// The photo check (docs/product-rules.md#verification): a pose drawn by the server, the live selfie, the
// administrators' queue and decision, the badge on cards, the 7-day expiry and account deletion. Through the HTTP
// API on the embedded MongoDB; answers parsed by their contracts.
import { expect } from 'chai';
import sharp from 'sharp';
import request from 'supertest';
import { photoCheckRejectText, SELFIE_POSE_IDS } from '@matrimony/catalog/photo-check';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { moderationRoutes } from '@matrimony/contracts/http/profile/moderation';
import { photoCheckRoutes as routes } from '@matrimony/contracts/http/profile/photo-check';
import { createEnvelope } from '@matrimony/service-kit';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { createEventHandlers } from '../src/events/handlers';
import { withPhotoCheckErasure } from '../src/events/photo-check-erasure';
import { expireSelfies } from '../src/jobs/selfie-expiry';
import { createMemberDataReader } from '../src/store/member-data';
import { images, TODAY, validProfileBody } from './support/fixtures';
import { uploadPhotos } from './support/members';
import { silentLogger, startProfileStack, type ProfileStack } from './support/stack';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

describe('photo check: live selfie, moderator review', function () {
  let stack: ProfileStack;
  let seq = 0;

  const admin = () => stack.bearer('pc-admin', { realm_access: { roles: ['member', 'admin'] } });
  const member = async (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    const userId = `pc-${seq}`;
    await stack.registerIdentity(userId, `Member${seq} Surname${seq}`);
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send({ ...validProfileBody(), ...overrides })
      .expect(201);
    return { userId, id: String((await stack.stores.profiles.findByUserId(userId))!._id) };
  };
  const withPhotos = async (overrides: Record<string, unknown> = {}) => {
    const who = await member(overrides);
    const { photos } = await uploadPhotos(stack, who.userId, 2);
    await stack.stores.profiles.model.updateOne(
      { userId: who.userId },
      { $set: { moderationStatus: 'approved' } }
    );
    return { ...who, photos };
  };
  const selfie = (width = 480, height = 640) =>
    sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 110 } } })
      .withExif({ IFD0: { Make: 'TestPhone', Model: 'Front Camera' } })
      .jpeg()
      .toBuffer();
  const challenge = (userId: string) =>
    request(stack.app)
      .post(`${BASE_PATH}/me/photo-check/challenge`)
      .set('Authorization', stack.bearer(userId));
  const send = async (userId: string, challengeId: string, image?: Buffer) =>
    request(stack.app)
      .post(`${BASE_PATH}/me/photo-check`)
      .set('Authorization', stack.bearer(userId))
      .field('challengeId', challengeId)
      .attach('selfie', image ?? (await selfie()), 'selfie.jpg');
  const stateOf = async (userId: string) =>
    expectContract(
      routes.getPhotoCheck,
      await request(stack.app).get(`${BASE_PATH}/me/photo-check`).set('Authorization', stack.bearer(userId))
    );
  /** A challenge drawn and a selfie sent for it: the member's check, pending. */
  const submitted = async (userId: string) => {
    const drawn = expectContract(routes.createPhotoCheckChallenge, await challenge(userId));
    const state = expectContract(routes.submitSelfie, await send(userId, drawn.challengeId));
    const check = (await stack.stores.photoChecks.latestOf(userId))!;
    return { drawn, state, check };
  };
  const adminGet = (path: string) =>
    request(stack.app).get(`${BASE_PATH}/admin/verification/selfies${path}`).set('Authorization', admin());
  const decide = (checkId: string, body: object) =>
    request(stack.app)
      .post(`${BASE_PATH}/admin/verification/selfies/${checkId}/decision`)
      .set('Authorization', admin())
      .send(body);
  const selfieFiles = () =>
    stack.conn.db!.collection('images.files').countDocuments({ filename: { $regex: '^selfie-' } });
  const audit = async (profileId: string) =>
    expectContract(
      moderationRoutes.auditLog,
      await request(stack.app)
        .get(`${BASE_PATH}/admin/audit?profileId=${profileId}`)
        .set('Authorization', admin())
    ).items;

  before(async () => {
    stack = await startProfileStack();
  });
  after(() => stack.close());
  beforeEach(() => {
    stack.clock.now = TODAY;
  });

  it('draws a pose, takes the selfie once, re-encoded without metadata, and queues it pending', async () => {
    const bride = await withPhotos();
    expect(await stateOf(bride.userId)).to.include({ status: 'none', suspended: false });
    const drawn = expectContract(routes.createPhotoCheckChallenge, await challenge(bride.userId));
    expect(SELFIE_POSE_IDS).to.include(drawn.pose);
    expect(new Date(drawn.expiresAt).getTime() - TODAY.getTime()).to.equal(15 * MINUTE_MS);

    const state = expectContract(routes.submitSelfie, await send(bride.userId, drawn.challengeId));
    expect(state).to.include({ status: 'pending', pose: drawn.pose, submittedAt: TODAY.toISOString() });
    expectProblem(routes.submitSelfie, await send(bride.userId, drawn.challengeId), 'challenge_used');

    const check = (await stack.stores.photoChecks.latestOf(bride.userId))!;
    const image = await adminGet(`/${check._id}/selfie`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(image.headers).to.include({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff'
    });
    const meta = await sharp(image.body as Buffer).metadata();
    expect(meta.format).to.equal('jpeg');
    expect(meta.exif).to.equal(undefined);
  });

  it('refuses an expired, unknown or another member’s challenge, and what is not a usable image', async () => {
    const bride = await withPhotos();
    const other = await withPhotos();
    const drawn = expectContract(routes.createPhotoCheckChallenge, await challenge(bride.userId));
    expectProblem(routes.submitSelfie, await send(other.userId, drawn.challengeId), 'challenge_unknown');
    expectProblem(
      routes.submitSelfie,
      await send(bride.userId, '00000000-0000-4000-8000-000000000000'),
      'challenge_unknown'
    );
    expectProblem(
      routes.submitSelfie,
      await send(bride.userId, drawn.challengeId, images.pdf()),
      'selfie_not_an_image'
    );
    expectProblem(
      routes.submitSelfie,
      await send(bride.userId, drawn.challengeId, await images.brokenJpeg()),
      'selfie_not_an_image'
    );
    expectProblem(
      routes.submitSelfie,
      await send(bride.userId, drawn.challengeId, await selfie(300, 400)),
      'selfie_too_small'
    );
    // Refusals of the image leave the challenge usable; its 15 minutes do not.
    stack.clock.now = new Date(TODAY.getTime() + 16 * MINUTE_MS);
    expectProblem(routes.submitSelfie, await send(bride.userId, drawn.challengeId), 'challenge_expired');
    expect(await stateOf(bride.userId)).to.include({ status: 'none' });
  });

  it('asks for a photo before a selfie', async () => {
    const nobody = await member();
    expectProblem(
      routes.createPhotoCheckChallenge,
      await challenge(nobody.userId),
      'photo_check_needs_photo'
    );
  });

  it('replaces a waiting selfie with a newer one, deleting the older', async () => {
    const bride = await withPhotos();
    const before = await selfieFiles();
    const first = await submitted(bride.userId);
    stack.clock.now = new Date(TODAY.getTime() + MINUTE_MS);
    const second = await submitted(bride.userId);
    expect(await selfieFiles()).to.equal(before + 1);
    expect((await stack.stores.photoChecks.get(first.check._id))!.status).to.equal('replaced');
    const queue = expectContract(routes.selfieQueue, await adminGet('?pageSize=100'));
    const ids = queue.items.map((item) => item.checkId);
    expect(ids).to.include(second.check._id).and.not.include(first.check._id);
  });

  it('refuses members on every administrators’ route', async () => {
    const bride = await withPhotos();
    const { check } = await submitted(bride.userId);
    const admin = Object.values(routes).filter((route) => route.auth === 'admin');
    expect(admin).to.have.length(4);
    for (const route of admin) {
      const path = `${BASE_PATH}${route.path.replace(':checkId', check._id)}`;
      const call =
        route.method === 'GET'
          ? request(stack.app).get(path)
          : request(stack.app).post(path).send({ decision: 'approve' });
      expect((await call.set('Authorization', stack.bearer(bride.userId))).status, route.name).to.equal(403);
    }
  });

  it('approves: the badge on cards, the selfie deleted, the audit entry, 409 for a second decision', async () => {
    const groom = await withPhotos({
      gender: 'male',
      lookingFor: 'female',
      dateOfBirth: '1993-02-10',
      height: '5 ft 10 in (177 cm)'
    });
    const bride = await withPhotos();
    const { check } = await submitted(groom.userId);

    const queue = expectContract(routes.selfieQueue, await adminGet('?pageSize=100'));
    const row = queue.items.find((item) => item.checkId === check._id)!;
    expect(row).to.include({ profileId: groom.id, overdue: false, pose: check.pose });
    stack.clock.now = new Date(TODAY.getTime() + 25 * 60 * MINUTE_MS);
    const item = expectContract(routes.selfieItem, await adminGet(`/${check._id}`));
    expect(item).to.include({ status: 'pending', overdue: true });
    expect(item.selfieUrl).to.equal(`${BASE_PATH}/admin/verification/selfies/${check._id}/selfie`);
    expect(item.photos.map((photo) => photo.photoId)).to.deep.equal(groom.photos.map((photo) => photo.id));

    const filesBefore = await selfieFiles();
    const decided = expectContract(routes.decideSelfie, await decide(check._id, { decision: 'approve' }));
    expect(decided).to.include({ status: 'approved', selfieUrl: null });
    expect(await selfieFiles()).to.equal(filesBefore - 1);
    expectProblem(routes.selfieImage, await adminGet(`/${check._id}/selfie`), 'selfie_gone');
    expectProblem(
      routes.decideSelfie,
      await decide(check._id, { decision: 'reject', reason: 'face-not-visible' }),
      'photo_check_already_decided'
    );

    expect((await stack.stores.profiles.findByUserId(groom.userId))!.photoVerified).to.equal(true);
    expect(await stateOf(groom.userId)).to.include({ status: 'verified', suspended: false });
    const cards = expectContract(
      discoveryRoutes.search,
      await request(stack.app)
        .get(`${BASE_PATH}/search?sort=newest`)
        .set('Authorization', stack.bearer(bride.userId))
        .expect(200)
    );
    expect(cards.items.find((card) => card.id === groom.id)!.badges.photo).to.equal(true);
    expectProblem(routes.createPhotoCheckChallenge, await challenge(groom.userId), 'photo_already_verified');

    const entries = await audit(groom.id);
    expect(entries.map((entry) => [entry.action, entry.after])).to.deep.include([
      'verification.photo.approved',
      'approved'
    ]);

    // A new main photo suspends the badge: the member is asked for a new selfie.
    await request(stack.app)
      .put(`${BASE_PATH}/me/photos/${groom.photos[1]!.id}/primary`)
      .set('Authorization', stack.bearer(groom.userId))
      .expect(200);
    expect((await stack.stores.profiles.findByUserId(groom.userId))!.photoVerified).to.equal(false);
    expect(await stateOf(groom.userId)).to.include({ status: 'none', suspended: true });
    expectContract(routes.createPhotoCheckChallenge, await challenge(groom.userId));
  });

  it('rejects with a reason the member reads; the selfie deleted and the decision audited', async () => {
    const bride = await withPhotos();
    const { check } = await submitted(bride.userId);
    const decided = expectContract(
      routes.decideSelfie,
      await decide(check._id, { decision: 'reject', reason: 'pose-not-followed' })
    );
    expect(decided).to.include({ status: 'rejected', reason: 'pose-not-followed' });
    expect(await stack.stores.images.info(check.selfieId)).to.equal(undefined);
    expect(await stateOf(bride.userId)).to.include({ status: 'rejected', reason: 'pose-not-followed' });
    // The member is told, with the reason as they read it (the outbox's event for svc-notify).
    const stored = await stack.stores.photoChecks.model.findById(check._id).lean();
    expect(stored!.pendingEvents.map((event) => [event.subject, event.data])).to.deep.equal([
      [
        'profile.photo-check.decided',
        {
          userId: bride.userId,
          profileId: bride.id,
          at: TODAY.toISOString(),
          decision: 'rejected',
          reason: photoCheckRejectText('pose-not-followed')
        }
      ]
    ]);
    expect((await stack.stores.profiles.findByUserId(bride.userId))!.photoVerified).to.equal(false);
    // The export reads the outcome, never the selfie.
    expect(await createMemberDataReader(stack.conn).photoChecks(bride.userId)).to.deep.equal([
      {
        pose: check.pose,
        status: 'rejected',
        submittedAt: TODAY,
        decidedAt: TODAY,
        reason: 'pose-not-followed'
      }
    ]);
    const entries = await audit(bride.id);
    expect(entries.find((entry) => entry.action === 'verification.photo.rejected')).to.include({
      after: 'rejected',
      reason: 'Pose not as asked'
    });
  });

  it('does not give the badge when the main photo changed while the selfie waited', async () => {
    const bride = await withPhotos();
    const { check } = await submitted(bride.userId);
    await request(stack.app)
      .put(`${BASE_PATH}/me/photos/${bride.photos[1]!.id}/primary`)
      .set('Authorization', stack.bearer(bride.userId))
      .expect(200);
    expectContract(routes.decideSelfie, await decide(check._id, { decision: 'approve' }));
    expect((await stack.stores.profiles.findByUserId(bride.userId))!.photoVerified).to.equal(false);
    expect(await stateOf(bride.userId)).to.include({ status: 'none', suspended: true });
  });

  it('expires a selfie undecided for 7 days and deletes it, and forgets old poses (the job on a fake clock)', async () => {
    const bride = await withPhotos();
    const { check } = await submitted(bride.userId);
    await expireSelfies(stack.stores, new Date(TODAY.getTime() + 7 * DAY_MS - MINUTE_MS), silentLogger);
    expect((await stack.stores.photoChecks.get(check._id))!.status).to.equal('pending');
    expect(await stack.stores.images.info(check.selfieId)).to.not.equal(undefined);

    await expireSelfies(stack.stores, new Date(TODAY.getTime() + 7 * DAY_MS + MINUTE_MS), silentLogger);
    const expired = (await stack.stores.photoChecks.get(check._id))!;
    expect(expired).to.include({ status: 'expired', selfieHeld: false });
    expect(await stack.stores.images.info(check.selfieId)).to.equal(undefined);
    expect(await stateOf(bride.userId)).to.include({ status: 'expired' });
    const challenges = stack.conn.db!.collection('photo_check_challenges');
    expect(await challenges.countDocuments({ userId: bride.userId })).to.equal(0);
    expectProblem(
      routes.decideSelfie,
      await decide(check._id, { decision: 'approve' }),
      'photo_check_already_decided'
    );
  });

  it('erases the checks and the selfie with the account', async () => {
    const bride = await withPhotos();
    const { check } = await submitted(bride.userId);
    const handlers = withPhotoCheckErasure(createEventHandlers(stack.stores), stack.stores);
    await handlers['identity.user.deleted']!(
      createEnvelope('identity.user.deleted', { userId: bride.userId }),
      {
        deliveryCount: 1
      }
    );
    expect(await stack.stores.images.info(check.selfieId)).to.equal(undefined);
    expect(await stack.stores.photoChecks.allOf(bride.userId)).to.deep.equal([]);
    expect(await stack.stores.profiles.findByUserId(bride.userId)).to.equal(null);
  });
});
