import { expect } from 'chai';
import {
  ageFromDob,
  calendarDateOf,
  daysInMonth,
  dobYearRange,
  formatCalendarDate,
  isOldEnough,
  parseDateOfBirth
} from '../src/index';

describe('date of birth helpers', () => {
  it('offers 54 birth years from current year − 17 down to current year − 70', () => {
    const years = dobYearRange({ year: 2026, month: 11, day: 21 });
    expect(years).to.have.length(54);
    expect(years[0]).to.equal(2009);
    expect(years.at(-1)).to.equal(1956);
  });

  it('uses the Indian calendar year at new year', () => {
    // 31 Dec 2025 20:00 UTC is already 1 Jan 2026 in India.
    expect(dobYearRange(new Date('2025-12-31T20:00:00Z'))[0]).to.equal(2009);
  });

  it('knows month lengths including leap years', () => {
    expect(daysInMonth(2024, 2)).to.equal(29);
    expect(daysInMonth(2023, 2)).to.equal(28);
    expect(daysInMonth(1900, 2)).to.equal(28);
    expect(daysInMonth(2000, 2)).to.equal(29);
    expect(daysInMonth(2025, 4)).to.equal(30);
    expect(daysInMonth(2025, 12)).to.equal(31);
  });

  it('computes completed years around the birthday', () => {
    const dob = { year: 2000, month: 6, day: 15 };
    expect(ageFromDob(dob, { year: 2025, month: 6, day: 14 })).to.equal(24);
    expect(ageFromDob(dob, { year: 2025, month: 6, day: 15 })).to.equal(25);
    expect(ageFromDob(dob, { year: 2025, month: 5, day: 30 })).to.equal(24);
    expect(ageFromDob('2000-06-15', { year: 2025, month: 7, day: 1 })).to.equal(25);
    expect(ageFromDob('not a date', { year: 2025, month: 7, day: 1 })).to.equal(undefined);
  });

  it('reaches a 29 February birthday on 1 March in common years', () => {
    expect(ageFromDob('2004-02-29', { year: 2021, month: 2, day: 28 })).to.equal(16);
    expect(ageFromDob('2004-02-29', { year: 2021, month: 3, day: 1 })).to.equal(17);
    expect(ageFromDob('2004-02-29', { year: 2024, month: 2, day: 29 })).to.equal(20);
  });

  it('is old enough on the 17th birthday, not the day before', () => {
    expect(isOldEnough('2008-11-21', { year: 2025, month: 11, day: 21 })).to.equal(true);
    expect(isOldEnough('2008-11-22', { year: 2025, month: 11, day: 21 })).to.equal(false);
    expect(isOldEnough('garbage', { year: 2025, month: 11, day: 21 })).to.equal(false);
  });

  it('reads dates of birth as plain dates or as Indian calendar days of timestamps', () => {
    expect(parseDateOfBirth('1995-06-15')).to.deep.equal({ year: 1995, month: 6, day: 15 });
    // Midnight IST on 15 June is 18:30 UTC on the 14th: still the 15th for the member.
    expect(parseDateOfBirth('1995-06-14T18:30:00.000Z')).to.deep.equal({ year: 1995, month: 6, day: 15 });
    expect(parseDateOfBirth('1995-02-30')).to.equal(undefined);
    expect(parseDateOfBirth('15/06/1995')).to.equal(undefined);
    expect(formatCalendarDate({ year: 995, month: 6, day: 5 })).to.equal('0995-06-05');
    expect(calendarDateOf(new Date('2025-01-01T00:00:00Z'), 'UTC')).to.deep.equal({
      year: 2025,
      month: 1,
      day: 1
    });
  });

  it("computes India's calendar days by arithmetic exactly as the time-zone database does (1946 onwards, and before)", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit'
    });
    const viaIntl = (instant: Date) => {
      const [year, month, day] = intl.format(instant).split('-').map(Number);
      return { year, month, day };
    };
    const instants = [
      Date.UTC(1940, 5, 1, 18, 0),
      Date.UTC(1945, 11, 31, 18, 29, 59),
      Date.UTC(1945, 11, 31, 18, 30)
    ];
    // Either side of midnight IST (18:30 UTC) on days spread from 1946 to 2100.
    for (let day = Date.UTC(1946, 0, 1); day < Date.UTC(2100, 0, 1); day += 97 * 86_400_000) {
      instants.push(day + 18 * 3_600_000 + 29 * 60_000 + 59_999, day + 18 * 3_600_000 + 30 * 60_000);
    }
    for (const ms of instants)
      expect(calendarDateOf(new Date(ms)), new Date(ms).toISOString()).to.deep.equal(viaIntl(new Date(ms)));
  });
});
