// Moderation through the HTTP API: the role matrix, the queue with its text flags, decisions
// with the two-administrator conflict, the append-only audit log, and actions on reported members
// (dismiss, warn, suspend and lift, ban) with their effects. Every answer is parsed by its contract and
// scanned for the members' mobiles and e-mails.
import { expect } from 'chai';
import request, { type Response } from 'supertest';
import { type RouteContract } from '@matrimony/contracts';
import { profileApi } from '@matrimony/contracts/http/profile';
import { moderationRoutes } from '@matrimony/contracts/http/profile/moderation';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { validProfileBody } from './support/fixtures';
import {
  combined,
  cropped,
  photoLikePortrait,
  photoLikeScene,
  reencoded,
  resized
} from './support/photo-images';
import { startProfileStack, type ProfileStack } from './support/stack';

interface Member {
  userId: string;
  id: string;
}

const contract = <R extends RouteContract>(route: R, res: Response) => ({
  status: res.status,
  body: expectContract(route, res)
});

describe('moderation', function () {
  this.timeout(120_000);
  let stack: ProfileStack;
  let seq = 0;
  const secrets: string[] = [];
  const answers: unknown[] = [];
  const admins = ['admin-a', 'admin-b'];

  const register = async (overrides: Record<string, unknown> = {}, approved = false): Promise<Member> => {
    seq += 1;
    const userId = `m-${seq}-${Date.now()}`;
    await stack.registerIdentity(userId, `Member${seq} Surname${seq}`);
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send({ ...validProfileBody(), ...overrides })
      .expect(201);
    if (approved)
      await stack.stores.profiles.model.updateOne(
        { userId },
        { $set: { moderationStatus: 'approved', submittedAt: null } }
      );
    const doc = (await stack.stores.profiles.findByUserId(userId))!;
    secrets.push(doc.mobile!, doc.email!);
    return { userId, id: String(doc._id) };
  };
  const groomFields = { gender: 'male', lookingFor: 'female', dateOfBirth: '1993-02-10' };
  const asAdmin = (userId = admins[0]!) =>
    stack.bearer(userId, { realm_access: { roles: ['member', 'admin'] } });
  const call = async (method: 'get' | 'post', path: string, auth: string | null, body?: object) => {
    let req = request(stack.app)[method](`${BASE_PATH}${path}`);
    if (auth) req = req.set('Authorization', auth);
    const res = await (body ? req.send(body) : req);
    // A member's own profile carries their own contact details; every other answer is scanned.
    if (path !== '/me') answers.push(res.body);
    return res;
  };
  const item = async (profileId: string) =>
    contract(moderationRoutes.moderationItem, await call('get', `/admin/moderation/${profileId}`, asAdmin()))
      .body;
  const decide = (profileId: string, body: object, admin = admins[0]) =>
    call('post', `/admin/moderation/${profileId}/decision`, asAdmin(admin), body);
  const later = () => {
    stack.clock.now = new Date(stack.clock.now.getTime() + 60_000);
  };
  const act = (profileId: string, action: string, note?: string) =>
    call('post', `/admin/members/${profileId}/actions`, asAdmin(), { action, ...(note ? { note } : {}) });
  const pageSeenBy = (viewer: Member, profileId: string) =>
    call('get', `/${profileId}`, stack.bearer(viewer.userId));

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    for (const body of answers) {
      const text = JSON.stringify(body);
      for (const secret of secrets) expect(text, 'a mobile or e-mail in an answer').not.to.include(secret);
    }
    await stack.close();
  });

  it('answers anonymous callers 401 and members 403 on every admin endpoint', async () => {
    const someone = await register();
    const admin = Object.values(moderationRoutes);
    expect(admin.every((route) => route.auth === 'admin' && route.path.startsWith('/admin/'))).to.equal(true);
    for (const route of admin) {
      const path = route.path.replace(':profileId', someone.id);
      const method = route.method === 'GET' ? 'get' : 'post';
      const body =
        route.method === 'POST'
          ? route.name === 'profiles.decideModeration'
            ? { decision: 'approve', revision: 0 }
            : { action: 'warn' }
          : undefined;
      expect((await call(method, path, null, body)).status, `${route.name} anonymous`).to.equal(401);
      expect(
        (await call(method, path, stack.bearer(someone.userId), body)).status,
        `${route.name} member`
      ).to.equal(403);
    }
    expect((await call('get', '/admin/moderation', asAdmin())).status).to.equal(200);
  });

  it('queues new profiles oldest first with the contact details found in their text, without the mobile or e-mail', async () => {
    const leaky = await register({
      aboutYourself:
        'I am a software engineer who loves music and travel. Call me on nine eight 7 6 5 4 3 2 1 0 after six.'
    });
    const clean = await register();
    const queue = contract(
      moderationRoutes.moderationQueue,
      await call('get', '/admin/moderation?pageSize=100', asAdmin())
    ).body;
    const ids = queue.items.map((row) => row.profileId);
    expect(ids.indexOf(leaky.id)).to.be.lessThan(ids.indexOf(clean.id));
    const row = queue.items.find((entry) => entry.profileId === leaky.id)!;
    expect(row).to.deep.include({ firstReview: true, flagCount: 1, overdue: false });

    const detail = await item(leaky.id);
    expect(detail.flags).to.deep.equal([
      { kind: 'phone', field: 'aboutYourself', excerpt: 'nine eight 7 6 5 4 3 2 1 0' }
    ]);
    expect(detail.profile.moderationStatus).to.equal('pending');
    expect(detail.profile).not.to.have.property('mobile');
    expect((await item(clean.id)).flags).to.deep.equal([]);
  });

  it('puts a photo that is a cropped, resized, re-encoded copy of another member’s photo beside it on the queue item', async () => {
    const owner = await register({}, true);
    const thief = await register();
    const honest = await register();
    const upload = (who: Member, photo: Buffer) =>
      request(stack.app)
        .post(`${BASE_PATH}/me/photos`)
        .set('Authorization', stack.bearer(who.userId))
        .attach('photos', photo, 'photo.jpg')
        .expect(201);
    const original = await photoLikePortrait(4242);
    const ownerPhotoId = (await upload(owner, original)).body.photos[0].id as string;
    const copyId = (
      await upload(
        thief,
        await combined(cropped({ left: 0.04, top: 0.03 }), resized(0.6), reencoded(60))(original)
      )
    ).body.photos[0].id as string;
    await upload(honest, await photoLikeScene(7));

    const detail = await item(thief.id);
    expect(detail.photoMatches).to.have.length(1);
    const [match] = detail.photoMatches;
    expect(match!.photo.photoId).to.equal(copyId);
    expect(match!.other).to.deep.include({ profileId: owner.id, photoId: ownerPhotoId });
    expect(match!.other.url).to.equal(`/api/profiles/photos/${ownerPhotoId}/card`);
    // The administrator sees both photos, the owner's approved one and the waiting copy.
    for (const url of [match!.photo.url, match!.other.url])
      expect((await request(stack.app).get(url).set('Authorization', asAdmin())).status).to.equal(200);
    expect((await item(honest.id)).photoMatches).to.deep.equal([]);
    const queue = contract(
      moderationRoutes.moderationQueue,
      await call('get', '/admin/moderation?pageSize=100', asAdmin())
    ).body;
    expect(queue.items.find((row) => row.profileId === thief.id)?.photoMatchCount).to.equal(1);
  });

  it('marks a profile waiting more than 24 hours overdue', async () => {
    const waiting = await register();
    await stack.stores.profiles.model.updateOne(
      { _id: waiting.id },
      { $set: { submittedAt: new Date(stack.clock.now.getTime() - 25 * 60 * 60 * 1000) } }
    );
    const queue = contract(
      moderationRoutes.moderationQueue,
      await call('get', '/admin/moderation?pageSize=100', asAdmin())
    ).body;
    expect(queue.items.find((row) => row.profileId === waiting.id)?.overdue).to.equal(true);
  });

  it('approves once: the profile shows to others at once, a second administrator gets a conflict, both in the audit log once', async () => {
    const bride = await register({}, true);
    const groom = await register(groomFields);
    expect((await pageSeenBy(bride, groom.id)).status).to.equal(404);
    const { revision } = await item(groom.id);

    const [first, second] = await Promise.all([
      decide(groom.id, { decision: 'approve', revision }),
      decide(groom.id, { decision: 'approve', revision }, admins[1])
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).to.deep.equal([200, 409]);
    expectProblem(
      moderationRoutes.decideModeration,
      first.status === 409 ? first : second,
      'moderation_conflict'
    );
    expect((await pageSeenBy(bride, groom.id)).status).to.equal(200);

    const doc = await stack.stores.profiles.model.findById(groom.id).lean();
    expect(doc!.pendingEvents.map((event) => event.subject)).to.include('profile.moderation.decided');
    const audit = contract(
      moderationRoutes.auditLog,
      await call('get', `/admin/audit?profileId=${groom.id}`, asAdmin())
    ).body;
    expect(audit.items).to.have.length(1);
    expect(audit.items[0]).to.deep.include({
      action: 'profile.approved',
      before: 'pending',
      after: 'approved',
      profileId: groom.id
    });
    expect(admins).to.include(audit.items[0]!.actorUserId);
  });

  it('rejects with a reason the member reads; an edit sends the profile back and outdates what an administrator saw', async () => {
    const member = await register();
    const { revision } = await item(member.id);
    const rejected = contract(
      moderationRoutes.decideModeration,
      await decide(member.id, {
        decision: 'reject',
        revision,
        reason: 'contact-details',
        note: 'Phone number in about'
      })
    );
    expect(rejected.body.moderationStatus).to.equal('rejected');
    const own = await call('get', '/me', stack.bearer(member.userId));
    expect(own.body.moderationStatus).to.equal('rejected');
    expect(own.body.moderationReason).to.match(/contact details/);
    expect(own.body.moderationReason).to.match(/Note from our team: Phone number in about$/);

    await request(stack.app)
      .patch(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer(member.userId))
      .send({ aboutYourself: 'A calm person who enjoys reading and cooking with family on the weekends.' })
      .expect(200);
    const again = await item(member.id);
    expect(again.profile.moderationStatus).to.equal('pending');
    expect(again.revision).to.be.greaterThan(revision + 1);
    expectProblem(
      moderationRoutes.decideModeration,
      await decide(member.id, { decision: 'approve', revision: revision + 1 }),
      'moderation_conflict'
    );
    expect((await decide(member.id, { decision: 'approve', revision: again.revision })).status).to.equal(200);
    expect(again.history.map((entry) => entry.action)).to.deep.equal(['profile.rejected']);
  });

  it('keeps the audit log append-only: no endpoint but a GET touches it', () => {
    const touching = Object.values(profileApi.routes).filter((route) => route.path.includes('audit'));
    expect(touching.map((route) => route.method)).to.deep.equal(['GET']);
  });

  it('groups open reports by member, suspends (hidden, refused) and lifts it, resolving the reports with the reporters told', async () => {
    const groom = await register(groomFields, true);
    const reporters = [await register({}, true), await register({}, true)];
    await call('post', '/reports', stack.bearer(reporters[0]!.userId), {
      profileId: groom.id,
      reason: 'asked-for-money',
      details: 'Asked for money'
    });
    await call('post', '/reports', stack.bearer(reporters[1]!.userId), {
      profileId: groom.id,
      reason: 'fake-profile'
    });

    const queue = contract(
      moderationRoutes.reportsQueue,
      await call('get', '/admin/reports?pageSize=100', asAdmin())
    ).body;
    const row = queue.items.find((entry) => entry.profileId === groom.id)!;
    expect(row).to.deep.include({
      openReports: 2,
      reporterCount: 2,
      overdue: false,
      moderationStatus: 'approved'
    });
    expect(row.reasons.map((reason) => reason.reason).sort()).to.deep.equal([
      'asked-for-money',
      'fake-profile'
    ]);

    const suspended = contract(
      moderationRoutes.actOnMember,
      await act(groom.id, 'suspend', 'Two reports of asking for money')
    );
    expect(suspended.body).to.deep.equal({ moderationStatus: 'suspended', resolvedReports: 2 });
    expect((await pageSeenBy(reporters[0]!, groom.id)).status).to.equal(404);
    const found = await call(
      'get',
      `/search?memberNumber=${(await stack.stores.profiles.model.findById(groom.id).lean())!.memberNumber}`,
      stack.bearer(reporters[0]!.userId)
    );
    expect(found.status).to.equal(200);
    expect(found.body.items.map((card: { id: string }) => card.id)).not.to.include(groom.id);
    const refused = await call('get', '/me', stack.bearer(groom.userId));
    expect(refused.status).to.equal(401);
    expect(refused.body.code).to.equal('token_revoked');
    expectProblem(moderationRoutes.actOnMember, await act(groom.id, 'suspend'), 'action_not_applicable');

    const resolved = await stack.stores.reports.model.find({ reportedProfileId: groom.id }).lean();
    expect(resolved.map((report) => [report.status, report.outcome])).to.deep.equal([
      ['resolved', 'actioned'],
      ['resolved', 'actioned']
    ]);
    expect(
      resolved
        .flatMap((report) => report.pendingEvents.map((event) => event.subject))
        .filter((s) => s === 'profile.report.resolved')
    ).to.have.length(2);
    const events = (await stack.stores.profiles.model.findById(groom.id).lean())!.pendingEvents.map(
      (event) => event.subject
    );
    expect(events).to.include.members(['profile.updated', 'profile.member.suspended']);

    later();
    expect(contract(moderationRoutes.actOnMember, await act(groom.id, 'reinstate')).body).to.deep.equal({
      moderationStatus: 'approved',
      resolvedReports: 0
    });
    expect((await pageSeenBy(reporters[0]!, groom.id)).status).to.equal(200);
    const again = await call(
      'get',
      `/search?memberNumber=${(await stack.stores.profiles.model.findById(groom.id).lean())!.memberNumber}`,
      stack.bearer(reporters[0]!.userId)
    );
    expect(again.body.items.map((card: { id: string }) => card.id)).to.deep.equal([groom.id]);
    expect((await call('get', '/me', stack.bearer(groom.userId))).status).to.equal(200);

    const kase = contract(
      moderationRoutes.memberCase,
      await call('get', `/admin/members/${groom.id}`, asAdmin())
    ).body;
    expect(kase.reports).to.have.length(2);
    expect(kase.history.map((entry) => entry.action)).to.deep.equal([
      'member.reinstated',
      'member.suspended'
    ]);
    expectProblem(moderationRoutes.actOnMember, await act(groom.id, 'dismiss'), 'action_not_applicable');
  });

  it('warns, dismisses and bans with their events', async () => {
    const groom = await register(groomFields, true);
    const reporter = await register({}, true);
    await call('post', '/reports', stack.bearer(reporter.userId), { profileId: groom.id, reason: 'abusive' });
    expect(contract(moderationRoutes.actOnMember, await act(groom.id, 'warn')).body).to.deep.equal({
      moderationStatus: 'approved',
      resolvedReports: 1
    });
    later();
    await call('post', '/reports', stack.bearer(reporter.userId), { profileId: groom.id, reason: 'abusive' });
    expect(
      contract(moderationRoutes.actOnMember, await act(groom.id, 'dismiss')).body.resolvedReports
    ).to.equal(1);
    expect(
      contract(moderationRoutes.actOnMember, await act(groom.id, 'ban', 'Repeated abuse')).body
        .moderationStatus
    ).to.equal('suspended');
    const events = (await stack.stores.profiles.model.findById(groom.id).lean())!.pendingEvents.map(
      (event) => event.subject
    );
    expect(events).to.include.members(['profile.member.warned', 'profile.member.banned']);
    const outcomes = (
      await stack.stores.reports.model
        .find({ reportedProfileId: groom.id })
        .sort({ filedAt: 1, _id: 1 })
        .lean()
    ).map((report) => report.outcome);
    expect(outcomes).to.deep.equal(['actioned', 'dismissed']);
    const audit = contract(
      moderationRoutes.auditLog,
      await call('get', `/admin/audit?profileId=${groom.id}`, asAdmin())
    ).body;
    expect(audit.items.map((entry) => entry.action).sort()).to.deep.equal([
      'member.banned',
      'member.warned',
      'reports.dismissed'
    ]);
    expect(audit.items.find((entry) => entry.action === 'member.banned')).to.deep.include({
      before: 'approved',
      after: 'suspended',
      note: 'Repeated abuse'
    });
  });
});
