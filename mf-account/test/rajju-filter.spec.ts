import { expect } from 'chai';
import {
  chipsOf,
  filtersFromSearch,
  searchFromFilters,
  searchQueryOf,
  withoutChip
} from '../src/explore/filters';

describe('explore: the "Rajju compatible with me" filter', () => {
  it('travels in the address, the search request and a removable chip', () => {
    const filters = filtersFromSearch(new URLSearchParams('rajjuCompatible=true&religion=Hindu'));
    expect(filters.rajjuCompatible).to.equal(true);
    expect(searchFromFilters(filters)).to.equal('religion=Hindu&rajjuCompatible=true');
    expect(searchQueryOf(filters, undefined, 20)).to.deep.include({ rajjuCompatible: 'true' });
    expect(chipsOf(filters)).to.deep.include({ key: 'rajjuCompatible', label: 'Rajju compatible' });
    const removed = withoutChip(filters, 'rajjuCompatible');
    expect(removed.rajjuCompatible).to.equal(false);
    expect(searchQueryOf(removed, undefined, 20)).to.not.have.property('rajjuCompatible');
  });

  it('is off unless the address says so', () => {
    expect(filtersFromSearch(new URLSearchParams('')).rajjuCompatible).to.equal(false);
    expect(filtersFromSearch(new URLSearchParams('rajjuCompatible=yes')).rajjuCompatible).to.equal(false);
  });
});
