// Revealed preferences (docs/product-rules.md#match-score): the model moves with actions and decays; blended into
// the score it keeps it 0-100 and symmetric, and a stated "must" always wins over it.
import { expect } from 'chai';
import { defaultPreferencesFor, partnerPreferencesSchema } from '@matrimony/catalog';
import { generateMembers, seededRandom } from '@matrimony/demo-data';
import { describeRevealed } from '../src/domain/matching/describe-revealed';
import { matchScore, matchScoreValue, type MatchFacts } from '../src/domain/matching/match-score';
import { revealedItemCredit, revealedScorer } from '../src/domain/matching/revealed-fit';
import {
  ACTION_WEIGHTS,
  REVEALED_HALF_LIFE_DAYS,
  confidenceOf,
  decayedTo,
  learn,
  type RevealedPreferences
} from '../src/domain/matching/revealed-preferences';

const DAY_MS = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-11-01T00:00:00Z');
const later = (days: number) => new Date(T0.getTime() + days * DAY_MS);

const groom = (overrides: Partial<MatchFacts> = {}): MatchFacts => ({
  gender: 'male',
  age: 30,
  height: '5 ft 10 in (177 cm)',
  maritalStatus: 'never_married',
  religion: 'Hindu',
  caste: 'Iyer',
  motherTongue: 'Tamil',
  state: 'Tamil Nadu',
  education: 'MBBS',
  occupation: 'Doctor',
  annualIncome: '₹10 - 15 Lakh',
  dosham: 'No',
  hasPhoto: true,
  rasi: 'Mesha (Aries)',
  star: 'Ashwini',
  starPada: null,
  horoscopeTradition: 'south',
  ...overrides
});
const bride = groom({
  gender: 'female',
  age: 27,
  occupation: 'Software Engineer',
  height: '5 ft 4 in (162 cm)'
});
const unset = {
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
};
const noPrefs = partnerPreferencesSchema.parse(unset);

const times = (count: number, model: RevealedPreferences | null, facts: MatchFacts, at: Date) => {
  let next = model;
  for (let i = 0; i < count; i += 1) next = learn(next, facts, ACTION_WEIGHTS.sendInterest, at);
  return next!;
};

describe('revealed preferences', () => {
  it('move with actions: what a member sends interests to becomes their favourite band, declines count against', () => {
    let model = times(3, null, groom(), T0);
    model = learn(model, groom({ occupation: 'Teacher', state: 'Kerala' }), ACTION_WEIGHTS.open, T0);
    expect(model.items.occupation).to.deep.equal({ Doctor: 15, Teacher: ACTION_WEIGHTS.open });
    model = learn(model, groom({ occupation: 'Lawyer' }), ACTION_WEIGHTS.decline, T0);
    expect(model.items.occupation.Lawyer).to.equal(ACTION_WEIGHTS.decline);
    const scorer = revealedScorer(model, noPrefs, T0);
    const occupation = scorer.find((entry) => entry.item === 'occupation')!;
    expect(revealedItemCredit(occupation, groom())).to.equal(1);
    expect(revealedItemCredit(occupation, groom({ occupation: 'Teacher' }))).to.be.within(0.01, 0.2);
    expect(revealedItemCredit(occupation, groom({ occupation: 'Lawyer' }))).to.equal(0);
    const state = scorer.find((entry) => entry.item === 'state')!;
    // Karnataka: another state of the favourite's region earns a share.
    expect(revealedItemCredit(state, groom({ state: 'Karnataka' }))).to.equal(0.5);
  });

  it('decay: weights and evidence halve every half-life, so confidence falls without new actions', () => {
    const model = times(4, null, groom(), T0);
    const aged = decayedTo(model, later(REVEALED_HALF_LIFE_DAYS));
    expect(aged.items.occupation.Doctor).to.be.closeTo(10, 1e-9);
    expect(aged.evidence).to.be.closeTo(model.evidence / 2, 1e-9);
    const fresh = revealedScorer(model, noPrefs, T0)[0]!.weight;
    const stale = revealedScorer(model, noPrefs, later(4 * REVEALED_HALF_LIFE_DAYS))[0]!.weight;
    expect(stale).to.be.below(fresh / 2);
    expect(confidenceOf(0)).to.equal(0);
    // A new action after a long pause outweighs the old ones.
    const moved = times(2, model, groom({ occupation: 'Teacher' }), later(3 * REVEALED_HALF_LIFE_DAYS));
    expect(moved.items.occupation.Teacher).to.be.above(moved.items.occupation.Doctor!);
  });

  it('stores bands only: no other member’s id, name or contact, whatever they were acted on', () => {
    const model = times(1, null, { ...groom(), userId: 'user-123', fullName: 'Arun K' } as MatchFacts, T0);
    const stored = JSON.stringify(model);
    expect(stored).not.to.match(/user-123|Arun/);
    expect(Object.keys(model)).to.have.members(['at', 'evidence', 'items']);
  });

  it('keeps the score 0-100 and symmetric, matchScoreValue equal to matchScore', () => {
    const random = seededRandom(7);
    const members = generateMembers(120, 11, T0);
    const sides = members.map((member) => {
      const facts = { ...groom(), ...member.profile, age: member.age };
      const prefs = defaultPreferencesFor({ ...member.profile, age: member.age });
      let model: RevealedPreferences | null = null;
      for (let i = 0; i < 6; i += 1) {
        const other = members[random.int(0, members.length - 1)]!;
        const action = random.pick(['open', 'shortlist', 'sendInterest', 'decline', 'skip'] as const);
        model = learn(model, { ...other.profile, age: other.age }, ACTION_WEIGHTS[action], T0);
      }
      return { prefs, facts, revealed: revealedScorer(model, prefs, T0) };
    });
    for (let i = 0; i + 1 < sides.length; i += 2) {
      const [a, b] = [sides[i]!, sides[i + 1]!];
      const score = matchScoreValue(a, b);
      expect(score).to.be.within(0, 100);
      expect(matchScoreValue(b, a)).to.equal(score);
      expect(matchScore(a, b).score).to.equal(score);
    }
  });

  it('scores 100 when each meets every stated and revealed preference of the other', () => {
    const brideModel = times(3, null, groom(), T0);
    const groomModel = times(3, null, bride, T0);
    const score = matchScoreValue(
      { prefs: noPrefs, facts: bride, revealed: revealedScorer(brideModel, noPrefs, T0) },
      { prefs: noPrefs, facts: groom(), revealed: revealedScorer(groomModel, noPrefs, T0) }
    );
    expect(score).to.equal(100);
  });

  it('a stated “must” wins: its revealed twin is left out, and failing it still caps the score', () => {
    const wantsEngineers = partnerPreferencesSchema.parse({
      ...unset,
      occupations: { values: ['Software Engineer'], must: true }
    });
    const lovesDoctors = times(5, null, groom(), T0);
    const scorer = revealedScorer(lovesDoctors, wantsEngineers, T0);
    expect(scorer.map((entry) => entry.item)).not.to.include('occupation');
    const score = matchScoreValue(
      { prefs: wantsEngineers, facts: bride, revealed: scorer },
      { prefs: noPrefs, facts: groom() }
    );
    expect(score).to.be.at.most(50);
  });

  it('names what the viewer often acts on that this profile holds', () => {
    const model = times(4, null, groom(), T0);
    const viewer = { prefs: noPrefs, facts: bride, revealed: revealedScorer(model, noPrefs, T0) };
    const match = matchScore(viewer, { prefs: noPrefs, facts: groom() });
    expect(match.revealedReason).to.deep.equal({
      occupation: 'Doctor',
      motherTongue: null,
      educationBand: null,
      state: 'Tamil Nadu',
      ages: { from: 30, to: 32 }
    });
    const other = matchScore(viewer, {
      prefs: noPrefs,
      facts: groom({
        occupation: 'Teacher',
        state: 'Punjab',
        age: 40,
        motherTongue: 'Punjabi',
        education: 'Doctorate / Ph.D'
      })
    });
    expect(other.revealedReason).to.equal(null);
    expect(describeRevealed([], [], groom())).to.equal(null);
  });
});
