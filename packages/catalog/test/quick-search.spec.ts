// The landing page's quick search, read back and applied over the guessed first preferences
// (docs/product-rules.md#partner-preferences).
import { expect } from 'chai';
import {
  PREFERENCE_ITEMS,
  defaultPreferencesFor,
  quickSearchSeedOf,
  quickSearchSummary,
  readQuickSearchSeed,
  withStatedPreferences
} from '../src';

const groom = {
  age: 30,
  gender: 'male',
  religion: 'Christian',
  motherTongue: 'Malayalam',
  height: '5 ft 10 in (178 cm)',
  maritalStatus: 'never_married',
  state: 'Kerala',
  education: 'MBA / PGDM',
  annualIncome: '₹10-20 Lakhs'
};

describe('quick search seed', () => {
  it('reads the values a query string carries, ages as numbers', () => {
    expect(
      readQuickSearchSeed({
        lookingFor: 'bride',
        ageMin: '25',
        ageMax: '30',
        religion: 'Hindu',
        motherTongue: 'Tamil'
      })
    ).to.deep.equal({
      lookingFor: 'bride',
      ageMin: 25,
      ageMax: 30,
      religion: 'Hindu',
      motherTongue: 'Tamil'
    });
  });

  it('drops each value that does not read as valid and keeps the rest', () => {
    expect(
      readQuickSearchSeed({
        lookingFor: 'aunt',
        ageMin: '12',
        ageMax: '30',
        religion: 'Hindu',
        motherTongue: 7
      })
    ).to.deep.equal({ ageMax: 30, religion: 'Hindu' });
    expect(readQuickSearchSeed({ ageMin: '40', ageMax: '30', lookingFor: 'groom' })).to.deep.equal({
      lookingFor: 'groom'
    });
    expect(readQuickSearchSeed('not an object')).to.deep.equal({});
    expect(readQuickSearchSeed(undefined)).to.deep.equal({});
  });

  it('reads the same by hand (the wizard, before zod loads) as through the schema (the service)', () => {
    const cases: unknown[] = [
      { lookingFor: 'bride', ageMin: '25', ageMax: '30', religion: 'Hindu', motherTongue: 'Tamil' },
      { lookingFor: 'aunt', ageMin: '12', ageMax: '30', religion: 'Hindu', motherTongue: 7 },
      { ageMin: '40', ageMax: '30', lookingFor: 'groom' },
      { ageMin: 70, ageMax: '71', religion: 'hindu' },
      { ageMin: '25.5', ageMax: '', motherTongue: 'Others' },
      'bride',
      null
    ];
    for (const input of cases) expect(quickSearchSeedOf(input)).to.deep.equal(readQuickSearchSeed(input));
  });

  it('says what it will look for, or nothing when no preference comes of it', () => {
    expect(
      quickSearchSummary({
        lookingFor: 'bride',
        ageMin: 25,
        ageMax: 30,
        religion: 'Hindu',
        motherTongue: 'Tamil'
      })
    ).to.equal("We'll look for a bride aged 25-30, Hindu, Tamil: you can change this later.");
    expect(quickSearchSummary({ religion: 'Sikh' })).to.equal(
      "We'll look for a partner, Sikh: you can change this later."
    );
    expect(quickSearchSummary({ lookingFor: 'groom' })).to.equal(null);
  });
});

describe('withStatedPreferences', () => {
  it('sets the age range, religion and mother tongue as stated and leaves every other item guessed', () => {
    const guessed = defaultPreferencesFor(groom);
    const prefs = withStatedPreferences(guessed, {
      lookingFor: 'bride',
      ageMin: 25,
      ageMax: 30,
      religion: 'Hindu',
      motherTongue: 'Tamil'
    });
    expect(prefs.age).to.include({ min: 25, max: 30, guessed: false, must: false });
    expect(prefs.religions).to.deep.include({ values: ['Hindu'], guessed: false });
    expect(prefs.motherTongues).to.deep.include({ values: ['Tamil'], guessed: false });
    const stillGuessed = PREFERENCE_ITEMS.filter((item) => prefs[item].guessed);
    expect(stillGuessed).to.deep.equal(
      PREFERENCE_ITEMS.filter((item) => !['age', 'religions', 'motherTongues'].includes(item))
    );
    for (const item of stillGuessed) expect(prefs[item]).to.deep.equal(guessed[item]);
  });

  it('with one age bound keeps a valid range around the guess, and an empty seed changes nothing', () => {
    const guessed = defaultPreferencesFor(groom);
    expect([guessed.age.min, guessed.age.max]).to.deep.equal([25, 31]);
    const older = withStatedPreferences(guessed, { ageMin: 35 });
    expect(older.age).to.include({ min: 35, max: 35, guessed: false });
    const younger = withStatedPreferences(guessed, { ageMax: 22 });
    expect(younger.age).to.include({ min: 22, max: 22, guessed: false });
    expect(withStatedPreferences(guessed, { lookingFor: 'bride' })).to.deep.equal(guessed);
  });
});
