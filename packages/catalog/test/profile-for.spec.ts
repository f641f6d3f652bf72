import { expect } from 'chai';
import {
  CATALOG,
  GENDERS,
  PROFILE_FOR,
  PROFILE_FOR_LABELS,
  genderOfProfileFor,
  profileCreatedByPhrase,
  profileCreatorOf
} from '../src/index';

describe('"This profile is for" and "Profile created by"', () => {
  it('asks with the choices members know, served in the catalog', () => {
    expect(PROFILE_FOR.map((choice) => PROFILE_FOR_LABELS[choice])).to.deep.equal([
      'Myself',
      'My son',
      'My daughter',
      'My brother',
      'My sister',
      'A relative',
      'A friend'
    ]);
    expect(CATALOG.profileFor[1]).to.deep.equal({ value: 'son', label: 'My son' });
  });

  it('phrases every choice for a male and a female owner', () => {
    const phrases = PROFILE_FOR.flatMap((choice) =>
      GENDERS.map((gender) => [choice, gender, profileCreatedByPhrase(profileCreatorOf(choice)!, gender)])
    );
    expect(phrases).to.deep.equal([
      ['myself', 'male', 'Profile created by himself'],
      ['myself', 'female', 'Profile created by herself'],
      ['son', 'male', 'Profile created by his parent'],
      ['son', 'female', 'Profile created by her parent'],
      ['daughter', 'male', 'Profile created by his parent'],
      ['daughter', 'female', 'Profile created by her parent'],
      ['brother', 'male', 'Profile created by his brother or sister'],
      ['brother', 'female', 'Profile created by her brother or sister'],
      ['sister', 'male', 'Profile created by his brother or sister'],
      ['sister', 'female', 'Profile created by her brother or sister'],
      ['relative', 'male', 'Profile created by a relative'],
      ['relative', 'female', 'Profile created by a relative'],
      ['friend', 'male', 'Profile created by a friend'],
      ['friend', 'female', 'Profile created by a friend']
    ]);
  });

  it('knows no creator for a profile stored before the question was asked', () => {
    expect(profileCreatorOf(null)).to.equal(null);
    expect(profileCreatorOf(undefined)).to.equal(null);
  });

  it('settles the gender for a son, daughter, brother or sister only', () => {
    expect(PROFILE_FOR.map(genderOfProfileFor)).to.deep.equal([
      undefined,
      'male',
      'female',
      'male',
      'female',
      undefined,
      undefined
    ]);
  });
});
