// The reciprocal match score's properties (docs/product-rules.md#match-score).
import { expect } from 'chai';
import fc from 'fast-check';
import {
  ANNUAL_INCOMES,
  DOSHAM_OPTIONS,
  HEIGHTS,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  RELIGIONS,
  defaultPreferencesFor,
  partnerPreferencesSchema
} from '@matrimony/catalog';
import {
  matchScore,
  matchScoreValue,
  oneWayFit,
  SCORE_CAP_WHEN_A_MUST_FAILS,
  type MatchFacts
} from '../src/domain/matching/match-score';
import { publicName } from '@matrimony/catalog';

const facts = fc.record<MatchFacts>({
  gender: fc.constantFrom('male', 'female'),
  age: fc.integer({ min: 18, max: 70 }),
  height: fc.constantFrom(...HEIGHTS),
  maritalStatus: fc.constantFrom(...MARITAL_STATUSES),
  religion: fc.constantFrom(...RELIGIONS),
  caste: fc.constantFrom('Brahmin - Iyer', 'Nadar', 'Roman Catholic'),
  motherTongue: fc.constantFrom(...MOTHER_TONGUES),
  state: fc.constantFrom('Tamil Nadu', 'Karnataka', 'Kerala'),
  education: fc.constantFrom('B.Tech / B.E', 'MBA / PGDM'),
  occupation: fc.constantFrom('Software Engineer', 'Doctor'),
  annualIncome: fc.constantFrom(...ANNUAL_INCOMES),
  dosham: fc.constantFrom(...DOSHAM_OPTIONS),
  hasPhoto: fc.boolean()
});

const prefs = fc
  .record({
    ageA: fc.integer({ min: 17, max: 70 }),
    ageB: fc.integer({ min: 17, max: 70 }),
    religions: fc.subarray([...RELIGIONS]),
    motherTongues: fc.subarray([...MOTHER_TONGUES].slice(0, 6)),
    maritalStatuses: fc.subarray([...MARITAL_STATUSES]),
    minIncome: fc.option(fc.constantFrom(...ANNUAL_INCOMES), { nil: null }),
    withPhoto: fc.boolean(),
    must: fc.boolean()
  })
  .map((p) =>
    partnerPreferencesSchema.parse({
      age: { min: Math.min(p.ageA, p.ageB), max: Math.max(p.ageA, p.ageB), must: p.must },
      height: { min: 137, max: 187, must: false },
      religions: { values: p.religions, must: p.must },
      motherTongues: { values: p.motherTongues, must: false },
      maritalStatuses: { values: p.maritalStatuses, must: false },
      minIncome: { value: p.minIncome, must: false },
      withPhotoOnly: { value: p.withPhoto, must: false },
      castes: {},
      states: {},
      educationLevels: {},
      occupations: {},
      dosham: {}
    })
  );

describe('match score', () => {
  it('is an integer from 0 to 100, the same whichever side asks', () => {
    fc.assert(
      fc.property(facts, prefs, facts, prefs, (aFacts, aPrefs, bFacts, bPrefs) => {
        const ab = matchScore({ prefs: aPrefs, facts: aFacts }, { prefs: bPrefs, facts: bFacts });
        const ba = matchScore({ prefs: bPrefs, facts: bFacts }, { prefs: aPrefs, facts: aFacts });
        expect(ab.score).to.be.within(0, 100);
        expect(Number.isInteger(ab.score)).to.equal(true);
        expect(ab.score).to.equal(ba.score);
      })
    );
  });

  it('ranks by the same number it shows: the score alone equals the full score with its reasons', () => {
    fc.assert(
      fc.property(facts, prefs, facts, prefs, (aFacts, aPrefs, bFacts, bPrefs) => {
        const viewer = { prefs: aPrefs, facts: aFacts };
        const other = { prefs: bPrefs, facts: bFacts };
        expect(matchScoreValue(viewer, other)).to.equal(matchScore(viewer, other).score);
      })
    );
  });

  it('never scores above the cap when either side fails a "must" preference of the other', () => {
    fc.assert(
      fc.property(facts, prefs, facts, prefs, (aFacts, aPrefs, bFacts, bPrefs) => {
        const result = matchScore({ prefs: aPrefs, facts: aFacts }, { prefs: bPrefs, facts: bFacts });
        if (result.theyFitViewer.failedMust > 0 || result.viewerFitsThem.failedMust > 0)
          expect(result.score).to.be.at.most(SCORE_CAP_WHEN_A_MUST_FAILS);
      })
    );
  });

  it('is 100 when each meets every preference of the other, and when nobody set any', () => {
    const bride: MatchFacts = {
      gender: 'female',
      age: 28,
      height: HEIGHTS[4]!,
      maritalStatus: 'never_married',
      religion: 'Hindu',
      caste: 'Nadar',
      motherTongue: 'Tamil',
      state: 'Tamil Nadu',
      education: 'MBA / PGDM',
      occupation: 'Doctor',
      annualIncome: '₹10-20 Lakhs',
      dosham: 'No',
      hasPhoto: true
    };
    const groom: MatchFacts = { ...bride, gender: 'male', age: 31 };
    const brideWants = defaultPreferencesFor({ ...bride });
    const groomWants = defaultPreferencesFor({ ...groom });
    expect(
      matchScore({ prefs: brideWants, facts: bride }, { prefs: groomWants, facts: groom }).score
    ).to.equal(100);
    const none = partnerPreferencesSchema.parse({
      age: { min: 17, max: 70 },
      height: { min: 137, max: 187 },
      maritalStatuses: {},
      religions: {},
      castes: {},
      motherTongues: {},
      states: {},
      educationLevels: {},
      occupations: {},
      minIncome: {},
      dosham: {},
      withPhotoOnly: {}
    });
    expect(oneWayFit(none, groom)).to.include({ share: 1, total: 0 });
  });

  it('weighs a failed "must" more than a failed wish, and explains both directions', () => {
    const bride: MatchFacts = {
      gender: 'female',
      age: 28,
      height: HEIGHTS[4]!,
      maritalStatus: 'never_married',
      religion: 'Hindu',
      caste: 'Nadar',
      motherTongue: 'Tamil',
      state: 'Tamil Nadu',
      education: 'MBA / PGDM',
      occupation: 'Doctor',
      annualIncome: '₹10-20 Lakhs',
      dosham: 'No',
      hasPhoto: true
    };
    const groom: MatchFacts = { ...bride, gender: 'male', age: 31, religion: 'Christian' };
    const wish = defaultPreferencesFor(bride);
    const must = { ...wish, religions: { ...wish.religions, must: true } };
    const groomWants = defaultPreferencesFor(groom);
    const soft = matchScore({ prefs: wish, facts: bride }, { prefs: groomWants, facts: groom });
    const hard = matchScore({ prefs: must, facts: bride }, { prefs: groomWants, facts: groom });
    expect(hard.score).to.be.lessThan(soft.score);
    expect(soft.explanation).to.equal('You match 2 of his 3 preferences; he matches 2 of your 3');
  });
});

describe('public name', () => {
  it('shows the first name and the last name’s initial, the full name only when allowed', () => {
    expect(publicName('Priya Lakshmi Sharma', false)).to.equal('Priya S.');
    expect(publicName('Priya Lakshmi Sharma', true)).to.equal('Priya Lakshmi Sharma');
    expect(publicName('Madhavi', false)).to.equal('Madhavi');
  });
});
