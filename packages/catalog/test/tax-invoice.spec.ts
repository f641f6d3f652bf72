import { expect } from 'chai';
import { STATE_NAMES } from '../src/options/locations';
import { DEMO_SELLER, GST_STATE_CODES, gstinCheckCharacter, isValidGstin } from '../src/tax-invoice';

describe('tax invoice constants', () => {
  it('knows the GST state code of every state and union territory the catalog lists, each code once', () => {
    expect(Object.keys(GST_STATE_CODES)).to.have.members(STATE_NAMES);
    expect(new Set(Object.values(GST_STATE_CODES)).size).to.equal(STATE_NAMES.length);
    expect(GST_STATE_CODES).to.include({ 'Tamil Nadu': '33', 'Andhra Pradesh': '37', Ladakh: '38' });
  });

  it('checks a GSTIN’s check character by the published algorithm', () => {
    // A GSTIN published as a worked example of the algorithm.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).to.equal('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).to.equal(true);
    expect(isValidGstin('27AAPFU0939F1ZW'), 'another check character').to.equal(false);
    expect(isValidGstin('27AAPFU0939F2ZV'), 'one character changed').to.equal(false);
    expect(isValidGstin('27aapfu0939f1zv'), 'lower case').to.equal(false);
    expect(isValidGstin('27AAPFU0939F1ZV0'), 'too long').to.equal(false);
    expect(isValidGstin('99AAPFU0939F1Z' + gstinCheckCharacter('99AAPFU0939F1Z')), 'no such state').to.equal(
      false
    );
  });

  it('runs the demo with a well-formed seller GSTIN of the seller’s state', () => {
    expect(isValidGstin(DEMO_SELLER.gstin)).to.equal(true);
    expect(DEMO_SELLER.gstin.slice(0, 2)).to.equal(GST_STATE_CODES[DEMO_SELLER.state]);
  });
});
