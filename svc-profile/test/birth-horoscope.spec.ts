import { expect } from 'chai';
import request from 'supertest';
import { BIRTH_HOROSCOPE_MESSAGES, messageText } from '@matrimony/catalog';
import { birthHoroscopeRoutes } from '@matrimony/contracts/http/profile/birth-horoscope';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { moonPosition } from '../src/domain/horoscope/moon-position';
import { validProfileBody } from './support/fixtures';
import { approvedMember } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

const route = birthHoroscopeRoutes.computeBirthHoroscope;
const DAY_MS = 24 * 60 * 60 * 1000;
// Private details a member gives: a birth district other than where they live, and a time no other
// field holds, so a leak shows up as text.
const BIRTH_TIME = '04:37';
const BIRTH_PLACE = { kind: 'india', state: 'Kerala', district: 'Kottayam' } as const;

interface Member {
  userId: string;
  id: string;
}

describe('horoscope computed from birth details', function () {
  let stack: ProfileStack;

  const post = (userId: string, body: Record<string, unknown>) =>
    request(stack.app)
      .post(`${BASE_PATH}/birth-horoscope`)
      .set('Authorization', stack.bearer(userId))
      .send(body);

  const member = (overrides: Record<string, unknown>): Promise<Member> =>
    approvedMember(stack, 'bh', overrides);

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });

  describe('POST /birth-horoscope', () => {
    it('computes rasi, star, pada and Manglik from a date, time and district, with the rule named', async () => {
      const { userId } = await member({});
      const res = await post(userId, {
        dateOfBirth: '2022-01-24',
        birthTime: '11:20',
        birthPlace: { kind: 'india', state: 'Delhi', district: 'New Delhi' }
      });
      const computed = expectContract(route, res);
      expect(computed).to.include({ rasi: 'Kanya', star: 'Chitra', starPada: 1, placeApproximate: false });
      expect(computed.dosham).to.equal(computed.manglik.manglik ? 'Yes' : 'No');
      expect(computed.manglik.rule).to.match(
        /2nd, 4th, 7th, 8th or 12th house from the ascendant or from the Moon/
      );
    });

    it('reads a city abroad in its own time zone', async () => {
      const { userId } = await member({});
      const res = await post(userId, {
        dateOfBirth: '1990-07-15',
        birthTime: '10:30',
        birthPlace: { kind: 'abroad', city: 'New York, United States' }
      });
      const expected = moonPosition(new Date('1990-07-15T14:30:00Z'));
      expect(expectContract(route, res)).to.include({
        rasi: expected.rasi,
        star: expected.star,
        starPada: expected.starPada
      });
    });

    it('without a birth time says why nothing can be computed', async () => {
      const { userId } = await member({});
      const res = await post(userId, { dateOfBirth: '1996-04-12', birthTime: null, birthPlace: BIRTH_PLACE });
      const problem = expectProblem(route, res, 'birth_time_needed');
      expect(res.status).to.equal(422);
      expect(problem.detail).to.equal(messageText(BIRTH_HOROSCOPE_MESSAGES.birthTimeNeeded));
    });

    it('refuses a district the catalog does not list', async () => {
      const { userId } = await member({});
      const res = await post(userId, {
        dateOfBirth: '1996-04-12',
        birthTime: '06:00',
        birthPlace: { kind: 'india', state: 'Kerala', district: 'Atlantis' }
      });
      expectProblem(route, res, 'unknown_birth_place');
    });

    it('answers without sign-in: the wizard asks before the account exists', async () => {
      const res = await request(stack.app)
        .post(`${BASE_PATH}/birth-horoscope`)
        .send({
          dateOfBirth: '2022-01-24',
          birthTime: '11:20',
          birthPlace: { kind: 'india', state: 'Delhi', district: 'New Delhi' }
        });
      expect(expectContract(route, res)).to.include({ star: 'Chitra', starPada: 1 });
    });
  });

  describe('saved with the profile', () => {
    it('stores the computed rasi, star, pada and dosham over the declared ones, and shows the details to the owner', async () => {
      const owner = await member({
        rasi: "Don't know",
        star: "Don't know",
        dosham: 'Dont Know',
        dateOfBirth: '1996-04-12',
        birthTime: BIRTH_TIME,
        birthPlace: BIRTH_PLACE
      });
      const own = expectContract(
        ownProfileRoutes.getOwnProfile,
        await request(stack.app).get(`${BASE_PATH}/me`).set('Authorization', stack.bearer(owner.userId))
      );
      const computed = expectContract(
        route,
        await post(owner.userId, {
          dateOfBirth: '1996-04-12',
          birthTime: BIRTH_TIME,
          birthPlace: BIRTH_PLACE
        })
      );
      expect(own).to.include({
        rasi: computed.rasi,
        star: computed.star,
        starPada: computed.starPada,
        dosham: computed.dosham,
        birthTime: BIRTH_TIME
      });
      expect(own.birthPlace).to.deep.equal(BIRTH_PLACE);
    });

    it('asks for the birth time and place together', async () => {
      const userId = `bh-alone-${Date.now()}`;
      await stack.registerIdentity(userId);
      const res = await request(stack.app)
        .post(BASE_PATH)
        .set('Authorization', stack.bearer(userId))
        .send({ ...validProfileBody(), birthTime: BIRTH_TIME });
      const problem = expectProblem(ownProfileRoutes.createProfile, res, 'validation_failed');
      expect(JSON.stringify(problem)).to.include(
        messageText(BIRTH_HOROSCOPE_MESSAGES.birthTimeAndPlaceTogether)
      );
    });

    it('keeps the declared horoscope when the member removes the birth details', async () => {
      const owner = await member({ birthTime: BIRTH_TIME, birthPlace: BIRTH_PLACE });
      const res = await request(stack.app)
        .patch(`${BASE_PATH}/me`)
        .set('Authorization', stack.bearer(owner.userId))
        .send({
          birthTime: null,
          birthPlace: null,
          rasi: 'Mithuna',
          star: 'Ardra',
          starPada: null,
          dosham: 'No'
        });
      expect(expectContract(ownProfileRoutes.updateOwnProfile, res)).to.include({
        birthTime: null,
        birthPlace: null,
        rasi: 'Mithuna',
        star: 'Ardra',
        dosham: 'No'
      });
    });
  });

  it('never gives the birth time or place to another member (profile, search, recommendations, match, interests, shortlist)', async () => {
    const owner = await member({ birthTime: BIRTH_TIME, birthPlace: BIRTH_PLACE });
    const viewer = await member({
      gender: 'male',
      lookingFor: 'female',
      dateOfBirth: '1993-02-10',
      height: '5 ft 10 in (177 cm)'
    });
    await stack.stores.plans.apply(
      viewer.userId,
      {
        subscriptionId: `s-${viewer.userId}`,
        planType: 'premium',
        status: 'active',
        endDate: new Date(stack.clock.now.getTime() + 90 * DAY_MS)
      },
      new Date()
    );
    const as = (userId: string) => ({
      get: (path: string) =>
        request(stack.app).get(`${BASE_PATH}${path}`).set('Authorization', stack.bearer(userId)),
      post: (path: string, body: object) =>
        request(stack.app).post(`${BASE_PATH}${path}`).set('Authorization', stack.bearer(userId)).send(body),
      put: (path: string) =>
        request(stack.app).put(`${BASE_PATH}${path}`).set('Authorization', stack.bearer(userId))
    });
    const interest = await as(owner.userId).post('/interests', { to: viewer.id });
    expect(interest.status, JSON.stringify(interest.body)).to.equal(201);
    await as(viewer.userId)
      .put(`/shortlist/${owner.id}`)
      .expect((res) => expect(res.status).to.be.lessThan(300));

    const paths = [
      `/${owner.id}`,
      `/${owner.id}/horoscope-match`,
      '/search',
      '/recommendations',
      '/interests?box=received',
      '/shortlist'
    ];
    const answers = [];
    for (const path of paths) {
      const res = await as(viewer.userId).get(path);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).to.equal(200);
      const text = JSON.stringify(res.body);
      for (const secret of [BIRTH_TIME, BIRTH_PLACE.district, 'birthTime', 'birthPlace'])
        expect(text, `${path} leaks ${secret}`).to.not.include(secret);
      answers.push(res);
    }
    expect(JSON.stringify(answers.map((res) => res.body))).to.include(owner.id);
    // A premium viewer learns only that the horoscope was computed from birth details.
    expect(answers[0]!.body.profile.horoscope).to.include({ computed: true });
  });
});
