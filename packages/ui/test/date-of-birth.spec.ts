import { expect } from 'chai';
import {
  changeDatePart,
  dayChoices,
  daysInMonth,
  fromIsoDate,
  isLeapYear,
  toIsoDate
} from '../src/forms/date-of-birth';

describe('date of birth rules', () => {
  it('knows leap years, including the century rules', () => {
    expect([2000, 2004, 2024].map(isLeapYear)).to.deep.equal([true, true, true]);
    expect([1900, 2023, 2100].map(isLeapYear)).to.deep.equal([false, false, false]);
  });

  it('gives each month its number of days', () => {
    const days = Array.from({ length: 12 }, (_, index) => daysInMonth(index + 1, 2023));
    expect(days).to.deep.equal([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2, 2024)).to.equal(29);
  });

  it('offers 29 February while the year is still unknown, and 31 days before a month is chosen', () => {
    expect(daysInMonth(2, null)).to.equal(29);
    expect(dayChoices(null, null)).to.have.length(31);
    expect(dayChoices(4, 1990)).to.deep.equal(Array.from({ length: 30 }, (_, index) => index + 1));
  });

  it('clears a day that the newly chosen month or year does not have', () => {
    const thirtyFirst = { year: 1995, month: 1, day: 31 };
    expect(changeDatePart(thirtyFirst, 'month', 4)).to.deep.equal({ year: 1995, month: 4, day: null });
    const leapDay = { year: null, month: 2, day: 29 };
    expect(changeDatePart(leapDay, 'year', 1996).day).to.equal(29);
    expect(changeDatePart(leapDay, 'year', 1997).day).to.equal(null);
    expect(changeDatePart(thirtyFirst, 'month', 3).day).to.equal(31);
  });

  it('produces an ISO date only when all parts are chosen', () => {
    expect(toIsoDate({ year: 1998, month: 3, day: 7 })).to.equal('1998-03-07');
    expect(toIsoDate({ year: 1998, month: null, day: 7 })).to.equal(null);
    expect(toIsoDate({ year: 1999, month: 2, day: 29 })).to.equal(null);
  });

  it('reads ISO dates back, rejecting impossible ones', () => {
    expect(fromIsoDate('1992-11-30')).to.deep.equal({ year: 1992, month: 11, day: 30 });
    expect(fromIsoDate('1992-11-30T00:00:00.000Z')).to.deep.equal({ year: 1992, month: 11, day: 30 });
    expect(fromIsoDate('1993-02-29')).to.deep.equal({ year: null, month: null, day: null });
    expect(fromIsoDate('')).to.deep.equal({ year: null, month: null, day: null });
  });
});
