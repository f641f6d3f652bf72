import { expect } from 'chai';
import { diffWithLgd, parseLgdDistrictCsv } from '../bin/lgd-diff';
import type { LocationData } from '../src/options/locations';

const shipped: LocationData = {
  version: 'test',
  source: 'test',
  asOf: '2025-01-01',
  states: [
    {
      lgdCode: 32,
      name: 'Kerala',
      type: 'state',
      districts: [
        { lgdCode: 555, name: 'Ernakulam' },
        { lgdCode: 565, name: 'Thiruvananthapuram' },
        { lgdCode: 999, name: 'Gone' }
      ]
    },
    {
      lgdCode: 37,
      name: 'Ladakh',
      type: 'union_territory',
      districts: [
        { lgdCode: 6, name: 'Kargil' },
        { lgdCode: null, name: 'Zanskar' }
      ]
    }
  ]
};

const csv = [
  '\uFEFF"S.No.","State Code","State Name(In English)","District Code","District Name(In English)","Census 2011 Code"',
  '1,32,"Kerala",555,"ERNAKULAM",595',
  '2,32,"Kerala",565,"Thiruvanathapuram",601',
  '3,1,"Jammu And Kashmir",6,"Kargil",7',
  '4,37,"Ladakh",800,"Zanskar",'
].join('\n');

describe('comparing the district list with an LGD download', () => {
  it('reads the LGD CSV columns whatever their exact header spelling', () => {
    expect(parseLgdDistrictCsv(csv)[0]).to.deep.equal({
      stateCode: 32,
      districtCode: 555,
      districtName: 'ERNAKULAM'
    });
    expect(() => parseLgdDistrictCsv('a,b\n1,2')).to.throw(/stateCode/);
  });

  it('reports added, removed, moved, renamed and code-less districts', () => {
    const diff = diffWithLgd(shipped, parseLgdDistrictCsv(csv));
    expect(diff.added).to.deep.equal([{ stateCode: 37, districtCode: 800, districtName: 'Zanskar' }]);
    expect(diff.removed).to.deep.equal([{ state: 'Kerala', district: 'Gone', lgdCode: 999 }]);
    expect(diff.movedState).to.deep.equal([{ district: 'Kargil', lgdCode: 6, from: 37, to: 1 }]);
    expect(diff.renamed).to.deep.equal([
      { state: 'Kerala', lgdCode: 565, shipped: 'Thiruvananthapuram', lgd: 'Thiruvanathapuram' }
    ]);
    expect(diff.withoutCode).to.deep.equal([{ state: 'Ladakh', district: 'Zanskar' }]);
  });
});
