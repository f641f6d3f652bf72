import { expect } from 'chai';
import {
  dayKeyOf,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatLongDateTime,
  formatMonthYear,
  formatTime,
  formatWeekday,
  formatWeekdayDate,
  hourOfDay,
  zoneForViewer
} from '../src/date-format';

const IST = { timeZone: 'Asia/Kolkata' };
const DUBAI = { timeZone: 'Asia/Dubai' };
const LONDON = { timeZone: 'Europe/London' };
const MORNING = '2026-11-27T03:45:00Z';

describe('date format (every date a member reads)', () => {
  it('writes a date and time the Indian way in IST, without naming the zone', () => {
    expect(formatDateTime(MORNING, IST)).to.equal('27 Nov 2026, 9:15 am');
    expect(formatDate(MORNING, IST)).to.equal('27 Nov 2026');
    expect(formatTime(MORNING, IST)).to.equal('9:15 am');
    expect(formatDateTime(new Date(MORNING), { timeZone: 'Asia/Calcutta' })).to.equal('27 Nov 2026, 9:15 am');
  });

  it('names IST when asked (text read in any zone)', () => {
    expect(formatDateTime(MORNING, { ...IST, nameZone: true })).to.equal('27 Nov 2026, 9:15 am IST');
    expect(formatLongDateTime('2026-12-21T08:00:00Z', { ...IST, nameZone: true })).to.equal(
      '21 December 2026 at 1:30 pm IST'
    );
  });

  it('shows a viewer outside India their own zone, named after a time of day', () => {
    expect(formatDateTime(MORNING, DUBAI)).to.equal('27 Nov 2026, 7:45 am GMT+4');
    expect(formatTime(MORNING, DUBAI)).to.equal('7:45 am GMT+4');
    expect(formatDate(MORNING, DUBAI)).to.equal('27 Nov 2026');
    expect(formatDateTime('2026-07-01T12:05:00Z', LONDON)).to.equal('1 Jul 2026, 1:05 pm GMT+1');
    expect(formatDateTime('2026-01-01T12:05:00Z', LONDON)).to.equal('1 Jan 2026, 12:05 pm GMT');
    expect(formatDateTime('2026-01-01T12:05:00Z', { timeZone: 'America/New_York' })).to.equal(
      '1 Jan 2026, 7:05 am GMT-5'
    );
  });

  it('takes the calendar day of the zone shown', () => {
    const evening = '2026-11-26T20:00:00Z';
    expect(formatDate(evening, IST)).to.equal('27 Nov 2026');
    expect(formatDate(evening, LONDON)).to.equal('26 Nov 2026');
    expect(formatWeekday(evening, IST)).to.equal('Friday');
    expect(formatWeekday(evening, LONDON)).to.equal('Thursday');
  });

  it('writes midnight and noon as 12, with no leading zero and no seconds', () => {
    expect(formatTime('2026-11-26T18:30:00Z', IST)).to.equal('12:00 am');
    expect(formatTime('2026-11-27T06:30:59Z', IST)).to.equal('12:00 pm');
    expect(formatTime('2026-11-27T13:35:00Z', IST)).to.equal('7:05 pm');
  });

  it('has short, long, weekday and month forms', () => {
    expect(formatLongDate(MORNING, IST)).to.equal('27 November 2026');
    expect(formatWeekdayDate(MORNING, IST)).to.equal('Friday, 27 November 2026');
    expect(formatDayMonth(MORNING, IST)).to.equal('27 Nov');
    expect(formatMonthYear(MORNING, IST)).to.equal('Nov 2026');
    expect(formatDate('2026-09-03T00:00:00Z', IST)).to.equal('3 Sep 2026');
  });

  it('gives empty text for an unreadable instant', () => {
    expect(formatDate('not a date', IST)).to.equal('');
    expect(formatDateTime(Number.NaN, IST)).to.equal('');
  });

  it('writes a date of birth as a calendar date, never shifted', () => {
    expect(formatCalendarDay('1996-08-14')).to.equal('14 August 1996');
    expect(formatCalendarDay({ year: 1996, month: 8, day: 14 }, { short: true })).to.equal('14 Aug 1996');
    expect(formatCalendarDay('1996-02-30')).to.equal('1996-02-30');
    expect(formatCalendarDay('someday')).to.equal('someday');
  });

  it('shows IST to a browser in India (or one whose zone is unknown) and its own zone elsewhere', () => {
    expect(zoneForViewer('Asia/Kolkata')).to.equal('Asia/Kolkata');
    expect(zoneForViewer('Asia/Calcutta')).to.equal('Asia/Kolkata');
    expect(zoneForViewer(undefined)).to.equal('Asia/Kolkata');
    expect(zoneForViewer('Not/AZone')).to.equal('Asia/Kolkata');
    expect(zoneForViewer('Asia/Dubai')).to.equal('Asia/Dubai');
  });

  it("gives the viewer's calendar day and hour of an instant", () => {
    expect(dayKeyOf('2026-11-26T20:00:00Z', IST)).to.equal('2026-11-27');
    expect(dayKeyOf('2026-11-26T20:00:00Z', LONDON)).to.equal('2026-11-26');
    expect(hourOfDay(MORNING, IST)).to.equal(9);
    expect(hourOfDay(MORNING, DUBAI)).to.equal(7);
  });
});
