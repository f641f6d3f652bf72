// Connections through the HTTP API on a real (embedded) MongoDB: interests with the free daily quota,
// mutual matches, who viewed me, shortlist, blocks and reports (docs/product-rules.md). Every answer
// is parsed by its contract and scanned for the members' mobiles and e-mails.
import { expect } from 'chai';
import request, { type Response } from 'supertest';
import { type RouteContract } from '@matrimony/contracts';
import { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
import { contactRoutes } from '@matrimony/contracts/http/profile/contact';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { expireDueInterests } from '../src/connections/answer-interest';
import { validProfileBody } from './support/fixtures';
import { uploadPhotos } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

interface Member {
  userId: string;
  id: string;
  fullName: string;
  memberNumber: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// The clock runs ahead of the real one: TTL indexes (daily quota, burst limit) expire documents by the
// database's real clock, so a test day in the past would lose them at random.
const realToday = new Date();
const DAY = new Date(
  Date.UTC(realToday.getUTCFullYear(), realToday.getUTCMonth(), realToday.getUTCDate() + 1)
)
  .toISOString()
  .slice(0, 10);
/** An instant of the test day, UTC `hh:mm`. */
const at = (hhmm: string) => new Date(`${DAY}T${hhmm}:00.000Z`);

/** The status and the body parsed by the route's contract (a problem must carry a declared code). */
const contract = <R extends RouteContract>(route: R, res: Response) => ({
  status: res.status,
  body: expectContract(route, res)
});

describe('connections', function () {
  this.timeout(120_000);
  let stack: ProfileStack;
  let seq = 0;
  const answers: { call: string; body: unknown }[] = [];
  const secrets: string[] = [];

  const member = async (overrides: Record<string, unknown>): Promise<Member> => {
    seq += 1;
    const userId = `k-${seq}-${Date.now()}`;
    const fullName = `Member${seq} Surname${seq}`;
    await stack.registerIdentity(userId, fullName);
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send({ ...validProfileBody(), ...overrides })
      .expect(201);
    await stack.stores.profiles.model.updateOne({ userId }, { $set: { moderationStatus: 'approved' } });
    const doc = (await stack.stores.profiles.findByUserId(userId))!;
    secrets.push(doc.mobile!, doc.email!);
    return { userId, id: String(doc._id), fullName, memberNumber: doc.memberNumber! };
  };
  const bride = () => member({});
  const groom = () =>
    member({
      gender: 'male',
      lookingFor: 'female',
      dateOfBirth: '1993-02-10',
      height: '5 ft 10 in (177 cm)'
    });
  const premium = (userId: string) =>
    stack.stores.plans.apply(
      userId,
      {
        subscriptionId: `s-${userId}`,
        planType: 'premium',
        status: 'active',
        endDate: new Date(stack.clock.now.getTime() + 90 * DAY_MS)
      },
      new Date()
    );

  const recorded = async (call: string, req: request.Test) => {
    const res = await req;
    answers.push({ call, body: res.body });
    return res;
  };
  const api = {
    get: (who: Member, path: string) =>
      recorded(
        `GET ${path}`,
        request(stack.app).get(`${BASE_PATH}${path}`).set('Authorization', stack.bearer(who.userId))
      ),
    post: (who: Member, path: string, body: object = {}) =>
      recorded(
        `POST ${path}`,
        request(stack.app)
          .post(`${BASE_PATH}${path}`)
          .set('Authorization', stack.bearer(who.userId))
          .send(body)
      ),
    put: (who: Member, path: string) =>
      recorded(
        `PUT ${path}`,
        request(stack.app).put(`${BASE_PATH}${path}`).set('Authorization', stack.bearer(who.userId))
      ),
    delete: (who: Member, path: string) =>
      recorded(
        `DELETE ${path}`,
        request(stack.app).delete(`${BASE_PATH}${path}`).set('Authorization', stack.bearer(who.userId))
      )
  };
  const send = (from: Member, to: Member, template?: string) =>
    api.post(from, '/interests', { to: to.id, ...(template ? { template } : {}) });
  const sent = async (from: Member, to: Member) => {
    const res = await send(from, to);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return contract(connectionRoutes.sendInterest, res);
  };
  const box = async (who: Member, which: 'sent' | 'received', status?: string) =>
    contract(
      connectionRoutes.listInterests,
      await api.get(who, `/interests?box=${which}${status ? `&status=${status}` : ''}`)
    );
  const page = async (who: Member, id: string) =>
    contract(discoveryRoutes.getProfile, await api.get(who, `/${id}`));

  let grooms: Member[] = [];

  before(async () => {
    stack = await startProfileStack();
    grooms = [];
    for (let i = 0; i < 32; i += 1) grooms.push(await groom());
  });
  after(async () => {
    await stack.close();
  });
  beforeEach(() => {
    stack.clock.now = at('06:30');
  });
  afterEach(() => {
    // Privacy: a member's mobile and e-mail leave only through the contact endpoint, never here.
    for (const { call, body } of answers.splice(0)) {
      const text = JSON.stringify(body);
      for (const secret of secrets) expect(text, call).to.not.include(secret);
    }
  });

  describe('interests', () => {
    it('sends with a chosen message, shows it in both boxes and on both profile pages, and tells a free member what is left today', async () => {
      const b = await bride();
      const g = grooms[0]!;
      const res = contract(connectionRoutes.sendInterest, await send(b, g, 'shared-values'));
      expect(res.status).to.equal(201);
      expect(res.body).to.deep.include({ matched: false, remainingToday: 4 });
      expect(res.body.interest).to.include({ direction: 'sent', status: 'pending' });
      expect(
        new Date(res.body.interest.expiresAt).getTime() - new Date(res.body.interest.sentAt).getTime()
      ).to.equal(30 * DAY_MS);

      const received = (await box(g, 'received')).body;
      expect(received.items.map((item) => [item.profile.id, item.direction, item.status])).to.deep.equal([
        [b.id, 'received', 'pending']
      ]);
      expect(received.items[0]!.message).to.equal(
        'We seem to share similar values and background. I would be glad to connect.'
      );
      const mySent = (await box(b, 'sent')).body;
      expect(mySent.items.map((item) => [item.id, item.profile.id])).to.deep.equal([
        [res.body.interest.id, g.id]
      ]);

      const mine = (await page(b, g.id)).body;
      expect(mine.relation).to.deep.include({ isOwn: false, isMatch: false, interestsRemainingToday: 4 });
      expect(mine.relation.interest).to.include({ direction: 'sent', status: 'pending' });
      expect(mine.profile.marks.interestSent).to.equal(true);
      expect((await page(g, b.id)).body.relation.interest).to.include({
        direction: 'received',
        status: 'pending'
      });

      const doc = await stack.stores.interests.model.findById(res.body.interest.id).lean();
      expect(doc!.pendingEvents.map((event) => event.subject)).to.deep.equal(['profile.interest.sent']);
      expect(doc!.pendingEvents[0]!.data).to.deep.equal({
        interestId: res.body.interest.id,
        fromUserId: b.userId,
        toUserId: g.userId,
        fromProfileId: b.id,
        toProfileId: g.id
      });
    });

    it('refuses a second interest to the same member, free text, and members one cannot see', async () => {
      const b = await bride();
      const g = grooms[1]!;
      await sent(b, g);
      expectProblem(connectionRoutes.sendInterest, await send(b, g), 'interest_already_sent');
      expect(
        (await api.post(b, '/interests', { to: g.id, template: 'call me on 98765 43210' })).status
      ).to.equal(400);
      const otherBride = await bride();
      expectProblem(connectionRoutes.sendInterest, await send(b, otherBride), 'profile_not_found');
      expectProblem(
        connectionRoutes.sendInterest,
        await api.post(b, '/interests', { to: b.id }),
        'profile_not_found'
      );
      expect(await stack.stores.interestQuota.usedOn(b.userId, DAY)).to.equal(1);
    });

    it('keeps a counter taken at an earlier clock past the database’s now, so its sweep cannot reset a period mid-way', async () => {
      const b = await bride();
      await stack.stores.interestQuota.take(b.userId, '2020-01-01', 5, new Date('2020-01-01T06:00:00.000Z'));
      const counter = await stack.conn
        .collection('interest_quota')
        .findOne({ _id: `${b.userId}:2020-01-01` as never });
      expect((counter!.expireAt as Date).getTime()).to.be.above(Date.now());
    });

    it('lets exactly 5 of 10 simultaneous sends of a free member through, naming the limit and when it resets', async () => {
      const b = await bride();
      const results = await Promise.all(grooms.slice(2, 12).map((g) => send(b, g)));
      expect(results.filter((res) => res.status === 201)).to.have.length(5);
      const refused = results.filter((res) => res.status === 429);
      expect(refused).to.have.length(5);
      for (const res of refused) {
        const problem = expectProblem(connectionRoutes.sendInterest, res, 'interest_daily_limit');
        expect(problem.detail).to.include('Free members can send 5 interests a day');
        // 06:30 UTC is 12:00 in India: twelve hours to midnight.
        expect(problem.retryAfter).to.equal(12 * 60 * 60);
        expect(res.body.resetsAt).to.equal(at('18:30').toISOString());
      }
      expect(await stack.stores.interests.model.countDocuments({ fromUserId: b.userId })).to.equal(5);
      expect(
        results
          .filter((res) => res.status === 201)
          .map((res) => (res.body as { remainingToday: number }).remainingToday)
          .sort()
      ).to.deep.equal([0, 1, 2, 3, 4]);
    });

    it('counts the day in Asia/Kolkata: full at 23:59 IST, open again at 00:01 IST', async () => {
      const b = await bride();
      stack.clock.now = at('18:25'); // 23:55 IST
      for (const g of grooms.slice(12, 17)) await sent(b, g);
      stack.clock.now = at('18:29'); // 23:59 IST
      const refused = expectProblem(
        connectionRoutes.sendInterest,
        await send(b, grooms[17]!),
        'interest_daily_limit'
      );
      expect(refused.retryAfter).to.equal(60);
      stack.clock.now = at('18:31'); // 00:01 IST: the next day in India, still the same day in UTC
      const res = contract(connectionRoutes.sendInterest, await send(b, grooms[17]!));
      expect(res.body.remainingToday).to.equal(4);
    });

    it('gives premium members unlimited sends, held to 30 a minute', async () => {
      const b = await bride();
      await premium(b.userId);
      const results: Response[] = [];
      for (const g of grooms.slice(0, 31)) results.push(await send(b, g));
      expect(results.slice(0, 30).map((res) => res.status)).to.deep.equal(Array(30).fill(201));
      expect(
        results.slice(0, 30).every((res) => (res.body as { remainingToday: unknown }).remainingToday === null)
      ).to.equal(true);
      const problem = expectProblem(connectionRoutes.sendInterest, results[30]!, 'interest_burst_limit');
      expect(problem.retryAfter).to.be.within(1, 60);
      stack.clock.now = new Date(stack.clock.now.getTime() + 61_000);
      expect((await send(b, grooms[30]!)).status).to.equal(201);
    });

    it('turns two interests sent at the same instant into one mutual match, never two interests', async () => {
      for (let round = 0; round < 3; round += 1) {
        const b = await bride();
        const g = grooms[20 + round]!;
        const [one, two] = await Promise.all([send(b, g), send(g, b)]);
        expect([one.status, two.status]).to.deep.equal([201, 201]);
        const matched = [one, two].map((res) => (res.body as { matched: boolean }).matched).sort();
        expect(matched).to.deep.equal([false, true]);
        const docs = await stack.stores.interests.model
          .find({ pairKey: { $in: [`${b.userId}:${g.userId}`, `${g.userId}:${b.userId}`] } })
          .lean();
        expect(docs).to.have.length(1);
        expect(docs[0]!.status).to.equal('accepted');
        expect(docs[0]!.pendingEvents.map((event) => event.subject)).to.deep.equal([
          'profile.interest.sent',
          'profile.interest.accepted',
          'profile.match.created'
        ]);
      }
    });

    it('lets only the addressee answer and only the sender withdraw (every other member: not found)', async () => {
      const b = await bride();
      const g = grooms[23]!;
      const outsider = await groom();
      const interest = (await sent(b, g)).body.interest;
      for (const action of ['accept', 'decline', 'withdraw']) {
        expectProblem(
          connectionRoutes.acceptInterest,
          await api.post(outsider, `/interests/${interest.id}/${action}`),
          'interest_not_found'
        );
      }
      expectProblem(
        connectionRoutes.acceptInterest,
        await api.post(b, `/interests/${interest.id}/accept`),
        'not_interest_addressee'
      );
      expectProblem(
        connectionRoutes.declineInterest,
        await api.post(b, `/interests/${interest.id}/decline`),
        'not_interest_addressee'
      );
      expectProblem(
        connectionRoutes.withdrawInterest,
        await api.post(g, `/interests/${interest.id}/withdraw`),
        'not_interest_sender'
      );
      expectProblem(
        connectionRoutes.acceptInterest,
        await api.post(g, '/interests/0123456789abcdef01234567/accept'),
        'interest_not_found'
      );

      const accepted = contract(
        connectionRoutes.acceptInterest,
        await api.post(g, `/interests/${interest.id}/accept`)
      );
      expect(accepted.body.interest).to.include({ status: 'accepted', direction: 'received' });
      expectProblem(
        connectionRoutes.withdrawInterest,
        await api.post(b, `/interests/${interest.id}/withdraw`),
        'interest_not_pending'
      );
      expectProblem(connectionRoutes.sendInterest, await send(g, b), 'already_matched');
    });

    it('shows a mutual match to both, newest first, with full names', async () => {
      const b = await bride();
      const [g1, g2] = [grooms[24]!, grooms[25]!];
      const first = (await sent(b, g1)).body.interest;
      await api.post(g1, `/interests/${first.id}/accept`);
      stack.clock.now = new Date(stack.clock.now.getTime() + 60_000);
      await sent(g2, b);
      const crossing = contract(connectionRoutes.sendInterest, await send(b, g2));
      expect(crossing.body).to.deep.include({ matched: true });
      expect(crossing.body.remainingToday).to.equal(4); // accepting by sending back uses no send

      const matches = contract(connectionRoutes.listMatches, await api.get(b, '/matches')).body;
      expect(matches.items.map((item) => item.profile.id)).to.deep.equal([g2.id, g1.id]);
      expect(matches.items.map((item) => item.profile.displayName)).to.deep.equal([g2.fullName, g1.fullName]);
      const theirs = contract(connectionRoutes.listMatches, await api.get(g1, '/matches')).body;
      expect(theirs.items.map((item) => item.profile.displayName)).to.deep.equal([b.fullName]);
      expect((await page(g1, b.id)).body.profile.displayName).to.equal(b.fullName);
      expect((await page(g1, b.id)).body.relation.isMatch).to.equal(true);
      const summary = contract(
        connectionRoutes.getConnectionsSummary,
        await api.get(b, '/me/connections')
      ).body;
      expect(summary).to.deep.include({
        mutualMatches: 2,
        interestsReceivedPending: 0,
        interestsRemainingToday: 4
      });
    });

    it('declines with a courteous reason the sender reads, after which the sender cannot send again', async () => {
      const b = await bride();
      const g = grooms[26]!;
      const interest = (await sent(b, g)).body.interest;
      expect(
        (await api.post(g, `/interests/${interest.id}/decline`, { reason: 'You are rude' })).status
      ).to.equal(400);
      contract(
        connectionRoutes.declineInterest,
        await api.post(g, `/interests/${interest.id}/decline`, { reason: 'family-decided' })
      );
      const mine = (await box(b, 'sent', 'declined')).body.items;
      expect(mine.map((item) => [item.status, item.declineReason])).to.deep.equal([
        ['declined', 'Thank you for your interest. My family has decided not to proceed.']
      ]);
      expectProblem(connectionRoutes.sendInterest, await send(b, g), 'interest_declined_before');
    });

    it('lets a pending interest lapse after 30 days; the sender may then send again', async () => {
      const b = await bride();
      const g = grooms[27]!;
      const interest = (await sent(b, g)).body.interest;
      stack.clock.now = new Date(stack.clock.now.getTime() + 29 * DAY_MS);
      expect(await expireDueInterests(stack.stores, stack.clock.now)).to.equal(0);
      stack.clock.now = new Date(stack.clock.now.getTime() + 2 * DAY_MS);
      expect(await expireDueInterests(stack.stores, stack.clock.now)).to.be.at.least(1);
      const doc = await stack.stores.interests.model.findById(interest.id).lean();
      expect(doc!.status).to.equal('expired');
      expect(doc!.pendingEvents.map((event) => event.subject)).to.include('profile.interest.expired');
      expectProblem(
        connectionRoutes.acceptInterest,
        await api.post(g, `/interests/${interest.id}/accept`),
        'interest_not_pending'
      );
      expect((await box(b, 'sent', 'expired')).body.items.map((item) => item.id)).to.deep.equal([
        interest.id
      ]);
      expect((await send(b, g)).status).to.equal(201);
    });

    it('withdraws a pending interest; the addressee can no longer accept it', async () => {
      const b = await bride();
      const g = grooms[28]!;
      const interest = (await sent(b, g)).body.interest;
      contract(connectionRoutes.withdrawInterest, await api.post(b, `/interests/${interest.id}/withdraw`));
      expectProblem(
        connectionRoutes.acceptInterest,
        await api.post(g, `/interests/${interest.id}/accept`),
        'interest_not_pending'
      );
      expect((await box(g, 'received', 'pending')).body.total).to.equal(0);
    });
  });

  describe('profile views', () => {
    it('shows a free member only how many viewed them: no name, id, number or photo of a viewer', async () => {
      const b = await bride();
      const viewers = grooms.slice(0, 3);
      for (const g of viewers) await page(g, b.id);
      await page(viewers[0]!, b.id); // the same day again: still one view
      const teaser = contract(connectionRoutes.listViews, await api.get(b, '/views')).body;
      expect(teaser).to.deep.equal({ visibility: 'teaser', countLast30Days: 3, placeholders: 3 });
      const text = JSON.stringify(teaser);
      for (const g of viewers)
        for (const identifying of [g.id, g.userId, g.memberNumber, g.fullName.split(' ')[0]!])
          expect(text).to.not.include(identifying);

      await premium(b.userId);
      stack.clock.now = new Date(stack.clock.now.getTime() + 60_000);
      await page(viewers[1]!, b.id);
      const full = contract(connectionRoutes.listViews, await api.get(b, '/views')).body;
      if (full.visibility !== 'full') throw new Error('premium sees the list');
      expect(full.items.map((item) => item.profile.id)).to.deep.equal([
        viewers[2]!.id,
        viewers[1]!.id,
        viewers[0]!.id
      ]);
      const views = await stack.stores.profileViews.model.find({ ownerId: b.userId }).lean();
      expect(views.flatMap((view) => view.pendingEvents.map((event) => event.subject))).to.deep.equal([
        'profile.viewed',
        'profile.viewed',
        'profile.viewed'
      ]);
    });
  });

  describe('shortlist', () => {
    it('keeps private bookmarks, marked on cards and the profile page', async () => {
      const b = await bride();
      const g = grooms[29]!;
      await api.put(b, `/shortlist/${g.id}`);
      expect((await api.put(b, `/shortlist/${g.id}`)).status).to.equal(204);
      const list = contract(connectionRoutes.listShortlist, await api.get(b, '/shortlist')).body;
      expect(list.items.map((item) => [item.profile.id, item.profile.marks.shortlisted])).to.deep.equal([
        [g.id, true]
      ]);
      expect((await page(b, g.id)).body.relation.shortlisted).to.equal(true);
      const search = contract(
        discoveryRoutes.search,
        await api.get(b, `/search?memberNumber=${g.memberNumber}`)
      ).body;
      expect(search.items[0]!.marks).to.deep.equal({ interestSent: false, shortlisted: true });
      expect((await page(g, b.id)).body.relation.shortlisted).to.equal(false);
      expectProblem(
        connectionRoutes.addToShortlist,
        await api.put(b, `/shortlist/${(await bride()).id}`),
        'profile_not_found'
      );
      expect((await api.delete(b, `/shortlist/${g.id}`)).status).to.equal(204);
      expect(contract(connectionRoutes.listShortlist, await api.get(b, '/shortlist')).body.total).to.equal(0);
    });
  });

  describe('blocks', () => {
    it('hides both from each other everywhere and withdraws their pending interests; unblocking restores', async () => {
      const b = await bride();
      await premium(b.userId);
      const g = await groom();
      const matchedGroom = grooms[30]!;
      const m = (await sent(b, matchedGroom)).body.interest;
      await api.post(matchedGroom, `/interests/${m.id}/accept`);
      const interest = (await sent(g, b)).body.interest;
      await page(g, b.id);
      await api.put(b, `/shortlist/${g.id}`);

      expect((await api.put(b, `/blocks/${g.id}`)).status).to.equal(204);
      expect((await api.put(b, `/blocks/${g.id}`)).status).to.equal(204);
      expect((await stack.stores.interests.model.findById(interest.id).lean())!.status).to.equal('withdrawn');
      const withdrawn = (await stack.stores.interests.model.findById(interest.id).lean())!.pendingEvents.at(
        -1
      )!;
      expect(withdrawn).to.deep.include({ subject: 'profile.interest.withdrawn' });
      expect((withdrawn.data as { reason: string }).reason).to.equal('blocked');

      expect((await api.get(b, `/${g.id}`)).status).to.equal(404);
      expect((await api.get(g, `/${b.id}`)).status).to.equal(404);
      const searchIds = async (who: Member, memberNumber: string) =>
        contract(
          discoveryRoutes.search,
          await api.get(who, `/search?memberNumber=${memberNumber}`)
        ).body.items.map((item) => item.id);
      expect(await searchIds(b, g.memberNumber)).to.deep.equal([]);
      expect(await searchIds(g, b.memberNumber)).to.deep.equal([]);
      expectProblem(connectionRoutes.sendInterest, await send(g, b), 'profile_not_found');
      expect((await box(b, 'received')).body.items).to.deep.equal([]);
      expect((await box(g, 'sent')).body.items).to.deep.equal([]);
      expect(
        contract(connectionRoutes.listShortlist, await api.get(b, '/shortlist')).body.items
      ).to.deep.equal([]);
      const views = contract(connectionRoutes.listViews, await api.get(b, '/views')).body;
      expect(views.countLast30Days).to.equal(0);
      expectProblem(
        connectionRoutes.acceptInterest,
        await api.post(b, `/interests/${interest.id}/accept`),
        'interest_not_found'
      );
      const recommended = contract(
        discoveryRoutes.getRecommendations,
        await api.get(b, '/recommendations')
      ).body.items.map((item) => item.id);
      expect(recommended).to.not.include(g.id);

      const blocks = contract(connectionRoutes.listBlocks, await api.get(b, '/blocks')).body;
      expect(blocks.items.map((item) => [item.id, item.memberNumber])).to.deep.equal([
        [g.id, g.memberNumber]
      ]);
      // The match with someone else is untouched.
      expect(
        contract(connectionRoutes.listMatches, await api.get(b, '/matches')).body.items.map(
          (item) => item.profile.id
        )
      ).to.deep.equal([matchedGroom.id]);

      expect((await api.delete(b, `/blocks/${g.id}`)).status).to.equal(204);
      expect(await searchIds(b, g.memberNumber)).to.deep.equal([g.id]);
      expect(contract(connectionRoutes.listViews, await api.get(b, '/views')).body.countLast30Days).to.equal(
        1
      );
    });

    it('cannot block oneself or an unknown profile', async () => {
      const b = await bride();
      expectProblem(connectionRoutes.block, await api.put(b, `/blocks/${b.id}`), 'profile_not_found');
      expectProblem(
        connectionRoutes.block,
        await api.put(b, '/blocks/0123456789abcdef01234567'),
        'profile_not_found'
      );
    });
  });

  describe('photo privacy with connections', () => {
    it('shows photos kept for connections once the owner sent an interest', async () => {
      const b = await bride();
      const g = await groom();
      await uploadPhotos(stack, g.userId, 1);
      await stack.stores.profiles.model.updateOne(
        { userId: g.userId },
        { $set: { photoPrivacy: 'connections', moderationStatus: 'approved' } }
      );
      const before = (await page(b, g.id)).body.profile;
      expect([before.photoHidden, before.photos.length]).to.deep.equal([true, 0]);
      await sent(g, b);
      const after = (await page(b, g.id)).body.profile;
      expect([after.photoHidden, after.photos.length]).to.deep.equal([false, 1]);
    });
  });

  describe('hidden profile', () => {
    it('still shows a hidden profile to its mutual matches (page, photo, matches and interests), not its contact; to nobody else, nor once blocked', async () => {
      const g = await groom();
      const { photos } = await uploadPhotos(stack, g.userId, 1);
      await stack.stores.profiles.model.updateOne(
        { userId: g.userId },
        { $set: { moderationStatus: 'approved' } }
      );
      const matched = await bride();
      const interest = (await sent(matched, g)).body.interest;
      await api.post(g, `/interests/${interest.id}/accept`);
      const sentTo = await bride();
      await sent(sentTo, g);
      const sentFrom = await bride();
      await sent(g, sentFrom);
      const stranger = await bride();
      await stack.stores.profiles.model.updateOne({ userId: g.userId }, { $set: { hidden: true } });
      const photo = (who: Member) =>
        recorded(
          `GET ${photos[0]!.urls.card!}`,
          request(stack.app).get(photos[0]!.urls.card!).set('Authorization', stack.bearer(who.userId))
        );
      const cardIds = (items: readonly { profile: { id: string } }[]) => items.map((item) => item.profile.id);
      const searchIds = async (who: Member) =>
        contract(
          discoveryRoutes.search,
          await api.get(who, `/search?memberNumber=${g.memberNumber}`)
        ).body.items.map((item) => item.id);
      const recommendedIds = async (who: Member) =>
        contract(discoveryRoutes.getRecommendations, await api.get(who, '/recommendations')).body.items.map(
          (item) => item.id
        );

      const shown = await page(matched, g.id);
      expect(shown.status).to.equal(200);
      expect(shown.body.profile.photos).to.have.length(1);
      expect((await photo(matched)).status).to.equal(200);
      expect(
        cardIds(contract(connectionRoutes.listMatches, await api.get(matched, '/matches')).body.items)
      ).to.deep.equal([g.id]);
      expect(cardIds((await box(matched, 'sent')).body.items)).to.deep.equal([g.id]);
      expectProblem(
        contactRoutes.getContact,
        await api.get(matched, `/${g.id}/contact`),
        'profile_not_found'
      );
      expect(await searchIds(matched)).to.deep.equal([]);
      expect(await recommendedIds(matched)).to.not.include(g.id);

      for (const other of [sentTo, sentFrom, stranger]) {
        expectProblem(discoveryRoutes.getProfile, await api.get(other, `/${g.id}`), 'profile_not_found');
        expect((await photo(other)).status).to.equal(404);
        expect(await searchIds(other)).to.deep.equal([]);
        expect(await recommendedIds(other)).to.not.include(g.id);
        expectProblem(
          contactRoutes.getContact,
          await api.get(other, `/${g.id}/contact`),
          'profile_not_found'
        );
      }
      expect((await box(sentTo, 'sent')).body.items).to.deep.equal([]);
      expect((await box(sentFrom, 'received')).body.items).to.deep.equal([]);

      expect((await api.put(g, `/blocks/${matched.id}`)).status).to.equal(204);
      expectProblem(discoveryRoutes.getProfile, await api.get(matched, `/${g.id}`), 'profile_not_found');
      expect((await photo(matched)).status).to.equal(404);
      expect(
        contract(connectionRoutes.listMatches, await api.get(matched, '/matches')).body.items
      ).to.deep.equal([]);
    });
  });

  describe('reports', () => {
    it('acknowledges at once with a ticket number, one open report per profile, for moderation', async () => {
      const b = await bride();
      const g = grooms[31]!;
      const receipt = contract(
        connectionRoutes.report,
        await api.post(b, '/reports', {
          profileId: g.id,
          reason: 'asked-for-money',
          details: 'Asked for a loan on the first call.'
        })
      );
      expect(receipt.status).to.equal(201);
      expect(receipt.body.ticketNumber).to.match(/^R\d{7}$/);
      expect(
        new Date(receipt.body.resolveBy).getTime() - new Date(receipt.body.acknowledgedAt).getTime()
      ).to.equal(15 * DAY_MS);
      const again = expectProblem(
        connectionRoutes.report,
        await api.post(b, '/reports', { profileId: g.id, reason: 'fake-profile' }),
        'report_already_open'
      );
      expect(again.detail).to.include(receipt.body.ticketNumber);
      const report = await stack.stores.reports.model
        .findOne({ ticketNumber: receipt.body.ticketNumber })
        .lean();
      expect(report!.pendingEvents.map((event) => event.subject)).to.deep.equal(['profile.report.filed']);
      expect(report!.pendingEvents[0]!.data).to.deep.include({
        reporterUserId: b.userId,
        reportedUserId: g.userId,
        reason: 'asked-for-money'
      });

      expectProblem(
        connectionRoutes.report,
        await api.post(b, '/reports', { profileId: grooms[0]!.id, reason: 'other', details: 'bad' }),
        'report_details_required'
      );
      expect((await api.post(b, '/reports', { profileId: grooms[0]!.id, reason: 'spam' })).status).to.equal(
        400
      );
      expectProblem(
        connectionRoutes.report,
        await api.post(b, '/reports', { profileId: b.id, reason: 'fake-profile' }),
        'profile_not_found'
      );
    });
  });
});
