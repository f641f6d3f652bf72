// Discovery: partner preferences, explore/search, the profile page and daily recommendations, through
// the HTTP API on a real (embedded) MongoDB; every answer parsed by its contract.
import { expect } from 'chai';
import request from 'supertest';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { photoPrivacyRoutes } from '@matrimony/contracts/http/profile/photo-privacy';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { validProfileBody } from './support/fixtures';
import { uploadPhotos } from './support/members';
import { silentLogger, startProfileStack, type ProfileStack } from './support/stack';
import { buildMissingRecommendations } from '../src/jobs/build-recommendations';

type Card = { id: string; memberNumber: string; displayName: string };

describe('discovery', function () {
  let stack: ProfileStack;
  let seq = 0;

  /** A member with a profile (the sample bride, changed by `overrides`), approved unless told otherwise. */
  const member = async (
    overrides: Record<string, unknown> = {},
    options: { approved?: boolean; fullName?: string } = {}
  ) => {
    seq += 1;
    const userId = `d-${seq}-${Date.now()}`;
    await stack.registerIdentity(userId, options.fullName ?? `Member${seq} Surname${seq}`);
    const res = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send({ ...validProfileBody(), ...overrides })
      .expect(201);
    if (options.approved ?? true)
      await stack.stores.profiles.model.updateOne({ userId }, { $set: { moderationStatus: 'approved' } });
    const doc = (await stack.stores.profiles.findByUserId(userId))!;
    return {
      userId,
      id: String(doc._id),
      memberNumber: doc.memberNumber!,
      profileBody: res.body as Record<string, unknown>
    };
  };
  const groom = (overrides: Record<string, unknown> = {}, options = {}) =>
    member(
      {
        gender: 'male',
        lookingFor: 'female',
        dateOfBirth: '1993-02-10',
        height: '5 ft 10 in (177 cm)',
        ...overrides
      },
      options
    );
  const get = (userId: string, path: string) =>
    request(stack.app).get(`${BASE_PATH}${path}`).set('Authorization', stack.bearer(userId));
  const search = async (userId: string, query: Record<string, string | string[]> = {}) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
    return expectContract(
      discoveryRoutes.search,
      await get(userId, `/search?${params.toString()}`).expect(200)
    );
  };
  const idsOf = (cards: readonly Card[]) => cards.map((card) => card.id);

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    // Each test starts from an empty directory of members.
    await stack.stores.profiles.model.deleteMany({});
    await stack.stores.blocks.model.deleteMany({});
  });

  it('gives every profile a unique member number M + 7 digits', async () => {
    const a = await member();
    const b = await groom();
    expect(a.memberNumber).to.match(/^M\d{7}$/);
    expect(b.memberNumber).to.match(/^M\d{7}$/);
    expect(a.memberNumber).to.not.equal(b.memberNumber);
  });

  it('shows a bride only the grooms looking for a bride that are approved, visible and not blocked either way', async () => {
    const bride = await member();
    const visible = await groom();
    const pending = await groom({}, { approved: false });
    const hidden = await groom();
    await stack.stores.profiles.model.updateOne({ userId: hidden.userId }, { $set: { hidden: true } });
    const blockedByHer = await groom();
    const blockedHer = await groom();
    await stack.stores.blocks.model.create({
      _id: `${bride.userId}:${blockedByHer.userId}`,
      blockerId: bride.userId,
      blockedId: blockedByHer.userId,
      createdAt: new Date()
    });
    await stack.stores.blocks.model.create({
      _id: `${blockedHer.userId}:${bride.userId}`,
      blockerId: blockedHer.userId,
      blockedId: bride.userId,
      createdAt: new Date()
    });
    const wantsGroom = await member({ gender: 'male', lookingFor: 'male' });
    const otherBride = await member();

    for (const sort of ['match', 'newest', 'active']) {
      const { items } = await search(bride.userId, { sort });
      expect(idsOf(items), sort).to.deep.equal([visible.id]);
    }
    for (const hiddenOne of [pending, hidden, blockedByHer, blockedHer, wantsGroom, otherBride]) {
      const res = await get(bride.userId, `/${hiddenOne.id}`).expect(404);
      expectProblem(discoveryRoutes.getProfile, res, 'profile_not_found');
    }
  });

  it('applies each filter', async () => {
    const bride = await member();
    const base = await groom();
    const cases: [Record<string, unknown>, Record<string, string | string[]>][] = [
      [{ dateOfBirth: '1985-01-01' }, { ageMin: '38', ageMax: '45' }],
      [{ height: '6 ft 2 in (187 cm)' }, { heightMin: '185' }],
      [{ maritalStatus: 'divorced' }, { maritalStatus: 'divorced' }],
      [{ religion: 'Christian', caste: 'Roman Catholic' }, { religion: 'Christian' }],
      [{ caste: 'Brahmin - Iyengar' }, { caste: ['Brahmin - Iyengar', 'Nadar'] }],
      [{ motherTongue: 'Telugu' }, { motherTongue: 'Telugu' }],
      [{ state: 'Karnataka', district: 'Mysuru' }, { state: 'Karnataka' }],
      [{ district: 'Madurai' }, { district: 'Madurai' }],
      [{ education: 'MBA / PGDM' }, { education: 'MBA / PGDM' }],
      [{ occupation: 'Doctor' }, { occupation: 'Doctor' }],
      [{ annualIncome: 'Above ₹1 Crore' }, { minIncome: '₹50 Lakhs-1 Crore' }],
      [{ rasi: 'Simha', star: 'Magha' }, { rasi: 'Simha' }],
      [{ rasi: 'Simha', star: 'Magha' }, { star: 'Magha' }],
      [{ dosham: 'Yes' }, { dosham: 'Yes' }]
    ];
    for (const [overrides, query] of cases) {
      const special = await groom(overrides);
      const { items } = await search(bride.userId, query);
      expect(idsOf(items), JSON.stringify(query)).to.include(special.id);
      expect(idsOf(items), JSON.stringify(query)).to.not.include(base.id);
      await stack.stores.profiles.model.deleteOne({ userId: special.userId });
    }
    const { items } = await search(bride.userId, { memberNumber: base.memberNumber.toLowerCase() });
    expect(idsOf(items)).to.deep.equal([base.id]);
  });

  it('"with photo" keeps the members who have one, as photos are added and removed, and for profiles stored before the count', async () => {
    const bride = await member();
    const without = await groom();
    const withPhotos = await groom();
    const approve = () =>
      stack.stores.profiles.model.updateOne(
        { userId: withPhotos.userId },
        { $set: { moderationStatus: 'approved' } }
      );
    const uploaded = await uploadPhotos(stack, withPhotos.userId, 2);
    await approve();
    expect(idsOf((await search(bride.userId, { withPhoto: 'true' })).items)).to.deep.equal([withPhotos.id]);
    expect(idsOf((await search(bride.userId, { sort: 'newest' })).items)).to.have.members([
      without.id,
      withPhotos.id
    ]);

    await request(stack.app)
      .delete(`${BASE_PATH}/me/photos/${uploaded.photos[0]!.id}`)
      .set('Authorization', stack.bearer(withPhotos.userId))
      .expect(200);
    await approve();
    expect((await stack.stores.profiles.findByUserId(withPhotos.userId))!.photoCount).to.equal(1);
    expect(idsOf((await search(bride.userId, { withPhoto: 'true' })).items)).to.deep.equal([withPhotos.id]);

    // Stored before photoCount existed: the start-up backfill counts the photos.
    await stack.stores.profiles.model.collection.updateMany({}, { $unset: { photoCount: '' } });
    await stack.stores.profiles.backfill();
    expect((await stack.stores.profiles.findByUserId(withPhotos.userId))!.photoCount).to.equal(1);
    expect((await stack.stores.profiles.findByUserId(without.userId))!.photoCount).to.equal(0);
    expect(idsOf((await search(bride.userId, { withPhoto: 'true' })).items)).to.deep.equal([withPhotos.id]);
  });

  it('pages by cursor without duplicates or gaps while members join', async () => {
    const bride = await member();
    const grooms = [];
    for (let i = 0; i < 7; i += 1) grooms.push(await groom());
    for (const sort of ['newest', 'active', 'match']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await search(bride.userId, { sort, limit: '3', ...(cursor ? { cursor } : {}) });
        seen.push(...idsOf(page.items));
        cursor = page.nextCursor;
        pages += 1;
        // Someone joins between the first and second page.
        if (pages === 1 && sort === 'newest') grooms.push(await groom());
      } while (cursor);
      expect(new Set(seen).size, sort).to.equal(seen.length);
      for (const existing of grooms.slice(0, 7)) expect(seen, sort).to.include(existing.id);
    }
    const bad = await get(bride.userId, '/search?sort=newest&cursor=not-a-cursor').expect(400);
    expectProblem(discoveryRoutes.search, bad, 'invalid_cursor');
  });

  it('never shows a member’s mobile, e-mail, company, date of birth or full last name to another member', async () => {
    const bride = await member({ companyName: 'Secret Corp Pvt Ltd' });
    const other = await groom(
      { companyName: 'Hidden Works Ltd', dateOfBirth: '1991-07-23' },
      { fullName: 'Arjun Venkataraman' }
    );
    const doc = (await stack.stores.profiles.findByUserId(other.userId))!;
    const answers = [
      (await get(bride.userId, '/search').expect(200)).text,
      (await get(bride.userId, `/${other.id}`).expect(200)).text,
      (await get(bride.userId, '/recommendations').expect(200)).text
    ];
    for (const text of answers) {
      for (const secret of [doc.mobile!, doc.email!, 'Hidden Works Ltd', '1991-07-23', 'Venkataraman'])
        expect(text).to.not.contain(secret);
    }
    const page = expectContract(discoveryRoutes.getProfile, await get(bride.userId, `/${other.id}`));
    expect(page.profile.displayName).to.equal('Arjun V.');
    expect(page.profile.horoscope, 'rasi and star are for premium viewers').to.equal(null);
  });

  it('shows the profile page with the match and records one view per viewer per day, never one’s own', async () => {
    const bride = await member();
    const other = await groom();
    const first = expectContract(
      discoveryRoutes.getProfile,
      await get(bride.userId, `/${other.id}`).expect(200)
    );
    expect(first.relation.isOwn).to.equal(false);
    // A Tamil viewer reads the South tradition: the Porutham count beside the preferences (both gave their stars).
    const { match } = first.profile;
    expect(match.otherGender).to.equal('male');
    expect(match.youMeetTheirs.met).to.be.within(0, match.youMeetTheirs.total);
    expect(match.theyMeetYours.total).to.be.above(0);
    expect(match.poruthams).to.include({ of: 10 });
    await get(bride.userId, `/${other.id}`).expect(200);
    await get(bride.userId, `/${bride.id}`).expect(200);
    expect(await stack.stores.profileViews.countFor(other.userId, new Date(0))).to.equal(1);
    expect(await stack.stores.profileViews.countFor(bride.userId, new Date(0))).to.equal(0);
    stack.clock.now = new Date(stack.clock.now.getTime() + 24 * 60 * 60 * 1000);
    await get(bride.userId, `/${other.id}`).expect(200);
    expect(await stack.stores.profileViews.countFor(other.userId, new Date(0))).to.equal(2);
  });

  it('names on the profile page how a near miss falls short, beside the items met', async () => {
    const bride = await member();
    const older = await groom({ dateOfBirth: '1988-06-01' });
    const prefs = expectContract(
      discoveryRoutes.getPreferences,
      await get(bride.userId, '/me/preferences')
    ).preferences;
    const page = expectContract(discoveryRoutes.getProfile, await get(bride.userId, `/${older.id}`));
    const above = page.profile.age - prefs.age.max;
    expect(above).to.be.within(2, 9);
    const age = page.profile.fitsYou.find((item) => item.item === 'age')!;
    expect(age).to.deep.include({
      met: false,
      guessed: true,
      nearMiss: { kind: 'outsideRange', by: above, unit: 'years', direction: 'above' }
    });
    expect(age.wanted).to.deep.equal({
      kind: 'range',
      min: prefs.age.min,
      max: prefs.age.max,
      unit: 'years'
    });
    const religion = page.profile.fitsYou.find((item) => item.item === 'religions')!;
    expect(religion).to.deep.include({ met: true, nearMiss: null });
    expect(page.profile.match.score).to.be.within(1, 99);
  });

  it('starts preferences from defaults and replaces them; a bad one is refused field by field', async () => {
    const bride = await member();
    const start = expectContract(
      discoveryRoutes.getPreferences,
      await get(bride.userId, '/me/preferences').expect(200)
    );
    expect(start.updatedAt).to.equal(null);
    expect(start.preferences.religions.values).to.deep.equal(['Hindu']);
    expect(start.preferences.motherTongues.values).to.deep.equal(['Tamil']);
    expect(start.preferences.age.min).to.be.greaterThan(25);
    const next = { ...start.preferences, states: { values: ['Karnataka'], must: true } };
    const saved = expectContract(
      discoveryRoutes.putPreferences,
      await request(stack.app)
        .put(`${BASE_PATH}/me/preferences`)
        .set('Authorization', stack.bearer(bride.userId))
        .send(next)
        .expect(200)
    );
    // Saving the form confirms every item the member saved.
    expect(saved.preferences.states).to.deep.equal({ values: ['Karnataka'], must: true, guessed: false });
    expect(saved.preferences.religions.guessed).to.equal(false);
    expect(saved.updatedAt).to.be.a('string');
    const bad = await request(stack.app)
      .put(`${BASE_PATH}/me/preferences`)
      .set('Authorization', stack.bearer(bride.userId))
      .send({
        ...next,
        age: { min: 40, max: 30, must: false },
        states: { values: ['Atlantis'], must: false }
      })
      .expect(400);
    const problem = expectProblem(discoveryRoutes.putPreferences, bad, 'validation_failed');
    expect(Object.keys(problem.errors ?? {}).join(' '))
      .to.match(/age/)
      .and.to.match(/states/);
  });

  it('guesses every item at registration and asks to confirm them until the member does, in one step', async () => {
    const bride = await member();
    const start = expectContract(
      discoveryRoutes.getPreferences,
      await get(bride.userId, '/me/preferences').expect(200)
    ).preferences;
    expect(start.states).to.deep.include({ values: ['Tamil Nadu'], guessed: true });
    expect(start.maritalStatuses).to.deep.include({ values: ['never_married'], guessed: true });
    expect(start.educationLevels.values.length).to.be.greaterThan(0);
    expect(start.height.guessed).to.equal(true);
    const before = expectContract(
      discoveryRoutes.getRecommendations,
      await get(bride.userId, '/recommendations').expect(200)
    );
    expect(before.preferencesGuessed).to.equal(true);
    const confirmed = expectContract(
      discoveryRoutes.confirmPreferences,
      await request(stack.app)
        .post(`${BASE_PATH}/me/preferences/confirm`)
        .set('Authorization', stack.bearer(bride.userId))
        .expect(200)
    );
    expect(confirmed.updatedAt).to.be.a('string');
    expect(confirmed.preferences.states).to.deep.equal({ ...start.states, guessed: false });
    expect(confirmed.preferences.age).to.deep.equal({ ...start.age, guessed: false });
    const after = expectContract(
      discoveryRoutes.getRecommendations,
      await get(bride.userId, '/recommendations').expect(200)
    );
    expect(after.preferencesGuessed).to.equal(false);
  });

  it('recommends only profiles meeting the "must" preferences, best first, and never a skipped one again', async () => {
    const bride = await member();
    const karnataka = await groom({ state: 'Karnataka', district: 'Mysuru' });
    const tamilNadu = await groom();
    const prefs = expectContract(
      discoveryRoutes.getPreferences,
      await get(bride.userId, '/me/preferences')
    ).preferences;
    await request(stack.app)
      .put(`${BASE_PATH}/me/preferences`)
      .set('Authorization', stack.bearer(bride.userId))
      .send({ ...prefs, states: { values: ['Karnataka'], must: true } })
      .expect(200);
    const first = expectContract(
      discoveryRoutes.getRecommendations,
      await get(bride.userId, '/recommendations').expect(200)
    );
    expect(idsOf(first.items)).to.deep.equal([karnataka.id]);
    expect(idsOf(first.items)).to.not.include(tamilNadu.id);
    expect(first.preferencesAreDefaults).to.equal(false);
    await request(stack.app)
      .post(`${BASE_PATH}/recommendations/${karnataka.id}/skip`)
      .set('Authorization', stack.bearer(bride.userId))
      .expect(204);
    const after = expectContract(
      discoveryRoutes.getRecommendations,
      await get(bride.userId, '/recommendations').expect(200)
    );
    expect(idsOf(after.items)).to.deep.equal([]);
    stack.clock.now = new Date(stack.clock.now.getTime() + 24 * 60 * 60 * 1000);
    const nextDay = expectContract(
      discoveryRoutes.getRecommendations,
      await get(bride.userId, '/recommendations').expect(200)
    );
    expect(idsOf(nextDay.items)).to.not.include(karnataka.id);
  });

  it('keeps photos for connections when the owner says so: a placeholder on cards, no photo to fetch', async () => {
    const bride = await member();
    const other = await groom();
    const uploaded = await uploadPhotos(stack, other.userId, 1);
    await stack.stores.profiles.model.updateOne(
      { userId: other.userId },
      { $set: { moderationStatus: 'approved' } }
    );
    const before = (await search(bride.userId)).items.find((card) => card.id === other.id)!;
    expect(before.photoUrl).to.be.a('string');
    const set = await request(stack.app)
      .put(`${BASE_PATH}/me/photo-privacy`)
      .set('Authorization', stack.bearer(other.userId))
      .send({ photoPrivacy: 'connections' })
      .expect(200);
    expect(expectContract(photoPrivacyRoutes.setPhotoPrivacy, set)).to.deep.equal({
      photoPrivacy: 'connections'
    });
    const card = (await search(bride.userId)).items.find((c) => c.id === other.id)!;
    expect(card).to.include({ photoUrl: null, photoHidden: true });
    const page = expectContract(
      discoveryRoutes.getProfile,
      await get(bride.userId, `/${other.id}`).expect(200)
    );
    expect(page.profile.photos).to.deep.equal([]);
    await get(bride.userId, `/photos/${uploaded.photos[0]!.id}/card`).expect(404);
    await get(other.userId, `/photos/${uploaded.photos[0]!.id}/card`).expect(200);
    await request(stack.app)
      .put(`${BASE_PATH}/me/photo-privacy`)
      .set('Authorization', stack.bearer(other.userId))
      .send({ photoPrivacy: 'friends' })
      .expect(400);
  });

  it('builds today’s list ahead for every recently active member who has none, once', async () => {
    const bride = await member();
    const other = await groom();
    const longGone = await groom();
    await stack.stores.profiles.model.updateOne(
      { userId: longGone.userId },
      { $set: { lastActiveAt: new Date(stack.clock.now.getTime() - 30 * 86_400_000) } }
    );
    const built = await buildMissingRecommendations(stack.stores, stack.clock.now, silentLogger);
    expect(built).to.equal(2);
    const day = new Date(stack.clock.now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    expect(await stack.stores.recommendations.today(bride.userId, day)).to.include(other.id);
    expect(await stack.stores.recommendations.today(longGone.userId, day)).to.equal(null);
    expect(await buildMissingRecommendations(stack.stores, stack.clock.now, silentLogger)).to.equal(0);
  });

  it('answers 404 for a path that is not a profile id, such as /readyz (never a 400 about an id)', async () => {
    const bride = await member();
    for (const path of ['/readyz', '/metrics', '/not-a-profile', '/readyz/contact']) {
      const res = await get(bride.userId, path).expect(404);
      expect(res.body.code, path).to.equal('not_found');
    }
  });

  it('asks a member without a profile to finish registration first', async () => {
    const res = await get('nobody-here', '/search').expect(404);
    expectProblem(discoveryRoutes.search, res, 'profile_missing');
  });
});
