import { expect } from 'chai';
import request from 'supertest';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { horoscopeMatchRoutes, type HoroscopeMatch } from '@matrimony/contracts/http/profile/horoscope-match';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { validProfileBody } from './support/fixtures';
import { approvedMember } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

const route = horoscopeMatchRoutes.getHoroscopeMatch;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Member {
  userId: string;
  id: string;
}

describe('horoscope match (GET /:profileId/horoscope-match)', function () {
  let stack: ProfileStack;
  const secrets: string[] = [];

  const member = async (overrides: Record<string, unknown>): Promise<Member> => {
    const made = await approvedMember(stack, 'h', overrides);
    secrets.push(made.mobile, made.email);
    return made;
  };
  const bride = (star: string, rasi: string) => member({ star, rasi, starPada: null });
  const groom = (star: string, rasi: string) =>
    member({
      star,
      rasi,
      starPada: null,
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
  const match = async (viewer: Member, other: Member): Promise<HoroscopeMatch> => {
    const res = await request(stack.app)
      .get(`${BASE_PATH}/${other.id}/horoscope-match`)
      .set('Authorization', stack.bearer(viewer.userId));
    const text = JSON.stringify(res.body);
    for (const secret of secrets) expect(text).to.not.include(secret);
    return expectContract(route, res);
  };

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });

  it('gives a premium member the whole breakdown, with the other member’s horoscope, roles by gender', async () => {
    const b = await bride('Bharani', 'Mesha');
    const g = await groom('Ashwini', 'Mesha');
    await premium(b.userId);
    const seen = await match(b, g);
    expect(seen.availability).to.equal('full');
    if (seen.availability !== 'full') return;
    expect(seen).to.deep.include({
      total: 33,
      max: 36,
      viewerRole: 'bride',
      band: { id: 'excellent' }
    });
    expect(seen.kootas.map((k) => [k.id, k.points, k.groom, k.bride])).to.deep.equal([
      ['varna', 1, 'Kshatriya', 'Kshatriya'],
      ['vashya', 2, 'Chatushpada', 'Chatushpada'],
      ['tara', 3, 'Ashwini', 'Bharani'],
      ['yoni', 2, 'Horse', 'Elephant'],
      ['grahaMaitri', 5, 'Mars', 'Mars'],
      ['gana', 5, 'Deva', 'Manushya'],
      ['bhakoot', 7, 'Mesha', 'Mesha'],
      ['nadi', 8, 'Adi', 'Madhya']
    ]);
    expect(seen.kootas.find((k) => k.id === 'yoni')!.line).to.deep.equal({
      code: 'yoniPair',
      values: { groom: 'Horse', bride: 'Elephant', relation: 'neutral' }
    });
    expect(seen.doshas).to.deep.equal([]);
    const porutham = (id: string) => seen.poruthams.items.find((item) => item.id === id);
    expect(porutham('mahendram')).to.deep.equal({
      id: 'mahendram',
      result: 'bad',
      reason: { code: 'mahendramBad', values: { count: 27 } },
      rule: 'mahendramCounts'
    });
    expect(porutham('rajju')).to.deep.equal({
      id: 'rajju',
      result: 'good',
      reason: { code: 'rajjuDiffer', values: { bride: 'Kati', groom: 'Pada' } },
      rule: 'rajjuFive'
    });
    expect(seen.poruthams.source).to.equal('jathakaporutham');
    expect(seen.other).to.deep.include({ rasi: 'Mesha', star: 'Ashwini', horoscopeImageUrl: null });
  });

  it('gives a free member the totals of both matches and the Premium offer, and nothing of the breakdowns or the horoscope', async () => {
    const b = await bride('Bharani', 'Mesha');
    const g = await groom('Ashwini', 'Mesha');
    const seen = await match(g, b);
    expect(seen).to.deep.equal({
      availability: 'total_only',
      tradition: 'south',
      total: 33,
      max: 36,
      band: { id: 'excellent' },
      poruthams: {
        goodCount: 5,
        max: 10,
        notRecommended: false,
        verdict: { id: 'weak' }
      },
      offer: { product: 'premium-month', priceInr: 499 }
    });
  });

  it('makes no score when either member chose "Don\'t know", or for one’s own profile', async () => {
    const knows = await bride('Rohini', 'Vrishabha');
    const unsure = await groom("Don't know", "Don't know");
    await premium(knows.userId);
    await premium(unsure.userId);
    expect(await match(knows, unsure)).to.deep.equal({
      availability: 'none',
      tradition: 'south',
      reason: 'other_unknown'
    });
    expect(await match(unsure, knows)).to.deep.equal({
      availability: 'none',
      tradition: 'south',
      reason: 'viewer_unknown'
    });
    expect(await match(knows, knows)).to.deep.equal({
      availability: 'none',
      tradition: 'south',
      reason: 'own_profile'
    });
  });

  it('makes no score with a star stored outside its rasi before the rule existed (the member is asked to fix it)', async () => {
    const b = await bride('Hasta', 'Kanya');
    const g = await groom('Rohini', 'Vrishabha');
    await premium(b.userId);
    await stack.stores.profiles.model.updateOne(
      { userId: g.userId },
      { $set: { star: 'Revati', rasi: 'Vrishabha' } }
    );
    expect(await match(b, g)).to.deep.equal({
      availability: 'none',
      tradition: 'south',
      reason: 'other_unknown'
    });
  });

  it('answers a blocked member, either way, like an unknown profile', async () => {
    const b = await bride('Hasta', 'Kanya');
    const g = await groom('Rohini', 'Vrishabha');
    await premium(b.userId);
    expect((await match(b, g)).availability).to.equal('full');
    await request(stack.app)
      .put(`${BASE_PATH}/blocks/${g.id}`)
      .set('Authorization', stack.bearer(b.userId))
      .expect(204);
    const blocker = await request(stack.app)
      .get(`${BASE_PATH}/${g.id}/horoscope-match`)
      .set('Authorization', stack.bearer(b.userId));
    expectProblem(route, blocker, 'profile_not_found');
    const blocked = await request(stack.app)
      .get(`${BASE_PATH}/${b.id}/horoscope-match`)
      .set('Authorization', stack.bearer(g.userId));
    expectProblem(route, blocked, 'profile_not_found');
  });

  it('lets a premium member filter explore to Guna 18 and over; refuses free members and members without a horoscope', async () => {
    const b = await bride('Bharani', 'Mesha');
    const good = await groom('Ashwini', 'Mesha'); // 33 with her
    const poor = await groom('Chitra', 'Kanya'); // 3.5 with her
    const search = (who: Member, extra = '') =>
      request(stack.app)
        .get(`${BASE_PATH}/search?gunaAtLeast18=true&sort=newest&limit=50${extra}`)
        .set('Authorization', stack.bearer(who.userId));
    expectProblem(discoveryRoutes.search, await search(b), 'premium_required');
    await premium(b.userId);
    const found = expectContract(discoveryRoutes.search, await search(b));
    const ids = found.items.map((card) => card.id);
    expect(ids).to.include(good.id).and.not.include(poor.id);
    for (const card of found.items) {
      const scored = await match(b, { userId: '', id: card.id });
      expect(scored.availability).to.equal('full');
      if (scored.availability === 'full') expect(scored.total).to.be.at.least(18);
    }
    const unfiltered = expectContract(
      discoveryRoutes.search,
      await request(stack.app)
        .get(`${BASE_PATH}/search?sort=newest&limit=50`)
        .set('Authorization', stack.bearer(b.userId))
    );
    expect(unfiltered.items.map((card) => card.id)).to.include(poor.id);

    const unsure = await bride("Don't know", 'Mesha');
    await premium(unsure.userId);
    expectProblem(discoveryRoutes.search, await search(unsure), 'horoscope_unknown');
  });

  it('refuses a star that cannot fall in the chosen rasi, with the catalog’s message, and accepts "Don\'t know" on one side', async () => {
    const userId = `h-bad-${Date.now()}`;
    await stack.registerIdentity(userId, 'Meena Iyer');
    const refused = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send({ ...validProfileBody(), star: 'Revati', rasi: 'Mesha', starPada: null })
      .expect(400);
    expect(refused.body.errors.star).to.equal(
      'This star does not fall in the chosen rasi. Please check both, or choose "Don\'t know"'
    );
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send({ ...validProfileBody(), star: 'Revati', rasi: "Don't know", starPada: null })
      .expect(201);
  });
});
