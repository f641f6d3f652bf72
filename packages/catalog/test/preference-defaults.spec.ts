// The preferences a new member starts with, guessed from their own profile (docs/product-rules.md#partner-preferences).
import { expect } from 'chai';
import {
  EDUCATION_LEVELS,
  PREFERENCE_ITEMS,
  STATE_NAMES,
  confirmedPreferences,
  defaultPreferencesFor,
  educationBandRank,
  hasGuessedPreferences,
  stateRegionOf,
  withGuessedFlags
} from '../src';

const bride = {
  age: 28,
  gender: 'female',
  religion: 'Hindu',
  motherTongue: 'Tamil',
  height: '5 ft 2 in (157 cm)',
  maritalStatus: 'never_married',
  state: 'Tamil Nadu',
  education: 'MBA / PGDM',
  annualIncome: '₹10-20 Lakhs'
};

describe('default partner preferences', () => {
  it('guess every item from the member’s own profile, none "must", all marked guessed', () => {
    const prefs = defaultPreferencesFor(bride);
    expect([prefs.age.min, prefs.age.max]).to.deep.equal([27, 33]);
    expect([prefs.height.min, prefs.height.max]).to.deep.equal([157, 187]);
    expect(prefs.maritalStatuses.values).to.deep.equal(['never_married']);
    expect(prefs.religions.values).to.deep.equal(['Hindu']);
    expect(prefs.motherTongues.values).to.deep.equal(['Tamil']);
    expect(prefs.states.values).to.deep.equal(['Tamil Nadu']);
    expect(prefs.educationLevels.values).to.include.members([
      'B.Tech / B.E',
      'MBA / PGDM',
      'Doctorate / Ph.D'
    ]);
    expect(prefs.educationLevels.values).to.not.include('Diploma');
    expect(prefs.minIncome.value).to.equal('₹5-10 Lakhs');
    expect(PREFERENCE_ITEMS.every((item) => prefs[item].guessed && !prefs[item].must)).to.equal(true);
    expect(prefs.horoscope.value).to.equal(false);
  });

  it('guess a groom a shorter range, a lower income floor, and no marital status for one married before', () => {
    const groom = { ...bride, gender: 'male', maritalStatus: 'divorced', annualIncome: '₹20-50 Lakhs' };
    const prefs = defaultPreferencesFor(groom);
    expect([prefs.age.min, prefs.age.max]).to.deep.equal([23, 29]);
    expect([prefs.height.min, prefs.height.max]).to.deep.equal([137, 157]);
    expect(prefs.maritalStatuses.values).to.deep.equal([]);
    expect(prefs.minIncome.value).to.equal('₹5-10 Lakhs');
    expect(defaultPreferencesFor({ ...groom, annualIncome: '₹2-5 Lakhs' }).minIncome.value).to.equal(null);
    expect(
      defaultPreferencesFor({ ...groom, education: 'Secondary (10th)' }).educationLevels.values
    ).to.deep.equal([]);
  });

  it('are confirmed all at once, and read by who saved them when stored before the flag', () => {
    const prefs = defaultPreferencesFor(bride);
    expect(hasGuessedPreferences(prefs)).to.equal(true);
    const confirmed = confirmedPreferences(prefs);
    expect(hasGuessedPreferences(confirmed)).to.equal(false);
    expect({ ...confirmed.states, guessed: true }).to.deep.equal(prefs.states);
    expect(hasGuessedPreferences(withGuessedFlags(confirmed, false))).to.equal(true);
    expect(hasGuessedPreferences(withGuessedFlags(prefs, true))).to.equal(false);
  });

  it('place every education level but "Others" in a band, and every state in a region', () => {
    expect(EDUCATION_LEVELS.filter((level) => educationBandRank(level) < 0)).to.deep.equal(['Others']);
    expect(educationBandRank('Doctorate / Ph.D')).to.be.above(educationBandRank('MBA / PGDM'));
    expect(educationBandRank('MBA / PGDM')).to.be.above(educationBandRank('B.Tech / B.E'));
    expect(STATE_NAMES.filter((state) => !stateRegionOf(state))).to.deep.equal([]);
    expect(stateRegionOf('Kerala')).to.equal(stateRegionOf('Tamil Nadu'));
  });
});
