import { expect } from 'chai';
import { placeOnEarth } from '../src/birth-coordinates';
import { STATES } from '../src/options/locations';
import { insideStateBounds, STATE_BOUNDS } from '../src/state-bounds';
import coordinates from '../src/data/district-coordinates.json';

const at = (state: string, district: string) => placeOnEarth({ kind: 'india', state, district })!;

describe('district coordinates', () => {
  it('has bounds for every state and union territory', () => {
    for (const state of STATES) expect(STATE_BOUNDS[state.name], state.name).to.not.equal(undefined);
  });

  it("puts every district inside its own state's bounds", () => {
    const outside = STATES.flatMap((state) =>
      state.districts
        .filter((district) => !insideStateBounds(state.name, at(state.name, district.name)))
        .map((district) => `${district.name}, ${state.name}`)
    );
    expect(outside).to.deep.equal([]);
  });

  it('places districts that share a name, or a seat name, each in its own state', () => {
    const pairs: [[string, string], [string, string]][] = [
      [
        ['Rajasthan', 'Udaipur'],
        ['Tripura', 'Gomati']
      ],
      [
        ['Chhattisgarh', 'Bilaspur'],
        ['Himachal Pradesh', 'Bilaspur']
      ],
      [
        ['Himachal Pradesh', 'Hamirpur'],
        ['Uttar Pradesh', 'Hamirpur']
      ],
      [
        ['Rajasthan', 'Pratapgarh'],
        ['Uttar Pradesh', 'Pratapgarh']
      ],
      [
        ['Chhattisgarh', 'Balrampur'],
        ['Uttar Pradesh', 'Balrampur']
      ],
      [
        ['Bihar', 'Aurangabad'],
        ['Maharashtra', 'Chhatrapati Sambhajinagar']
      ],
      [
        ['Chhattisgarh', 'Raigarh'],
        ['Maharashtra', 'Raigad']
      ]
    ];
    for (const [[stateA, districtA], [stateB, districtB]] of pairs) {
      const a = at(stateA, districtA);
      const b = at(stateB, districtB);
      for (const [state, district, place] of [
        [stateA, districtA, a],
        [stateB, districtB, b]
      ] as const) {
        expect(place.approximate, `${district}, ${state} found in the source`).to.equal(false);
        expect(insideStateBounds(state, place), `${district}, ${state}`).to.equal(true);
      }
      const apart = Math.hypot(a.latitude - b.latitude, a.longitude - b.longitude);
      expect(apart, `${districtA}, ${stateA} / ${districtB}, ${stateB}`).to.be.greaterThan(1);
    }
    expect(at('Rajasthan', 'Udaipur').latitude).to.be.closeTo(24.58, 0.1);
    expect(at('Rajasthan', 'Udaipur').longitude).to.be.closeTo(73.71, 0.1);
  });

  it('picks the district seat where its state has two towns of that name', () => {
    expect(at('Uttar Pradesh', 'Maharajganj')).to.include({ latitude: 27.14, longitude: 83.56 });
    expect(at('Uttar Pradesh', 'Rampur')).to.include({ latitude: 28.81, longitude: 79.03 });
    expect(at('Madhya Pradesh', 'Rajgarh')).to.include({ latitude: 24.01, longitude: 76.73 });
  });

  it('marks the stand-in positions as approximate and keeps them few', () => {
    const points = Object.values(coordinates.states).flatMap((districts) => Object.values(districts));
    for (const point of points)
      expect([undefined, true]).to.include((point as { approximate?: true }).approximate);
    const approximate = points.filter((point) => 'approximate' in point).length;
    expect(approximate / points.length).to.be.lessThan(0.12);
  });
});
