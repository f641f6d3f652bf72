import { expect } from 'chai';
import { casteAfterReligion, casteChoices } from '../src/caste';
import { DISTRICT_AFTER_STATE_CHANGE, districtChoices } from '../src/districts';

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

  it('offers the districts of the chosen state only, and a state change clears the district', () => {
    expect(districtChoices('')).to.deep.equal([]);
    expect(districtChoices('Tamil Nadu')).to.include('Chennai');
    expect(districtChoices('Kerala')).to.not.include('Chennai');
    expect(DISTRICT_AFTER_STATE_CHANGE).to.equal('');
  });
});
