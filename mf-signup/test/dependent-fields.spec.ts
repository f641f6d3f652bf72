import { expect } from 'chai';
import { casteChoices, casteForReligion, districtChoices } from '../src/signup/dependent-fields';

describe('dependent fields', () => {
  it('offers the castes of the chosen religion, none before one is chosen', () => {
    expect(casteChoices('')).to.deep.equal([]);
    expect(casteChoices('Hindu')).to.include('Brahmin - Iyer');
    expect(casteChoices('Jewish')).to.deep.equal(['Not Applicable']);
  });

  it('keeps a caste the new religion lists, clears one it does not, and says "Not Applicable" where there is no list', () => {
    expect(casteForReligion('Hindu', 'Prefer not to say')).to.equal('Prefer not to say');
    expect(casteForReligion('Muslim', 'Brahmin - Iyer')).to.equal('');
    expect(casteForReligion('Spiritual / Not Religious', 'Brahmin - Iyer')).to.equal('Not Applicable');
    expect(casteForReligion('', 'Brahmin - Iyer')).to.equal('');
  });

  it('offers the districts of the chosen state only', () => {
    expect(districtChoices('')).to.deep.equal([]);
    expect(districtChoices('Tamil Nadu')).to.include('Chennai');
    expect(districtChoices('Kerala')).to.not.include('Chennai');
  });
});
