import { expect } from 'chai';
import request from 'supertest';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { horoscopeMatchRoutes, type HoroscopeMatch } from '@matrimony/contracts/http/profile/horoscope-match';
import { horoscopeTraditionRoutes } from '@matrimony/contracts/http/profile/horoscope-tradition';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { approvedMember } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Member {
  userId: string;
  id: string;
}

describe('horoscope traditions: both matches, the tradition read first, the Rajju filter', function () {
  let stack: ProfileStack;

  const member = (overrides: Record<string, unknown>): Promise<Member> =>
    approvedMember(stack, 't', overrides);
  const bride = (star: string, rasi: string, extra: Record<string, unknown> = {}) =>
    member({ star, rasi, starPada: null, ...extra });
  const groom = (star: string, rasi: string, extra: Record<string, unknown> = {}) =>
    member({
      star,
      rasi,
      starPada: null,
      gender: 'male',
      lookingFor: 'female',
      dateOfBirth: '1993-02-10',
      height: '5 ft 10 in (177 cm)',
      ...extra
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
  const match = async (viewer: Member, other: Member): Promise<HoroscopeMatch> =>
    expectContract(
      horoscopeMatchRoutes.getHoroscopeMatch,
      await request(stack.app)
        .get(`${BASE_PATH}/${other.id}/horoscope-match`)
        .set('Authorization', stack.bearer(viewer.userId))
    );
  const ownTradition = async (who: Member) =>
    expectContract(
      ownProfileRoutes.getOwnProfile,
      await request(stack.app).get(`${BASE_PATH}/me`).set('Authorization', stack.bearer(who.userId))
    ).horoscopeTradition;
  const choose = (who: Member, horoscopeTradition: string) =>
    request(stack.app)
      .put(`${BASE_PATH}/me/horoscope-tradition`)
      .set('Authorization', stack.bearer(who.userId))
      .send({ horoscopeTradition });

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });

  it('defaults the tradition from the mother tongue: South for Tamil, Telugu, Kannada and Malayalam, North otherwise', async () => {
    for (const motherTongue of ['Tamil', 'Telugu', 'Kannada', 'Malayalam'])
      expect(await ownTradition(await bride('Rohini', 'Vrishabha', { motherTongue }))).to.equal('south');
    for (const motherTongue of ['Hindi', 'Bengali', 'Marathi'])
      expect(await ownTradition(await bride('Rohini', 'Vrishabha', { motherTongue }))).to.equal('north');
  });

  it('lets a member change the tradition in settings; the choice outlives a change of mother tongue', async () => {
    const hindi = await groom('Ashwini', 'Mesha', { motherTongue: 'Hindi' });
    const b = await bride('Bharani', 'Mesha');
    expect((await match(hindi, b)).tradition).to.equal('north');
    const chosen = await choose(hindi, 'south');
    expect(expectContract(horoscopeTraditionRoutes.setHoroscopeTradition, chosen)).to.deep.equal({
      horoscopeTradition: 'south'
    });
    expect(await ownTradition(hindi)).to.equal('south');
    expect((await match(hindi, b)).tradition).to.equal('south');
    await request(stack.app)
      .patch(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer(hindi.userId))
      .send({ motherTongue: 'Gujarati' })
      .expect(200);
    expect(await ownTradition(hindi)).to.equal('south');
    expectProblem(
      horoscopeTraditionRoutes.setHoroscopeTradition,
      await choose(hindi, 'east'),
      'validation_failed'
    );
  });

  it('shows a premium member both breakdowns, the Poruthams with reasons and the source, whichever the tradition', async () => {
    const b = await bride('Bharani', 'Mesha');
    const g = await groom('Ashwini', 'Mesha', { motherTongue: 'Hindi' });
    await premium(b.userId);
    await premium(g.userId);
    for (const [viewer, tradition] of [
      [b, 'south'],
      [g, 'north']
    ] as const) {
      const seen = await match(viewer, viewer === b ? g : b);
      if (seen.availability !== 'full') throw new Error(`expected the breakdown, got ${seen.availability}`);
      expect(seen.tradition).to.equal(tradition);
      expect(seen.total).to.equal(33);
      expect(seen.kootas).to.have.length(8);
      expect(seen.poruthams).to.deep.include({
        goodCount: 5,
        max: 10,
        notRecommended: false,
        verdict: { id: 'weak' }
      });
      expect(seen.poruthams.source).to.equal('jathakaporutham');
      expect(seen.poruthams.items.map((porutham) => [porutham.id, porutham.result])).to.deep.equal([
        ['dinam', 'good'],
        ['ganam', 'middling'],
        ['mahendram', 'bad'],
        ['streeDeergham', 'good'],
        ['yoni', 'middling'],
        ['rasi', 'middling'],
        ['rasiAthipathi', 'good'],
        ['vasya', 'bad'],
        ['rajju', 'good'],
        ['vedha', 'good']
      ]);
    }
  });

  it('gives a free member the Porutham count and verdict, "not recommended" when Rajju fails, and no Porutham by name', async () => {
    const b = await bride('Ashwini', 'Mesha');
    const g = await groom('Jyeshtha', 'Vrishchika');
    const seen = await match(b, g);
    expect(seen.availability).to.equal('total_only');
    if (seen.availability !== 'total_only') return;
    expect(seen.poruthams).to.deep.equal({
      goodCount: 3,
      max: 10,
      notRecommended: true,
      verdict: { id: 'not_recommended' }
    });
    expect(JSON.stringify(seen)).to.not.match(/rajjuSame|vedhaPair|"Pada"/);
  });

  it('ends a South member’s match explanation with the Porutham count; a North member’s has none', async () => {
    const south = await bride('Bharani', 'Mesha');
    const north = await bride('Bharani', 'Mesha', { motherTongue: 'Hindi' });
    const g = await groom('Ashwini', 'Mesha');
    const cardOf = async (viewer: Member) => {
      const found = expectContract(
        discoveryRoutes.search,
        await request(stack.app)
          .get(`${BASE_PATH}/search?sort=newest&limit=50`)
          .set('Authorization', stack.bearer(viewer.userId))
      );
      return found.items.find((card) => card.id === g.id)!;
    };
    expect((await cardOf(south)).match.poruthams).to.deep.equal({ agree: 5, of: 10, failing: [] });
    expect((await cardOf(north)).match.poruthams).to.equal(null);
  });

  it('lets a premium member keep to stars Rajju-compatible with theirs; refuses free members and unknown stars', async () => {
    const b = await bride('Ashwini', 'Mesha'); // Pada rajju
    const sameRajju = await groom('Jyeshtha', 'Vrishchika'); // Pada
    const otherRajju = await groom('Rohini', 'Vrishabha'); // Kanta
    const search = (who: Member) =>
      request(stack.app)
        .get(`${BASE_PATH}/search?rajjuCompatible=true&sort=newest&limit=50`)
        .set('Authorization', stack.bearer(who.userId));
    expectProblem(discoveryRoutes.search, await search(b), 'premium_required');
    await premium(b.userId);
    const found = expectContract(discoveryRoutes.search, await search(b));
    const ids = found.items.map((card) => card.id);
    expect(ids).to.include(otherRajju.id).and.not.include(sameRajju.id);
    for (const card of found.items) {
      const seen = await match(b, { userId: '', id: card.id });
      if (seen.availability === 'full')
        expect(seen.poruthams.items.find((porutham) => porutham.id === 'rajju')!.result).to.equal('good');
    }
    const unsure = await bride("Don't know", 'Mesha');
    await premium(unsure.userId);
    expectProblem(discoveryRoutes.search, await search(unsure), 'horoscope_unknown');
  });
});
