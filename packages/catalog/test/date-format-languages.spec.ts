// Dates in Hindi and Tamil: the month and weekday in the language's words, the part of the day before the time,
// digits 0-9. English is covered by date-format.spec.ts and stays as it was.
import { expect } from 'chai';
import {
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
  monthName
} from '../src/date-format';
import { notificationTime } from '../src/notifications';
import { policyDateLabel } from '../src/policies';

const IST = { timeZone: 'Asia/Kolkata' } as const;
const HI = { ...IST, locale: 'hi' } as const;
const TA = { ...IST, locale: 'ta' } as const;
const MORNING = '2026-11-27T03:45:00Z'; // 9:15 in India, a Friday

const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर'
];
const TAMIL_MONTHS = [
  'ஜனவரி',
  'பிப்ரவரி',
  'மார்ச்',
  'ஏப்ரல்',
  'மே',
  'ஜூன்',
  'ஜூலை',
  'ஆகஸ்ட்',
  'செப்டம்பர்',
  'அக்டோபர்',
  'நவம்பர்',
  'டிசம்பர்'
];

/** Noon in India on the 15th of each month of 2026. */
const midMonth = (month: number) => `2026-${String(month).padStart(2, '0')}-15T06:30:00Z`;

describe('date format in Hindi and Tamil', () => {
  it('writes every form in Hindi', () => {
    expect(formatDate(MORNING, HI)).to.equal('27 नवंबर 2026');
    expect(formatLongDate(MORNING, HI)).to.equal('27 नवंबर 2026');
    expect(formatDayMonth(MORNING, HI)).to.equal('27 नवंबर');
    expect(formatMonthYear(MORNING, HI)).to.equal('नवंबर 2026');
    expect(formatTime(MORNING, HI)).to.equal('सुबह 9:15');
    expect(formatDateTime(MORNING, HI)).to.equal('27 नवंबर 2026, सुबह 9:15');
    expect(formatLongDateTime(MORNING, HI)).to.equal('27 नवंबर 2026, सुबह 9:15');
    expect(formatWeekday(MORNING, HI)).to.equal('शुक्रवार');
    expect(formatWeekdayDate(MORNING, HI)).to.equal('शुक्रवार, 27 नवंबर 2026');
    expect(formatCalendarDay('1996-08-14', { locale: 'hi' })).to.equal('14 अगस्त 1996');
    expect(formatCalendarDay('1996-08-14', { locale: 'hi', short: true })).to.equal('14 अगस्त 1996');
  });

  it('writes every form in Tamil', () => {
    expect(formatDate(MORNING, TA)).to.equal('27 நவம்பர் 2026');
    expect(formatLongDate(MORNING, TA)).to.equal('27 நவம்பர் 2026');
    expect(formatDayMonth(MORNING, TA)).to.equal('27 நவம்பர்');
    expect(formatMonthYear(MORNING, TA)).to.equal('நவம்பர் 2026');
    expect(formatTime(MORNING, TA)).to.equal('காலை 9:15');
    expect(formatDateTime(MORNING, TA)).to.equal('27 நவம்பர் 2026, காலை 9:15');
    expect(formatLongDateTime(MORNING, TA)).to.equal('27 நவம்பர் 2026, காலை 9:15');
    expect(formatWeekday(MORNING, TA)).to.equal('வெள்ளி');
    expect(formatWeekdayDate(MORNING, TA)).to.equal('வெள்ளி, 27 நவம்பர் 2026');
    expect(formatCalendarDay('1996-08-14', { locale: 'ta', short: true })).to.equal('14 ஆகஸ்ட் 1996');
  });

  it('names each month', () => {
    for (let month = 1; month <= 12; month += 1) {
      expect(formatDate(midMonth(month), HI)).to.equal(`15 ${HINDI_MONTHS[month - 1]} 2026`);
      expect(formatDate(midMonth(month), TA)).to.equal(`15 ${TAMIL_MONTHS[month - 1]} 2026`);
      expect(monthName(month, { locale: 'hi' })).to.equal(HINDI_MONTHS[month - 1]);
    }
  });

  it('says the part of the day before the time, on a 12-hour clock', () => {
    const at = (hour: number, minute = 5) => new Date(Date.UTC(2026, 10, 27, hour, minute) - 330 * 60_000); // that hour in India
    const hindi = [0, 3, 4, 11, 12, 15, 16, 19, 20, 23].map((hour) => formatTime(at(hour), HI));
    expect(hindi).to.deep.equal([
      'रात 12:05',
      'रात 3:05',
      'सुबह 4:05',
      'सुबह 11:05',
      'दोपहर 12:05',
      'दोपहर 3:05',
      'शाम 4:05',
      'शाम 7:05',
      'रात 8:05',
      'रात 11:05'
    ]);
    const tamil = [0, 4, 12, 16, 20].map((hour) => formatTime(at(hour), TA));
    expect(tamil).to.deep.equal(['இரவு 12:05', 'காலை 4:05', 'மதியம் 12:05', 'மாலை 4:05', 'இரவு 8:05']);
  });

  it('names the zone after the time as in English', () => {
    expect(formatDateTime(MORNING, { ...HI, nameZone: true })).to.equal('27 नवंबर 2026, सुबह 9:15 IST');
    expect(formatTime(MORNING, { timeZone: 'Asia/Dubai', locale: 'ta' })).to.equal('காலை 7:45 GMT+4');
  });

  it('keeps English as it was when the locale is en', () => {
    const EN = { ...IST, locale: 'en' } as const;
    expect(formatDateTime(MORNING, EN)).to.equal('27 Nov 2026, 9:15 am');
    expect(formatLongDateTime(MORNING, EN)).to.equal('27 November 2026 at 9:15 am');
    expect(formatWeekdayDate(MORNING, EN)).to.equal('Friday, 27 November 2026');
    expect(formatCalendarDay('1996-08-14', { locale: 'en', short: true })).to.equal('14 Aug 1996');
    expect(policyDateLabel('2026-11-21', 'en')).to.equal('21 November 2026');
  });

  it('writes the policies’ dates and the notifications’ times in the language', () => {
    expect(policyDateLabel('2026-11-21', 'hi')).to.equal('21 नवंबर 2026');
    expect(policyDateLabel('2026-11-21', 'ta')).to.equal('21 நவம்பர் 2026');
    const now = new Date('2026-11-27T09:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(notificationTime(ago(20_000), now, HI)).to.equal('अभी-अभी');
    expect(notificationTime(ago(5 * 60_000), now, HI)).to.equal('5 मिनट पहले');
    expect(notificationTime(ago(2 * 3_600_000), now, HI)).to.equal('2 घंटे पहले');
    expect(notificationTime('2026-11-26T09:00:00Z', now, HI)).to.equal('कल');
    expect(notificationTime('2026-11-20T09:00:00Z', now, HI)).to.equal('20 नवंबर 2026');
    expect(notificationTime(ago(5 * 60_000), now, TA)).to.equal('5 நிமிடங்களுக்கு முன்');
    expect(notificationTime('2026-11-26T09:00:00Z', now, TA)).to.equal('நேற்று');
    expect(notificationTime('2026-11-20T09:00:00Z', now, TA)).to.equal('20 நவம்பர் 2026');
  });
});
