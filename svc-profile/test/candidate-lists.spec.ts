// Candidate lists: each member's candidates ranked ahead of time, so best match and recommendations rank the whole
// eligible set, kept in step by the job's feeds; through the HTTP API on a real (embedded) MongoDB.
import { expect } from 'chai';
import { Types } from 'mongoose';
import request from 'supertest';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { expectContract } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { buildCandidateList, CANDIDATE_LIST_SIZE } from '../src/discovery/candidate-lists';
import { RECOMMENDATION_CANDIDATES } from '../src/discovery/build-recommendations';
import { MATCH_SORT_WINDOW } from '../src/discovery/search-profiles';
import { refreshCandidateLists } from '../src/jobs/candidate-lists';
import { type ProfileDoc } from '../src/store/profile-model';
import { approvedMember } from './support/members';
import { silentLogger, startProfileStack, type ProfileStack } from './support/stack';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('candidate lists', function () {
  let stack: ProfileStack;

  const member = (overrides: Record<string, unknown> = {}) => approvedMember(stack, 'cl', overrides);
  const groom = (overrides: Record<string, unknown> = {}) =>
    member({
      gender: 'male',
      lookingFor: 'female',
      dateOfBirth: '1993-02-10',
      height: '5 ft 10 in (177 cm)',
      ...overrides
    });

  /** `count` approved grooms written straight to the store: copies of `template` but Christian, Malayalam-speaking. */
  const weakerGrooms = async (template: ProfileDoc, count: number, lastActiveAt: Date) => {
    const docs = Array.from({ length: count }, (_, index) => {
      const { _id, memberNumber, userId, ...rest } = template;
      void _id;
      void memberNumber;
      return {
        ...rest,
        _id: new Types.ObjectId(),
        userId: `${userId}-copy-${index}`,
        memberNumber: `M8${String(index).padStart(6, '0')}`,
        religion: 'Christian',
        caste: null,
        motherTongue: 'Malayalam',
        lastActiveAt
      };
    });
    await stack.stores.profiles.model.collection.insertMany(docs as never[]);
    return docs.map((doc) => String(doc._id));
  };

  const search = async (userId: string, query: Record<string, string> = {}) =>
    expectContract(
      discoveryRoutes.search,
      await request(stack.app)
        .get(`${BASE_PATH}/search?${new URLSearchParams({ sort: 'match', ...query }).toString()}`)
        .set('Authorization', stack.bearer(userId))
        .expect(200)
    );

  /** Passes of the job until nothing is left to do. */
  const settle = async () => {
    for (let pass = 0; pass < 50; pass += 1) {
      const counts = await refreshCandidateLists(stack.stores, stack.clock.now, silentLogger);
      if (counts.built + counts.withdrawn === 0) return;
    }
    throw new Error('the candidate lists never settled');
  };
  const listOf = async (userId: string) =>
    (await stack.stores.candidateLists.find(userId))?.entries.map((entry) => entry.p.toHexString()) ?? [];

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await stack.stores.profiles.model.deleteMany({});
    await stack.stores.blocks.model.deleteMany({});
    await stack.stores.candidateLists.model.deleteMany({});
    await stack.stores.candidateFeeds.model.deleteMany({});
  });

  it('ranks the whole eligible set: the best match first even when older than the window; no list yet, the window', async () => {
    const bride = await member();
    const best = await groom();
    const template = (await stack.stores.profiles.model.findById(best.id).lean<ProfileDoc>())!;
    const recent = new Date(stack.clock.now.getTime() - DAY_MS);
    await weakerGrooms(template, MATCH_SORT_WINDOW + 20, recent);
    await stack.stores.profiles.model.updateOne(
      { _id: best.id },
      { $set: { lastActiveAt: new Date(stack.clock.now.getTime() - 60 * DAY_MS) } }
    );
    expect(MATCH_SORT_WINDOW + 20).to.be.below(CANDIDATE_LIST_SIZE);

    // No list yet: today's window of the most recently active, which leaves the best match out.
    const before = await search(bride.userId);
    expect(before.items).to.have.length(20);
    expect(before.items.map((card) => card.id)).to.not.include(best.id);

    await buildCandidateList(stack.stores, bride.userId, stack.clock.now);
    const first = await search(bride.userId);
    expect(first.items[0]!.id).to.equal(best.id);
    // Paging through the list gives every listed candidate once.
    const seen = new Set<string>();
    let page = first;
    for (;;) {
      for (const card of page.items) {
        expect(seen.has(card.id), card.id).to.equal(false);
        seen.add(card.id);
      }
      if (!page.nextCursor) break;
      page = await search(bride.userId, { cursor: page.nextCursor });
    }
    expect(seen.size).to.equal(MATCH_SORT_WINDOW + 21);
  });

  it('recommends from the list (the best match though older than the window), from the window without one', async () => {
    const bride = await member();
    const best = await groom();
    const template = (await stack.stores.profiles.model.findById(best.id).lean<ProfileDoc>())!;
    await weakerGrooms(template, RECOMMENDATION_CANDIDATES + 20, stack.clock.now);
    await stack.stores.profiles.model.updateOne(
      { _id: best.id },
      { $set: { lastActiveAt: new Date(stack.clock.now.getTime() - 60 * DAY_MS) } }
    );
    const recommendations = async () => {
      await stack.stores.recommendations.eraseOf(bride.userId);
      return expectContract(
        discoveryRoutes.getRecommendations,
        await request(stack.app)
          .get(`${BASE_PATH}/recommendations`)
          .set('Authorization', stack.bearer(bride.userId))
          .expect(200)
      ).items.map((card) => card.id);
    };
    const without = await recommendations();
    expect(without).to.have.length(20);
    expect(without).to.not.include(best.id);

    await buildCandidateList(stack.stores, bride.userId, stack.clock.now);
    const withList = await recommendations();
    expect(withList).to.have.length(20);
    expect(withList[0]).to.equal(best.id);
  });

  it('never shows a blocked, hidden or suspended candidate, though the list still holds them', async () => {
    const bride = await member();
    const visible = await groom();
    const hidden = await groom();
    const suspended = await groom();
    const blocked = await groom();
    await buildCandidateList(stack.stores, bride.userId, stack.clock.now);
    expect(await listOf(bride.userId)).to.have.members([visible.id, hidden.id, suspended.id, blocked.id]);

    await stack.stores.profiles.model.updateOne({ userId: hidden.userId }, { $set: { hidden: true } });
    await stack.stores.profiles.model.updateOne(
      { userId: suspended.userId },
      { $set: { moderationStatus: 'suspended' } }
    );
    await stack.stores.blocks.model.create({
      _id: `${blocked.userId}:${bride.userId}`,
      blockerId: blocked.userId,
      blockedId: bride.userId,
      createdAt: new Date()
    });
    const { items } = await search(bride.userId);
    expect(items.map((card) => card.id)).to.deep.equal([visible.id]);

    // The job takes the hidden and suspended ones out of the list too.
    await settle();
    expect(await listOf(bride.userId)).to.have.members([visible.id, blocked.id]);
  });

  it('applies explore filters to best match read from the list', async () => {
    const bride = await member();
    const hindu = await groom();
    const template = (await stack.stores.profiles.model.findById(hindu.id).lean<ProfileDoc>())!;
    const christians = await weakerGrooms(template, 5, stack.clock.now);
    await buildCandidateList(stack.stores, bride.userId, stack.clock.now);
    expect((await search(bride.userId)).items[0]!.id).to.equal(hindu.id);

    const { items } = await search(bride.userId, { religion: 'Christian', limit: '2' });
    expect(items).to.have.length(2);
    for (const card of items) expect(christians).to.include(card.id);
  });

  /** `count` copies of `template` written straight to the store, active at `lastActiveAt`, with `changes`. */
  let copiesMade = 0;
  const copies = async (template: ProfileDoc, count: number, changes: Record<string, unknown>) => {
    const { _id, memberNumber, userId, ...rest } = template;
    void _id;
    void memberNumber;
    const docs = Array.from({ length: count }, () => {
      copiesMade += 1;
      return {
        ...rest,
        ...changes,
        _id: new Types.ObjectId(),
        userId: `${userId}-same-${copiesMade}`,
        memberNumber: `M7${String(copiesMade).padStart(6, '0')}`
      };
    });
    await stack.stores.profiles.model.collection.insertMany(docs as never[]);
    return docs.map((doc) => String(doc._id));
  };

  const everyPage = async (userId: string, query: Record<string, string> = {}) => {
    const pages = [await search(userId, query)];
    while (pages[pages.length - 1]!.nextCursor)
      pages.push(await search(userId, { ...query, cursor: pages[pages.length - 1]!.nextCursor! }));
    return pages;
  };

  it('fills every page when explore’s filter drops the list’s first slices, cards whole', async () => {
    const bride = await member();
    const hindu = await groom();
    const template = (await stack.stores.profiles.model.findById(hindu.id).lean<ProfileDoc>())!;
    await copies(template, 80, { lastActiveAt: stack.clock.now });
    const christians = await weakerGrooms(template, 25, stack.clock.now);
    await buildCandidateList(stack.stores, bride.userId, stack.clock.now);
    const list = await listOf(bride.userId);
    expect(list).to.have.length(106);
    expect(list.slice(81)).to.have.members(christians);

    const pages = await everyPage(bride.userId, { religion: 'Christian' });
    expect(pages.map((page) => page.items.length)).to.deep.equal([20, 5]);
    const cards = pages.flatMap((page) => page.items);
    expect(cards.map((card) => card.id)).to.have.members(christians);
    for (const card of cards) {
      expect(card.displayName).to.match(/^Member\d+/);
      expect(card.religion).to.equal('Christian');
    }
  });

  it('fills every page past candidates hidden since the list was built, nextCursor null only at the end', async () => {
    const bride = await member();
    const first = await groom();
    const template = (await stack.stores.profiles.model.findById(first.id).lean<ProfileDoc>())!;
    await copies(template, 39, { lastActiveAt: stack.clock.now });
    await buildCandidateList(stack.stores, bride.userId, stack.clock.now);
    const list = await listOf(bride.userId);
    expect(list).to.have.length(40);
    const hidden = list.slice(2, 14);
    await stack.stores.profiles.model.updateMany(
      { _id: { $in: hidden.map((id) => new Types.ObjectId(id)) } },
      { $set: { hidden: true } }
    );

    const pages = await everyPage(bride.userId);
    expect(pages.map((page) => page.items.length)).to.deep.equal([20, 8]);
    const seen = pages.flatMap((page) => page.items.map((card) => card.id));
    expect(seen).to.deep.equal(list.filter((id) => !hidden.includes(id)));
  });

  it('rebuilds a member’s list when their stated preferences change', async () => {
    const bride = await member();
    const hindu = await groom();
    const template = (await stack.stores.profiles.model.findById(hindu.id).lean<ProfileDoc>())!;
    const [christian] = await weakerGrooms(template, 1, stack.clock.now);
    await settle();
    expect(await listOf(bride.userId)).to.deep.equal([hindu.id, christian]);

    const own = await request(stack.app)
      .get(`${BASE_PATH}/me/preferences`)
      .set('Authorization', stack.bearer(bride.userId))
      .expect(200);
    const prefs = (own.body as { preferences: Record<string, unknown> }).preferences;
    await request(stack.app)
      .put(`${BASE_PATH}/me/preferences`)
      .set('Authorization', stack.bearer(bride.userId))
      .send({
        ...prefs,
        religions: { values: ['Christian'], must: true },
        castes: { values: [], must: false },
        motherTongues: { values: ['Malayalam'], must: true }
      })
      .expect(200);
    await settle();
    const list = (await stack.stores.candidateLists.find(bride.userId))!;
    expect(list.entries.map((entry) => entry.p.toHexString())).to.deep.equal([christian, hindu.id]);
    expect(list.entries.map((entry) => entry.m)).to.deep.equal([true, false]);
  });

  it('scores the window while the list predates the member’s saved preferences', async () => {
    const bride = await member();
    const hindu = await groom();
    const template = (await stack.stores.profiles.model.findById(hindu.id).lean<ProfileDoc>())!;
    const [christian] = await weakerGrooms(template, 1, stack.clock.now);
    await buildCandidateList(stack.stores, bride.userId, new Date(stack.clock.now.getTime() - DAY_MS));
    const own = await request(stack.app)
      .get(`${BASE_PATH}/me/preferences`)
      .set('Authorization', stack.bearer(bride.userId))
      .expect(200);
    await request(stack.app)
      .put(`${BASE_PATH}/me/preferences`)
      .set('Authorization', stack.bearer(bride.userId))
      .send({
        ...(own.body as { preferences: Record<string, unknown> }).preferences,
        religions: { values: ['Christian'], must: true },
        castes: { values: [], must: false },
        motherTongues: { values: ['Malayalam'], must: true }
      })
      .expect(200);
    // The stored list still ranks the Hindu groom first; the answer follows the saved preferences.
    expect(await listOf(bride.userId)).to.deep.equal([hindu.id, christian]);
    expect((await search(bride.userId)).items.map((card) => card.id)).to.deep.equal([christian, hindu.id]);
  });

  it('a list built before the directory filled (written as the seed writes it) still pages to the window’s count, full pages', async () => {
    const bride = await member();
    const first = await groom();
    const second = await groom();
    await settle();
    expect(await listOf(bride.userId)).to.have.members([first.id, second.id]);

    // The demo seed inserts members straight into the collection, updated long ago: the job's feed never sees them.
    const template = (await stack.stores.profiles.model.findById(first.id).lean<ProfileDoc>())!;
    const joined = new Date(stack.clock.now.getTime() - 30 * DAY_MS);
    const seeded = await weakerGrooms(
      { ...template, createdAt: joined, updatedAt: joined },
      45,
      new Date(stack.clock.now.getTime() - DAY_MS)
    );
    await settle();
    expect(await listOf(bride.userId)).to.have.length(2);

    const pages = [await search(bride.userId)];
    while (pages[pages.length - 1]!.nextCursor)
      pages.push(await search(bride.userId, { cursor: pages[pages.length - 1]!.nextCursor! }));
    expect(pages.map((page) => page.items.length)).to.deep.equal([20, 20, 7]);
    const seen = pages.flatMap((page) => page.items.map((card) => card.id));
    expect(new Set(seen).size).to.equal(seen.length);
    expect(seen).to.have.members([first.id, second.id, ...seeded]);

    // Filtered to the seeded members alone (whom the list lacks): the window's answer, not an empty page.
    const christian = await search(bride.userId, { religion: 'Christian' });
    expect(christian.items).to.have.length(20);
    expect(christian.nextCursor).to.be.a('string');

    // Today's recommendations, too, are the window's full 20, not the list's 2.
    const recommended = expectContract(
      discoveryRoutes.getRecommendations,
      await request(stack.app)
        .get(`${BASE_PATH}/recommendations`)
        .set('Authorization', stack.bearer(bride.userId))
        .expect(200)
    );
    expect(recommended.items).to.have.length(20);
    expect(await listOf(bride.userId)).to.have.length(2);

    // Having found the list behind, the read asks the job to rebuild it.
    await settle();
    expect(await listOf(bride.userId)).to.have.members([first.id, second.id, ...seeded]);
  });

  it('puts a newly approved profile into the lists of members on the other side', async () => {
    const bride = await member();
    const otherBride = await member();
    const first = await groom();
    await settle();
    expect(await listOf(bride.userId)).to.deep.equal([first.id]);

    await stack.stores.profiles.model.updateMany({}, { $set: { lastActiveAt: stack.clock.now } });
    const newcomer = await groom();
    await settle();
    expect(await listOf(bride.userId)).to.have.members([first.id, newcomer.id]);
    expect(await listOf(otherBride.userId)).to.have.members([first.id, newcomer.id]);
    expect(await listOf(newcomer.userId)).to.have.members([bride.id, otherBride.id]);

    // Signed up days ago, approved only now (moderation took its time): placed as well.
    const waited = await groom();
    await stack.stores.profiles.model.collection.updateOne(
      { userId: waited.userId },
      { $set: { moderationStatus: 'pending', createdAt: new Date(stack.clock.now.getTime() - 3 * DAY_MS) } }
    );
    await settle();
    expect(await listOf(bride.userId)).to.not.include(waited.id);
    await stack.stores.profiles.model.updateOne(
      { userId: waited.userId },
      { $set: { moderationStatus: 'approved' } }
    );
    await settle();
    expect(await listOf(bride.userId)).to.include(waited.id);
  });
});
