import { expect } from 'chai';
import { casteAfterReligion, casteChoices } from '../src/caste';
import { DISTRICT_AFTER_STATE_CHANGE, districtChoices } from '../src/districts';
import { genderAfterProfileFor } from '../src/profile-for';

describe('dependent fields', () => {
  it('offers the castes of the chosen religion, none before one is chosen', () => {
    expect(casteChoices('')).to.deep.equal([]);
    expect(casteChoices('Hindu')).to.include('Brahmin - Iyer').and.not.include('Sunni');
    expect(casteChoices('Jewish')).to.deep.equal(['Not Applicable']);
  });

  it('keeps a caste the new religion lists, clears one it does not, and says "Not Applicable" where there is no list', () => {
    expect(casteAfterReligion('Hindu', 'Prefer not to say')).to.equal('Prefer not to say');
    expect(casteAfterReligion('Muslim', 'Brahmin - Iyer')).to.equal('');
    expect(casteAfterReligion('Spiritual / Not Religious', 'Brahmin - Iyer')).to.equal('Not Applicable');
    expect(casteAfterReligion('', 'Brahmin - Iyer')).to.equal('');
  });

  it('sets the gender a son, daughter, brother or sister implies, and leaves it for the other choices', () => {
    expect(genderAfterProfileFor('son', 'female')).to.equal('male');
    expect(genderAfterProfileFor('brother', '')).to.equal('male');
    expect(genderAfterProfileFor('daughter', 'male')).to.equal('female');
    expect(genderAfterProfileFor('sister', '')).to.equal('female');
    for (const choice of ['myself', 'relative', 'friend', '']) {
      expect(genderAfterProfileFor(choice, 'female'), choice).to.equal('female');
      expect(genderAfterProfileFor(choice, ''), choice).to.equal('');
    }
  });

  it('offers the districts of the chosen state only, and a state change clears the district', () => {
    expect(districtChoices('')).to.deep.equal([]);
    expect(districtChoices('Tamil Nadu')).to.include('Chennai');
    expect(districtChoices('Kerala')).to.not.include('Chennai');
    expect(DISTRICT_AFTER_STATE_CHANGE).to.equal('');
  });
});
