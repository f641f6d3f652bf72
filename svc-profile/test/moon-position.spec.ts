import { expect } from 'chai';
import fc from 'fast-check';
import { rasiForStarPada, starFitsRasi, type Pada, type Rasi, type Star } from '@matrimony/catalog';
import { meanLahiriAyanamsa } from '../src/domain/horoscope/ayanamsa';
import { birthHoroscope, birthHoroscopeAt } from '../src/domain/horoscope/birth-chart';
import { birthInstant } from '../src/domain/horoscope/birth-moment';
import { houseFrom, MANGLIK_HOUSES, manglikAt } from '../src/domain/horoscope/manglik';
import { moonPosition, positionOf } from '../src/domain/horoscope/moon-position';

const DRIK = 'drikpanchang.com';
const SOURCES = {
  a: `${DRIK}/bengali/bengali-day-panjika.html?date=31/12/2020 (New Delhi)`,
  b: `${DRIK}/iskcon/panchang/iskcon-detailed-day-panchang.html?date=28/09/2026 (Buddh Gaya)`,
  c: `${DRIK}/bengali/bengali-day-panjika.html?date=24/01/2022 (New Delhi)`,
  d: `${DRIK}/bengali/bengali-day-panjika.html?date=26/01/2022 (New Delhi)`,
  e: 'rninews.co.in, "aaj ka panchang" of 31 August 2020 (Shravana till 15:04, Moon in Makara till 03:48)'
} as const;

/**
 * Published nakshatra-pada (and rasi) end times, all IST: each row is 5 minutes before or after a
 * printed "upto" time, so every row lies within an hour of a boundary (the Moon crosses a pada in about
 * six hours). [IST moment, star, pada, rasi, source, the printed boundary].
 */
const PANCHANG: [string, Star, Pada, Rasi, keyof typeof SOURCES, string][] = [
  ['2020-12-31T07:21', 'Punarvasu', 2, 'Mithuna', 'a', 'Punarvasu pada 2 upto 07:26 AM'],
  ['2020-12-31T07:31', 'Punarvasu', 3, 'Mithuna', 'a', 'Punarvasu pada 2 upto 07:26 AM'],
  ['2020-12-31T13:33', 'Punarvasu', 3, 'Mithuna', 'a', 'Punarvasu pada 3 and Mithuna upto 01:38 PM'],
  ['2020-12-31T13:43', 'Punarvasu', 4, 'Karka', 'a', 'Punarvasu pada 3 and Mithuna upto 01:38 PM'],
  ['2020-12-31T19:44', 'Punarvasu', 4, 'Karka', 'a', 'Punarvasu upto 07:49 PM'],
  ['2020-12-31T19:54', 'Pushya', 1, 'Karka', 'a', 'Punarvasu upto 07:49 PM'],
  ['2021-01-01T01:53', 'Pushya', 1, 'Karka', 'a', 'Pushya pada 1 upto 01:58 AM, Jan 01'],
  ['2021-01-01T02:03', 'Pushya', 2, 'Karka', 'a', 'Pushya pada 1 upto 01:58 AM, Jan 01'],
  ['2026-09-28T10:11', 'Revati', 4, 'Meena', 'b', 'Revati and Mina upto 10:16 AM'],
  ['2026-09-28T10:21', 'Ashwini', 1, 'Mesha', 'b', 'Revati and Mina upto 10:16 AM'],
  ['2026-09-28T15:54', 'Ashwini', 1, 'Mesha', 'b', 'Ashvini pada 1 upto 03:59 PM'],
  ['2026-09-28T16:04', 'Ashwini', 2, 'Mesha', 'b', 'Ashvini pada 1 upto 03:59 PM'],
  ['2026-09-28T21:36', 'Ashwini', 2, 'Mesha', 'b', 'Ashvini pada 2 upto 09:41 PM'],
  ['2026-09-28T21:46', 'Ashwini', 3, 'Mesha', 'b', 'Ashvini pada 2 upto 09:41 PM'],
  ['2026-09-29T03:18', 'Ashwini', 3, 'Mesha', 'b', 'Ashvini pada 3 upto 03:23 AM, Sep 29'],
  ['2026-09-29T03:28', 'Ashwini', 4, 'Mesha', 'b', 'Ashvini pada 3 upto 03:23 AM, Sep 29'],
  ['2022-01-24T11:10', 'Hasta', 4, 'Kanya', 'c', 'Hasta upto 11:15 AM'],
  ['2022-01-24T11:20', 'Chitra', 1, 'Kanya', 'c', 'Hasta upto 11:15 AM'],
  ['2022-01-24T17:08', 'Chitra', 1, 'Kanya', 'c', 'Chitra pada 1 upto 05:13 PM'],
  ['2022-01-24T17:18', 'Chitra', 2, 'Kanya', 'c', 'Chitra pada 1 upto 05:13 PM'],
  ['2022-01-24T23:03', 'Chitra', 2, 'Kanya', 'c', 'Chitra pada 2 and Kanya upto 11:08 PM'],
  ['2022-01-24T23:13', 'Chitra', 3, 'Tula', 'c', 'Chitra pada 2 and Kanya upto 11:08 PM'],
  ['2022-01-25T04:57', 'Chitra', 3, 'Tula', 'c', 'Chitra pada 3 upto 05:02 AM, Jan 25'],
  ['2022-01-25T05:07', 'Chitra', 4, 'Tula', 'c', 'Chitra pada 3 upto 05:02 AM, Jan 25'],
  ['2022-01-26T10:02', 'Swati', 4, 'Tula', 'd', 'Swati upto 10:07 AM'],
  ['2022-01-26T10:12', 'Vishakha', 1, 'Tula', 'd', 'Swati upto 10:07 AM'],
  ['2022-01-26T15:45', 'Vishakha', 1, 'Tula', 'd', 'Vishakha pada 1 upto 03:50 PM'],
  ['2022-01-26T15:55', 'Vishakha', 2, 'Tula', 'd', 'Vishakha pada 1 upto 03:50 PM'],
  ['2022-01-26T21:27', 'Vishakha', 2, 'Tula', 'd', 'Vishakha pada 2 upto 09:32 PM'],
  ['2022-01-26T21:37', 'Vishakha', 3, 'Tula', 'd', 'Vishakha pada 2 upto 09:32 PM'],
  ['2022-01-27T03:08', 'Vishakha', 3, 'Tula', 'd', 'Vishakha pada 3 and Tula upto 03:13 AM, Jan 27'],
  ['2022-01-27T03:18', 'Vishakha', 4, 'Vrishchika', 'd', 'Vishakha pada 3 and Tula upto 03:13 AM, Jan 27'],
  ['2020-08-31T14:59', 'Shravana', 4, 'Makara', 'e', 'Shravana till 15:04'],
  ['2020-08-31T15:09', 'Dhanishta', 1, 'Makara', 'e', 'Shravana till 15:04'],
  ['2020-09-01T03:43', 'Dhanishta', 2, 'Makara', 'e', 'Moon in Makara till 03:48'],
  ['2020-09-01T03:53', 'Dhanishta', 3, 'Kumbha', 'e', 'Moon in Makara till 03:48']
];

const ist = (moment: string) => new Date(`${moment}:00+05:30`);

describe('domain: the Moon’s rasi, star and pada from birth details', () => {
  describe('against published panchang moments (Lahiri), each within an hour of a boundary', () => {
    for (const [moment, star, pada, rasi, source, printed] of PANCHANG) {
      it(`${moment} IST is ${star} pada ${pada} in ${rasi} (${printed}; ${SOURCES[source]})`, () => {
        const position = moonPosition(ist(moment));
        expect([position.star, position.starPada, position.rasi]).to.deep.equal([star, pada, rasi]);
      });
    }
  });

  it('carries the Lahiri ayanamsa from its 1956 definition: about 23°51′ at J2000, growing about 50.3″ a year', () => {
    const atJ2000 = meanLahiriAyanamsa(0);
    expect(atJ2000).to.be.closeTo(23 + 51 / 60 + 25 / 3600, 5 / 3600);
    const yearly = (meanLahiriAyanamsa(365.25 * 10) - atJ2000) / 10;
    expect(yearly * 3600).to.be.closeTo(50.29, 0.05);
  });

  it('puts the computed star always in the computed rasi, its pada too', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), (longitude) => {
        const { star, starPada, rasi } = positionOf(longitude);
        return starFitsRasi(star, rasi) && rasiForStarPada(star, starPada) === rasi;
      }),
      { numRuns: 2000 }
    );
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        (at) => {
          const { star, starPada, rasi } = moonPosition(at);
          return rasiForStarPada(star, starPada) === rasi;
        }
      ),
      { numRuns: 300 }
    );
  });

  describe('time zones', () => {
    const utc = (date: string, time: string, timeZone: string) =>
      birthInstant({ date, time, timeZone }).toISOString();

    it('reads an Indian birth time as IST, UTC+05:30 in every season', () => {
      expect(utc('1995-06-01', '08:00', 'Asia/Kolkata')).to.equal('1995-06-01T02:30:00.000Z');
      expect(utc('1995-12-01', '08:00', 'Asia/Kolkata')).to.equal('1995-12-01T02:30:00.000Z');
      expect(utc('2000-01-01', '02:00', 'Asia/Kolkata')).to.equal('1999-12-31T20:30:00.000Z');
    });

    it('applies summer time abroad for the date it was in force', () => {
      expect(utc('1990-07-15', '10:30', 'America/New_York')).to.equal('1990-07-15T14:30:00.000Z');
      expect(utc('1990-01-15', '10:30', 'America/New_York')).to.equal('1990-01-15T15:30:00.000Z');
      expect(utc('1995-06-01', '08:00', 'Europe/London')).to.equal('1995-06-01T07:00:00.000Z');
      expect(utc('1995-12-01', '08:00', 'Europe/London')).to.equal('1995-12-01T08:00:00.000Z');
      // Southern hemisphere: summer time in January, none in July.
      expect(utc('2000-01-01', '00:15', 'Australia/Sydney')).to.equal('1999-12-31T13:15:00.000Z');
      expect(utc('2000-07-01', '00:15', 'Australia/Sydney')).to.equal('2000-06-30T14:15:00.000Z');
      expect(utc('2000-07-01', '00:15', 'Asia/Dubai')).to.equal('2000-06-30T20:15:00.000Z');
    });

    it('reads a repeated hour as its first pass and a skipped one with the offset before the change', () => {
      expect(utc('2021-11-07', '01:30', 'America/New_York')).to.equal('2021-11-07T05:30:00.000Z');
      expect(utc('2021-10-31', '01:30', 'Europe/London')).to.equal('2021-10-31T00:30:00.000Z');
      expect(utc('2021-03-14', '02:30', 'America/New_York')).to.equal('2021-03-14T07:30:00.000Z');
      expect(utc('2021-03-28', '01:30', 'Europe/London')).to.equal('2021-03-28T01:30:00.000Z');
    });

    it('gives a birth abroad the star of the same instant in India', () => {
      // 19:54 IST on 31 Dec 2020 (Pushya 1, source a) is 09:24 the same day in New York (EST).
      const newYork = birthHoroscopeAt({
        dateOfBirth: '2020-12-31',
        birthTime: '09:24',
        birthPlace: { kind: 'abroad', city: 'New York, United States' }
      });
      expect(newYork).to.include({ computable: true, star: 'Pushya', starPada: 1, rasi: 'Karka' });
      // 10:11 and 10:21 IST on 28 Sep 2026 (either side of Revati's end, source b) are 05:41 and 05:51 in
      // London on summer time (BST, UTC+1): an hour off, both would fall on one side.
      const london = (birthTime: string) =>
        birthHoroscopeAt({
          dateOfBirth: '2026-09-28',
          birthTime,
          birthPlace: { kind: 'abroad', city: 'London, United Kingdom' }
        });
      expect(london('05:41')).to.include({ computable: true, star: 'Revati', starPada: 4, rasi: 'Meena' });
      expect(london('05:51')).to.include({ computable: true, star: 'Ashwini', starPada: 1, rasi: 'Mesha' });
    });
  });

  it('computes nothing without a birth time, and says why', () => {
    const place = { latitude: 13.08, longitude: 80.27, timeZone: 'Asia/Kolkata' };
    expect(birthHoroscope({ dateOfBirth: '1996-04-12', birthTime: null, place })).to.deep.equal({
      computable: false,
      reason: 'birth_time_needed'
    });
    expect(
      birthHoroscopeAt({
        dateOfBirth: '1996-04-12',
        birthTime: '',
        birthPlace: { kind: 'india', state: 'Tamil Nadu', district: 'Chennai' }
      })
    ).to.deep.equal({ computable: false, reason: 'birth_time_needed' });
  });

  describe('Manglik (Chevvai dosham)', () => {
    it('counts whole-sign houses, the rasi itself being the 1st', () => {
      expect(houseFrom(0, 0)).to.equal(1);
      expect(houseFrom(0, 1)).to.equal(2);
      expect(houseFrom(11, 0)).to.equal(2);
      expect(houseFrom(3, 2)).to.equal(12);
      expect(houseFrom(6, 0)).to.equal(7);
    });

    it('finds the ascendant at sunrise in the Sun’s rasi (published sunrise and Surya nakshatra)', () => {
      // Source a: New Delhi sunrise 07:14 AM, the Sun in Purva Ashadha (Dhanu).
      expect(
        manglikAt(ist('2020-12-31T07:20'), { latitude: 28.61, longitude: 77.21 }, 'Karka').ascendant
      ).to.equal('Dhanu');
      // Source b: Buddh Gaya sunrise 05:41 AM, the Sun in Hasta (Kanya).
      expect(
        manglikAt(ist('2026-09-28T05:50'), { latitude: 24.7, longitude: 84.99 }, 'Meena').ascendant
      ).to.equal('Kanya');
    });

    it('is Manglik exactly when Mars is in the 2nd, 4th, 7th, 8th or 12th house from the ascendant or the Moon, and names the rule', () => {
      const inHouse = (house: number) => (MANGLIK_HOUSES as readonly number[]).includes(house);
      fc.assert(
        fc.property(
          fc.date({ min: new Date('1960-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
          fc.double({ min: 8, max: 35, noNaN: true }),
          fc.double({ min: 68, max: 97, noNaN: true }),
          (at, latitude, longitude) => {
            const moon = moonPosition(at);
            const result = manglikAt(at, { latitude, longitude }, moon.rasi);
            return (
              result.manglik ===
                (inHouse(result.marsHouseFromAscendant) || inHouse(result.marsHouseFromMoon)) &&
              result.rule.includes('2nd, 4th, 7th, 8th or 12th')
            );
          }
        ),
        { numRuns: 200 }
      );
    });

    it('gives the dosham from the computed chart', () => {
      const computed = birthHoroscopeAt({
        dateOfBirth: '2022-01-24',
        birthTime: '11:20',
        birthPlace: { kind: 'india', state: 'Delhi', district: 'New Delhi' }
      });
      if (!computed.computable) throw new Error('expected a computed horoscope');
      expect(computed).to.include({ star: 'Chitra', starPada: 1, rasi: 'Kanya' });
      expect(computed.dosham).to.equal(computed.manglik.manglik ? 'Yes' : 'No');
    });
  });
});
