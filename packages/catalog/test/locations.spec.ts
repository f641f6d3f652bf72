import { expect } from 'chai';
import { LOCATIONS, STATES, districtsForState, findState, isDistrictOfState } from '../src/index';

describe('states and districts (LGD)', () => {
  it('carries a data version, date and source', () => {
    expect(LOCATIONS.version).to.be.a('string').and.not.empty;
    expect(LOCATIONS.asOf).to.match(/^\d{4}-\d{2}-\d{2}$/);
    expect(LOCATIONS.source).to.contain('Local Government Directory');
  });

  it('has all 36 states and union territories (28 + 8) with unique names and LGD codes', () => {
    expect(STATES).to.have.length(36);
    expect(STATES.filter((s) => s.type === 'state')).to.have.length(28);
    expect(STATES.filter((s) => s.type === 'union_territory')).to.have.length(8);
    expect(new Set(STATES.map((s) => s.name)).size).to.equal(36);
    expect(new Set(STATES.map((s) => s.lgdCode)).size).to.equal(36);
  });

  it('has between 780 and 800 districts, none duplicated within a state, LGD codes unique', () => {
    const total = STATES.reduce((sum, state) => sum + state.districts.length, 0);
    expect(total).to.be.within(780, 800);
    for (const state of STATES) {
      const names = state.districts.map((d) => d.name);
      expect(new Set(names).size, state.name).to.equal(names.length);
      expect(names.length, state.name).to.be.greaterThan(0);
    }
    const codes = STATES.flatMap((s) => s.districts.map((d) => d.lgdCode)).filter((code) => code !== null);
    expect(new Set(codes).size).to.equal(codes.length);
    expect(codes.length).to.be.greaterThan(770);
  });

  it('knows the district counts of a few states', () => {
    const count = (name: string) => findState(name)!.districts.length;
    expect(count('Uttar Pradesh')).to.equal(75);
    expect(count('Tamil Nadu')).to.equal(38);
    expect(count('Kerala')).to.equal(14);
    expect(count('Andhra Pradesh')).to.equal(26);
    expect(count('Telangana')).to.equal(33);
    expect(count('Delhi')).to.equal(11);
    expect(count('Ladakh')).to.equal(2);
    expect(findState('Kerala')!.lgdCode).to.equal(32);
  });

  it('lists the districts of a state and checks membership', () => {
    expect(districtsForState('Kerala')).to.include('Ernakulam');
    expect(districtsForState('Atlantis')).to.deep.equal([]);
    expect(isDistrictOfState('Ernakulam', 'Kerala')).to.equal(true);
    expect(isDistrictOfState('Ernakulam', 'Tamil Nadu')).to.equal(false);
    // Same name, different states: Aurangabad (Bihar), Bilaspur (Chhattisgarh and Himachal Pradesh).
    expect(isDistrictOfState('Bilaspur', 'Chhattisgarh')).to.equal(true);
    expect(isDistrictOfState('Bilaspur', 'Himachal Pradesh')).to.equal(true);
  });
});
