// Every profile rule of the wizard's steps 3-6, checked by the service with the spec's messages.
import { expect } from 'chai';
import request from 'supertest';
import {
  CATALOG_MESSAGES,
  SIGNUP_MESSAGES,
  fieldNeed,
  messageText,
  type NeedyField
} from '@matrimony/catalog';
import { BASE_PATH } from '../src/app';
import { validProfileBody } from './support/fixtures';
import { startProfileStack, type ProfileStack } from './support/stack';

const CHOOSE = messageText(CATALOG_MESSAGES.chooseFromList);
const AGE = messageText(SIGNUP_MESSAGES.ageNotEligible);

const REQUIRED_CHOICES = [
  'gender',
  'lookingFor',
  'height',
  'religion',
  'motherTongue',
  'maritalStatus',
  'state',
  'education',
  'occupation',
  'annualIncome',
  'rasi',
  'star',
  'dosham',
  'familyType',
  'fatherOccupation',
  'motherOccupation',
  'siblings'
];
const REQUIRED_TEXTS = ['caste', 'district', 'aboutYourself'];

describe('profile validation (server side, spec messages)', () => {
  let stack: ProfileStack;
  let member = 0;
  before(async () => {
    stack = await startProfileStack();
  });
  after(() => stack.close());

  const create = async (body: Record<string, unknown> | unknown[], status: number) => {
    member += 1;
    const userId = `v-${member}`;
    await stack.registerIdentity(userId);
    return request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send(body)
      .expect(status);
  };
  const without = (field: string) => {
    const body = validProfileBody();
    delete body[field];
    return body;
  };

  for (const field of [...REQUIRED_CHOICES, ...REQUIRED_TEXTS]) {
    it(`requires ${field}: "${fieldNeed(field as NeedyField)}", titled "Missing Information"`, async () => {
      for (const body of [without(field), { ...validProfileBody(), [field]: '' }]) {
        const res = await create(body, 400);
        expect(res.body.errors[field]).to.equal(fieldNeed(field as NeedyField));
        expect(res.body.title).to.equal('Missing Information');
      }
    });
  }

  for (const field of REQUIRED_CHOICES) {
    it(`refuses a ${field} that is not in the catalog`, async () => {
      const res = await create({ ...validProfileBody(), [field]: 'Not an option' }, 400);
      expect(res.body.errors[field]).to.equal(CHOOSE);
    });
  }

  it('requires the date of birth: "Date of birth is required"', async () => {
    const res = await create(without('dateOfBirth'), 400);
    expect(res.body.errors.dateOfBirth).to.equal(messageText(SIGNUP_MESSAGES.dateOfBirthRequired));
  });

  it('refuses a date that does not exist', async () => {
    const res = await create({ ...validProfileBody(), dateOfBirth: '1995-02-30' }, 400);
    expect(res.body.errors.dateOfBirth).to.equal(messageText(CATALOG_MESSAGES.invalidDateOfBirth));
  });

  describe('age of at least 17 (today is 21 Nov 2026)', () => {
    it('accepts a member whose 17th birthday is today', async () => {
      const res = await create({ ...validProfileBody(), dateOfBirth: '2009-11-21' }, 201);
      expect(res.body.age).to.equal(17);
    });

    it(`refuses a member whose 17th birthday is tomorrow: "${AGE}"`, async () => {
      const res = await create({ ...validProfileBody(), dateOfBirth: '2009-11-22' }, 400);
      expect(res.body.errors.dateOfBirth).to.equal(AGE);
      expect(res.body.title).to.equal(AGE);
    });

    it('applies the same rule to edits', async () => {
      await stack.registerIdentity('v-age-edit');
      await request(stack.app)
        .post(BASE_PATH)
        .set('Authorization', stack.bearer('v-age-edit'))
        .send(validProfileBody())
        .expect(201);
      const res = await request(stack.app)
        .patch(`${BASE_PATH}/me`)
        .set('Authorization', stack.bearer('v-age-edit'))
        .send({ dateOfBirth: '2010-01-01' })
        .expect(400);
      expect(res.body.errors.dateOfBirth).to.equal(AGE);
    });
  });

  describe('caste must belong to the religion', () => {
    it('accepts a caste of the religion, and "Not Applicable" for a religion without castes', async () => {
      await create({ ...validProfileBody(), religion: 'Christian', caste: 'Others / Not Listed' }, 201);
      await create({ ...validProfileBody(), religion: 'Jewish', caste: 'Not Applicable' }, 201);
    });

    it('refuses a caste of another religion', async () => {
      const res = await create({ ...validProfileBody(), religion: 'Muslim', caste: 'Brahmin - Iyer' }, 400);
      expect(res.body.errors.caste).to.equal(messageText(CATALOG_MESSAGES.casteNotOfReligion));
      expect(res.body.title).to.equal('Invalid Caste');
    });

    it('checks the pair again when an edit changes only the religion', async () => {
      await stack.registerIdentity('v-religion-edit');
      await request(stack.app)
        .post(BASE_PATH)
        .set('Authorization', stack.bearer('v-religion-edit'))
        .send(validProfileBody())
        .expect(201);
      const res = await request(stack.app)
        .patch(`${BASE_PATH}/me`)
        .set('Authorization', stack.bearer('v-religion-edit'))
        .send({ religion: 'Sikh' })
        .expect(400);
      expect(res.body.errors.caste).to.equal(messageText(CATALOG_MESSAGES.casteNotOfReligion));
    });
  });

  describe('district must belong to the state', () => {
    it('refuses a district of another state', async () => {
      const res = await create({ ...validProfileBody(), state: 'Kerala', district: 'Chennai' }, 400);
      expect(res.body.errors.district).to.equal(messageText(CATALOG_MESSAGES.districtNotOfState));
    });

    it('checks the pair again when an edit changes only the state', async () => {
      await stack.registerIdentity('v-state-edit');
      await request(stack.app)
        .post(BASE_PATH)
        .set('Authorization', stack.bearer('v-state-edit'))
        .send(validProfileBody())
        .expect(201);
      const res = await request(stack.app)
        .patch(`${BASE_PATH}/me`)
        .set('Authorization', stack.bearer('v-state-edit'))
        .send({ state: 'Punjab' })
        .expect(400);
      expect(res.body.errors.district).to.equal(messageText(CATALOG_MESSAGES.districtNotOfState));
    });
  });

  it('refuses a rasi that does not hold the given star pada', async () => {
    // Punarvasu spans two rasis: padas 1-3 in Mithuna, pada 4 in Karka.
    const res = await create({ ...validProfileBody(), star: 'Punarvasu', starPada: 2, rasi: 'Karka' }, 400);
    expect(res.body.errors.rasi).to.equal(messageText(CATALOG_MESSAGES.rasiNotOfStar));
    await create({ ...validProfileBody(), star: 'Punarvasu', starPada: 4, rasi: 'Karka' }, 201);
  });

  it('refuses a star that cannot fall in the rasi at all, whatever the pada', async () => {
    // Ardra (6th star) lies wholly in Mithuna.
    const res = await create({ ...validProfileBody(), star: 'Ardra', starPada: 2, rasi: 'Karka' }, 400);
    expect(res.body.errors.star).to.equal(messageText(CATALOG_MESSAGES.starNotOfRasi));
  });

  it('asks for at least 50 characters about yourself, titled for the member', async () => {
    const res = await create({ ...validProfileBody(), aboutYourself: 'Hi' }, 400);
    expect(res.body.errors.aboutYourself).to.equal('Write at least 50 characters about yourself');
    expect(res.body.title).to.equal(CATALOG_MESSAGES.aboutYourselfTooShort.title);
  });

  it('caps free text lengths', async () => {
    const res = await create({ ...validProfileBody(), aboutYourself: 'x'.repeat(2001) }, 400);
    expect(res.body.errors.aboutYourself).to.equal('About yourself must be at most 2000 characters');
  });

  it('answers a body that is not an object with 400 problem+json', async () => {
    const res = await create([1, 2], 400);
    expect(res.headers['content-type']).to.match(/^application\/problem\+json/);
  });
});
