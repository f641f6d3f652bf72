import { expect } from 'chai';
import { ABROAD_CITIES, ABROAD_CITY_LABELS, birthPlaceSchema, birthTimeSchema } from '../src/birth-places';
import { placeOnEarth } from '../src/birth-coordinates';
import { LOCATIONS, STATES } from '../src/options/locations';
import coordinates from '../src/data/district-coordinates.json';

describe('birth places', () => {
  it('gives every district of the location data a position in India, IST (table regenerated with the data)', () => {
    expect(coordinates.locationsVersion).to.equal(LOCATIONS.version);
    let exact = 0;
    for (const state of STATES) {
      for (const district of state.districts) {
        const place = placeOnEarth({ kind: 'india', state: state.name, district: district.name });
        expect(place, `${district.name}, ${state.name}`).to.not.equal(undefined);
        expect(place!.timeZone).to.equal('Asia/Kolkata');
        expect(place!.latitude).to.be.within(6, 37);
        expect(place!.longitude).to.be.within(68, 98);
        if (!place!.approximate) exact += 1;
      }
    }
    expect(exact / STATES.reduce((n, s) => n + s.districts.length, 0)).to.be.greaterThan(0.65);
  });

  it('places a few district seats where they are', () => {
    const at = (state: string, district: string) => placeOnEarth({ kind: 'india', state, district })!;
    expect(at('Tamil Nadu', 'Madurai')).to.include({ latitude: 9.92, longitude: 78.12, approximate: false });
    expect(at('Tamil Nadu', 'Chennai').latitude).to.be.closeTo(13.08, 0.1);
    expect(at('West Bengal', 'Howrah').longitude).to.be.closeTo(88.31, 0.1);
  });

  it('lists cities abroad with real IANA zones and unique labels', () => {
    expect(new Set(ABROAD_CITY_LABELS).size).to.equal(ABROAD_CITIES.length);
    for (const city of ABROAD_CITIES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: city.timeZone }), city.name).to.not.throw();
      expect(Math.abs(city.latitude)).to.be.at.most(90);
    }
    expect(placeOnEarth({ kind: 'abroad', city: 'Dubai, United Arab Emirates' })).to.include({
      timeZone: 'Asia/Dubai'
    });
  });

  it('accepts a 24-hour HH:MM birth time and a listed place only', () => {
    expect(birthTimeSchema.safeParse('23:59').success).to.equal(true);
    expect(birthTimeSchema.safeParse('24:00').success).to.equal(false);
    expect(birthTimeSchema.safeParse('7:05').success).to.equal(false);
    expect(birthPlaceSchema.safeParse({ kind: 'abroad', city: 'Gotham, Nowhere' }).success).to.equal(false);
    expect(
      birthPlaceSchema.safeParse({ kind: 'india', state: 'Kerala', district: 'Kottayam' }).success
    ).to.equal(true);
  });
});
