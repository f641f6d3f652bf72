// The reciprocal match score's properties (docs/product-rules.md#match-score).
import { expect } from 'chai';
import fc from 'fast-check';
import {
  ANNUAL_INCOMES,
  DOSHAM_OPTIONS,
  EDUCATION_LEVELS,
  HEIGHTS,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  RASIS,
  RELIGIONS,
  STARS,
  confirmedPreferences,
  defaultPreferencesFor,
  partnerPreferencesSchema,
  rasisForStar,
  type PartnerPreferences
} from '@matrimony/catalog';
import {
  horoscopePairCode,
  gunaTotalOf,
  rajjuAndVedhaPass,
  NO_HOROSCOPE_PAIR
} from '../src/domain/matching/horoscope-fit';
import { preferenceNearMiss } from '../src/domain/matching/describe-preference';
import {
  matchScore,
  matchScoreValue,
  oneWayFit,
  SCORE_CAP_WHEN_A_MUST_FAILS,
  type MatchFacts
} from '../src/domain/matching/match-score';
import { publicName } from '@matrimony/catalog';

/** Every property runs on the same pairs, run after run. */
const SEEDED = { seed: 38, numRuns: 300 };

const facts = fc.record<MatchFacts>({
  gender: fc.constantFrom('male', 'female'),
  age: fc.integer({ min: 18, max: 70 }),
  height: fc.constantFrom(...HEIGHTS),
  maritalStatus: fc.constantFrom(...MARITAL_STATUSES),
  religion: fc.constantFrom(...RELIGIONS),
  caste: fc.constantFrom('Brahmin - Iyer', 'Nadar', 'Roman Catholic'),
  motherTongue: fc.constantFrom(...MOTHER_TONGUES),
  state: fc.constantFrom('Tamil Nadu', 'Karnataka', 'Kerala', 'Punjab', 'Assam'),
  education: fc.constantFrom(...EDUCATION_LEVELS),
  occupation: fc.constantFrom('Software Engineer', 'Doctor'),
  annualIncome: fc.constantFrom(...ANNUAL_INCOMES),
  dosham: fc.constantFrom(...DOSHAM_OPTIONS),
  hasPhoto: fc.boolean(),
  rasi: fc.constantFrom(...RASIS, 'Dont Know'),
  star: fc.constantFrom(...STARS, 'Dont Know'),
  starPada: fc.constantFrom(null, 1, 2, 3, 4),
  horoscopeTradition: fc.constantFrom('north', 'south')
});

const kind = fc.constantFrom('must', 'stated', 'guessed');
const flags = (k: string) => ({ must: k === 'must', guessed: k === 'guessed' });

const prefs = fc
  .record({
    ageA: fc.integer({ min: 17, max: 70 }),
    ageB: fc.integer({ min: 17, max: 70 }),
    heightA: fc.integer({ min: 137, max: 187 }),
    heightB: fc.integer({ min: 137, max: 187 }),
    religions: fc.subarray([...RELIGIONS]),
    motherTongues: fc.subarray([...MOTHER_TONGUES].slice(0, 6)),
    maritalStatuses: fc.subarray([...MARITAL_STATUSES]),
    states: fc.subarray(['Tamil Nadu', 'Karnataka', 'Punjab']),
    educationLevels: fc.subarray([...EDUCATION_LEVELS]),
    minIncome: fc.option(fc.constantFrom(...ANNUAL_INCOMES), { nil: null }),
    withPhoto: fc.boolean(),
    horoscope: fc.constantFrom('no', 'matters', 'must'),
    kinds: fc.array(kind, { minLength: 10, maxLength: 10 })
  })
  .map((p) =>
    partnerPreferencesSchema.parse({
      age: { min: Math.min(p.ageA, p.ageB), max: Math.max(p.ageA, p.ageB), ...flags(p.kinds[0]!) },
      height: {
        min: Math.min(p.heightA, p.heightB),
        max: Math.max(p.heightA, p.heightB),
        ...flags(p.kinds[1]!)
      },
      religions: { values: p.religions, ...flags(p.kinds[2]!) },
      motherTongues: { values: p.motherTongues, ...flags(p.kinds[3]!) },
      maritalStatuses: { values: p.maritalStatuses, ...flags(p.kinds[4]!) },
      states: { values: p.states, ...flags(p.kinds[5]!) },
      educationLevels: { values: p.educationLevels, ...flags(p.kinds[6]!) },
      minIncome: { value: p.minIncome, ...flags(p.kinds[7]!) },
      withPhotoOnly: { value: p.withPhoto, ...flags(p.kinds[8]!) },
      horoscope: {
        value: p.horoscope !== 'no',
        must: p.horoscope === 'must',
        guessed: p.kinds[9] === 'guessed'
      },
      castes: {},
      occupations: {},
      dosham: {}
    })
  );

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
  hasPhoto: true,
  rasi: 'Mithuna',
  star: 'Ardra',
  starPada: null,
  horoscopeTradition: 'north'
};
const groom: MatchFacts = { ...bride, gender: 'male', age: 31 };
const score = (a: PartnerPreferences, aFacts: MatchFacts, b: PartnerPreferences, bFacts: MatchFacts) =>
  matchScore({ prefs: a, facts: aFacts }, { prefs: b, facts: bFacts });

/** The groom's birth star whose pair with the bride passes (or fails) the horoscope preference as asked. */
function groomStar(test: (code: number) => boolean): Pick<MatchFacts, 'star' | 'rasi'> {
  for (const star of STARS)
    for (const rasi of rasisForStar(star)) {
      const code = horoscopePairCode(bride, { ...groom, star, rasi });
      if (code !== NO_HOROSCOPE_PAIR && test(code)) return { star, rasi };
    }
  throw new Error('no such star');
}

describe('match score', () => {
  it('is an integer from 0 to 100, the same whichever side asks', () => {
    fc.assert(
      fc.property(facts, prefs, facts, prefs, (aFacts, aPrefs, bFacts, bPrefs) => {
        const ab = score(aPrefs, aFacts, bPrefs, bFacts);
        const ba = score(bPrefs, bFacts, aPrefs, aFacts);
        expect(ab.score).to.be.within(0, 100);
        expect(Number.isInteger(ab.score)).to.equal(true);
        expect(ab.score).to.equal(ba.score);
      }),
      SEEDED
    );
  });

  it('ranks by the same number it shows: the score alone equals the full score with its reasons', () => {
    fc.assert(
      fc.property(facts, prefs, facts, prefs, (aFacts, aPrefs, bFacts, bPrefs) => {
        const viewer = { prefs: aPrefs, facts: aFacts };
        const other = { prefs: bPrefs, facts: bFacts };
        expect(matchScoreValue(viewer, other)).to.equal(matchScore(viewer, other).score);
      }),
      SEEDED
    );
  });

  it('never scores above the cap when either side fails a "must" preference of the other', () => {
    fc.assert(
      fc.property(facts, prefs, facts, prefs, (aFacts, aPrefs, bFacts, bPrefs) => {
        const result = score(aPrefs, aFacts, bPrefs, bFacts);
        if (result.theyFitViewer.failedMust > 0 || result.viewerFitsThem.failedMust > 0)
          expect(result.score).to.be.at.most(SCORE_CAP_WHEN_A_MUST_FAILS);
      }),
      SEEDED
    );
  });

  it('is 100 when each meets every preference of the other, horoscope included, and when nobody set any', () => {
    const brideWants = defaultPreferencesFor(bride);
    const groomWants = defaultPreferencesFor(groom);
    expect(score(brideWants, bride, groomWants, groom).score).to.equal(100);
    const passing = { ...groom, ...groomStar((code) => gunaTotalOf(code) >= 18) };
    const horoscopeMust = { ...brideWants, horoscope: { value: true, must: true, guessed: false } };
    const both = score(horoscopeMust, bride, confirmedPreferences(groomWants), passing);
    expect(both.theyFitViewer.items.map((entry) => entry.item)).to.include('horoscope');
    expect(both.score).to.equal(100);
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
    const christian: MatchFacts = { ...groom, religion: 'Christian' };
    const wish = confirmedPreferences(defaultPreferencesFor(bride));
    const must = { ...wish, religions: { ...wish.religions, must: true } };
    const groomWants = defaultPreferencesFor(christian);
    const soft = score(wish, bride, groomWants, christian);
    const hard = score(must, bride, groomWants, christian);
    expect(hard.score).to.be.lessThan(soft.score);
    expect([soft.viewerFitsThem.met, soft.viewerFitsThem.total]).to.deep.equal([7, 8]);
    expect([soft.theyFitViewer.met, soft.theyFitViewer.total]).to.deep.equal([7, 8]);
  });

  it('weighs a guessed item less than one the member stated', () => {
    const christian: MatchFacts = { ...groom, religion: 'Christian' };
    const stated = confirmedPreferences(defaultPreferencesFor(bride));
    const guessedReligion = { ...stated, religions: { ...stated.religions, guessed: true } };
    const groomWants = confirmedPreferences(defaultPreferencesFor(groom));
    const whenStated = score(stated, bride, groomWants, christian);
    const whenGuessed = score(guessedReligion, bride, groomWants, christian);
    expect(whenGuessed.theyFitViewer.share).to.be.greaterThan(whenStated.theyFitViewer.share);
    expect(whenGuessed.score).to.be.greaterThan(whenStated.score);
  });

  it('gives near misses part of an item: one year outside the age range earns more than five, ten earns nothing', () => {
    const wants = confirmedPreferences(defaultPreferencesFor(bride));
    const ageCredit = (age: number) =>
      oneWayFit(wants, { ...groom, age }).items.find((entry) => entry.item === 'age')!.credit;
    expect([wants.age.min, wants.age.max]).to.deep.equal([27, 33]);
    expect(ageCredit(33)).to.equal(1);
    expect(ageCredit(34)).to.be.above(0.75);
    expect(ageCredit(34)).to.be.above(ageCredit(38));
    expect(ageCredit(38)).to.be.above(0);
    expect(ageCredit(43)).to.equal(0);
    expect(ageCredit(26)).to.equal(ageCredit(34));
    const scoreAt = (age: number) =>
      score(wants, bride, defaultPreferencesFor(groom), { ...groom, age }).score;
    expect(scoreAt(34)).to.be.above(scoreAt(38));
    expect(scoreAt(38)).to.be.above(scoreAt(43));
  });

  it('gives part of an item to a height, an income band, an education band or a state of the same region just outside', () => {
    const wants = confirmedPreferences(defaultPreferencesFor(bride));
    const creditOf = (other: MatchFacts, item: string) =>
      oneWayFit(wants, other).items.find((entry) => entry.item === item)!.credit;
    expect(creditOf({ ...groom, height: HEIGHTS[3]! }, 'height')).to.be.within(0.01, 0.99);
    expect(creditOf({ ...groom, height: HEIGHTS[3]! }, 'height')).to.be.above(
      creditOf({ ...groom, height: HEIGHTS[1]! }, 'height')
    );
    expect(creditOf({ ...groom, annualIncome: '₹2-5 Lakhs' }, 'minIncome')).to.be.within(0.01, 0.99);
    expect(creditOf({ ...groom, annualIncome: '₹0-2 Lakhs' }, 'minIncome')).to.equal(0);
    expect(creditOf({ ...groom, education: 'Diploma' }, 'educationLevels')).to.be.within(0.01, 0.99);
    expect(creditOf({ ...groom, education: 'Secondary (10th)' }, 'educationLevels')).to.equal(0);
    expect(creditOf({ ...groom, state: 'Kerala' }, 'states')).to.be.within(0.01, 0.99);
    expect(creditOf({ ...groom, state: 'Punjab' }, 'states')).to.equal(0);
  });

  it('says how each near miss falls short', () => {
    const wants = confirmedPreferences(defaultPreferencesFor(bride));
    const older: MatchFacts = { ...groom, age: 35, annualIncome: '₹5-10 Lakhs', state: 'Kerala' };
    const fit = oneWayFit(wants, older);
    const nearMisses = fit.items.map((entry) => preferenceNearMiss(wants, entry, older, NO_HOROSCOPE_PAIR));
    expect(nearMisses).to.deep.include.members([
      { kind: 'outsideRange', by: 2, unit: 'years', direction: 'above' },
      { kind: 'sameRegion' }
    ]);
    expect(fit.items.find((entry) => entry.item === 'minIncome')!.met).to.equal(true);
  });

  it('weighs the horoscope when it matters, caps the score when it must match, and is neutral without a star', () => {
    const wants = confirmedPreferences(defaultPreferencesFor(bride));
    const groomWants = confirmedPreferences(defaultPreferencesFor(groom));
    const weak = { ...groom, ...groomStar((code) => gunaTotalOf(code) < 9) };
    const matters = { ...wants, horoscope: { value: true, must: false, guessed: false } };
    const must = { ...wants, horoscope: { value: true, must: true, guessed: false } };
    const indifferent = score(wants, bride, groomWants, weak).score;
    const whenMatters = score(matters, bride, groomWants, weak);
    const whenMust = score(must, bride, groomWants, weak);
    expect(indifferent).to.equal(100);
    expect(whenMatters.score).to.be.lessThan(indifferent);
    expect(whenMatters.theyFitViewer.failedMust).to.equal(0);
    expect(whenMust.theyFitViewer.failedMust).to.equal(1);
    expect(whenMust.score).to.be.at.most(SCORE_CAP_WHEN_A_MUST_FAILS);
    const unknown = { ...weak, star: 'Dont Know', rasi: 'Dont Know' };
    expect(score(must, bride, groomWants, unknown).score).to.equal(100);
    expect(score(must, bride, groomWants, unknown).theyFitViewer.items.map((e) => e.item)).to.not.include(
      'horoscope'
    );
  });

  it('reads the horoscope preference of a South member by Rajju and Vedha', () => {
    const south: MatchFacts = { ...bride, horoscopeTradition: 'south' };
    const wants = confirmedPreferences(defaultPreferencesFor(south));
    const must = { ...wants, horoscope: { value: true, must: true, guessed: false } };
    const groomWants = confirmedPreferences(defaultPreferencesFor(groom));
    const failing = { ...groom, ...groomStar((code) => !rajjuAndVedhaPass(code) && gunaTotalOf(code) >= 18) };
    const passing = { ...groom, ...groomStar((code) => rajjuAndVedhaPass(code) && gunaTotalOf(code) < 18) };
    expect(score(must, south, groomWants, failing).score).to.be.at.most(SCORE_CAP_WHEN_A_MUST_FAILS);
    expect(score(must, south, groomWants, passing).score).to.equal(100);
  });
});

describe('public name', () => {
  it('shows the first name and the last name’s initial, the full name only when allowed', () => {
    expect(publicName('Priya Lakshmi Sharma', false)).to.equal('Priya S.');
    expect(publicName('Priya Lakshmi Sharma', true)).to.equal('Priya Lakshmi Sharma');
    expect(publicName('Madhavi', false)).to.equal('Madhavi');
  });
});
