// The landing page's quick search, sent with the new profile, becomes the stated part of the first partner
// preferences (docs/product-rules.md#partner-preferences).
import { expect } from 'chai';
import request from 'supertest';
import { PREFERENCE_ITEMS } from '@matrimony/catalog';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { expectContract } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { validProfileBody } from './support/fixtures';
import { startProfileStack, type ProfileStack } from './support/stack';

const STATED = ['age', 'religions', 'motherTongues'];

describe('profiles: stated first preferences', () => {
  let stack: ProfileStack;
  before(async () => {
    stack = await startProfileStack();
  });
  after(() => stack.close());

  async function create(userId: string, statedPreferences: unknown) {
    await stack.registerIdentity(userId);
    const res = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send({ ...validProfileBody(), statedPreferences })
      .expect(201);
    expectContract(ownProfileRoutes.createProfile, res);
  }

  async function preferencesOf(userId: string) {
    const res = await request(stack.app)
      .get(`${BASE_PATH}/me/preferences`)
      .set('Authorization', stack.bearer(userId))
      .expect(200);
    return expectContract(discoveryRoutes.getPreferences, res).preferences;
  }

  it('sets the age range, religion and mother tongue as stated and leaves every other item guessed', async () => {
    await create('u-stated', {
      lookingFor: 'bride',
      ageMin: 25,
      ageMax: 29,
      religion: 'Jain',
      motherTongue: 'Gujarati'
    });
    const prefs = await preferencesOf('u-stated');
    expect(prefs.age).to.include({ min: 25, max: 29, guessed: false });
    expect(prefs.religions).to.deep.include({ values: ['Jain'], guessed: false });
    expect(prefs.motherTongues).to.deep.include({ values: ['Gujarati'], guessed: false });
    expect(PREFERENCE_ITEMS.filter((item) => prefs[item].guessed)).to.deep.equal(
      PREFERENCE_ITEMS.filter((item) => !STATED.includes(item))
    );
  });

  it('drops what does not read as valid and still creates the profile, every item guessed', async () => {
    await create('u-garbled', { ageMin: 5, religion: 'Klingon', motherTongue: 42 });
    const prefs = await preferencesOf('u-garbled');
    expect(PREFERENCE_ITEMS.every((item) => prefs[item].guessed)).to.equal(true);
    await create('u-not-an-object', 'bride');
    const others = await preferencesOf('u-not-an-object');
    expect(PREFERENCE_ITEMS.every((item) => others[item].guessed)).to.equal(true);
  });
});
