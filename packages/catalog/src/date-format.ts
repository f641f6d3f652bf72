// How every date and time a member reads is written: "27 Nov 2026", "27 Nov 2026, 9:15 am", "9:15 am",
// "Nov 2026", and the long forms "27 November 2026" and "27 November 2026 at 9:15 am". Instants are shown in
// India's time (IST) to a browser in India, and in the browser's own zone elsewhere, with that zone named after
// any time of day ("27 Nov 2026, 7:45 am GMT+4"); "IST" is written only when asked for (e-mails, read anywhere).
// Dates of birth are calendar dates, never shifted by a zone: formatCalendarDay.
//
// The text is put together here from numbers rather than left to the browser's locale data, which differs
// between engines (en-IN writes September as "Sept" in some, "Sep" in others; am/pm casing varies).
//
// Hindi and Tamil (options.locale) write the month and weekday in their own words and say the part of the day
// before the time, as their newspapers and people do: "27 नवंबर 2026, सुबह 9:15", "27 நவம்பர் 2026, காலை 9:15".
// Their months are always written in full (the short forms "नव॰", "நவ." are rarely printed); digits stay 0-9.
import { TIME_ZONE } from './constants';
import { MONTHS as LONG_MONTHS, type CalendarDate } from './dates';

export const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec'
] as const;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The languages dates are written in (the site's, see @matrimony/i18n's codes). */
export type DateLocale = 'en' | 'hi' | 'ta';

interface DateWords {
  short: readonly string[];
  long: readonly string[];
  weekdays: readonly string[];
  /** "9:15 am", or the part of the day and the time ("सुबह 9:15"). */
  clock: (hour: number, time: string) => string;
  /** Between the date and the time in the long form: " at " in English. */
  at: string;
}

/** The part of the day a Hindi or Tamil speaker names before a time: night until 4, morning, afternoon from noon, evening from 4 pm, night from 8 pm. */
function dayPart(
  hour: number,
  [night, morning, afternoon, evening]: readonly [string, string, string, string]
) {
  if (hour < 4 || hour >= 20) return night;
  if (hour < 12) return morning;
  return hour < 16 ? afternoon : evening;
}

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
] as const;

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
] as const;

const WORDS: Readonly<Record<DateLocale, DateWords>> = {
  en: {
    short: SHORT_MONTHS,
    long: LONG_MONTHS,
    weekdays: WEEKDAYS,
    clock: (hour, time) => `${time} ${hour < 12 ? 'am' : 'pm'}`,
    at: ' at '
  },
  hi: {
    short: HINDI_MONTHS,
    long: HINDI_MONTHS,
    weekdays: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    clock: (hour, time) => `${dayPart(hour, ['रात', 'सुबह', 'दोपहर', 'शाम'])} ${time}`,
    at: ', '
  },
  ta: {
    short: TAMIL_MONTHS,
    long: TAMIL_MONTHS,
    weekdays: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
    clock: (hour, time) => `${dayPart(hour, ['இரவு', 'காலை', 'மதியம்', 'மாலை'])} ${time}`,
    at: ', '
  }
};

function wordsOf(locale: DateLocale | undefined): DateWords {
  return (locale && WORDS[locale]) || WORDS.en;
}

/** The month's name as dates are written in the language: short ("Nov") in English unless long, in full in Hindi and Tamil. */
export function monthName(
  month: number,
  { locale, long = false }: { locale?: DateLocale; long?: boolean } = {}
) {
  const words = wordsOf(locale);
  return (long ? words.long : words.short)[month - 1] ?? '';
}

/** The zones a browser in India may report. */
const INDIAN_ZONES: ReadonlySet<string> = new Set(['Asia/Kolkata', 'Asia/Calcutta']);

export type Instant = Date | string | number;

export interface DateFormatOptions {
  /** The zone to write the instant in; by default the viewer's (see viewerTimeZone). */
  timeZone?: string;
  /**
   * Name the zone after a time of day. By default only a zone outside India is named; true also writes "IST"
   * (for text read in any zone, such as e-mails).
   */
  nameZone?: boolean;
  /** The language to write it in; English by default. */
  locale?: DateLocale;
}

let viewerZone: string | undefined;

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The zone to show a browser that reports `resolved`: its own outside India, else IST. */
export function zoneForViewer(resolved: string | undefined): string {
  return resolved && !INDIAN_ZONES.has(resolved) && isKnownZone(resolved) ? resolved : TIME_ZONE;
}

/** The zone dates are shown in on this device (see zoneForViewer). Chosen once. */
export function viewerTimeZone(): string {
  if (viewerZone === undefined) {
    let resolved: string | undefined;
    try {
      resolved = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      resolved = undefined;
    }
    viewerZone = zoneForViewer(resolved);
  }
  return viewerZone;
}

export function isIndianTimeZone(timeZone: string): boolean {
  return INDIAN_ZONES.has(timeZone);
}

interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-6, Sunday first */
  weekday: number;
  hour: number;
  minute: number;
}

// India has kept UTC+05:30 without daylight saving since October 1945: plain arithmetic from then on.
const INDIA_FIXED_OFFSET_SINCE = Date.UTC(1946, 0, 1);
const INDIA_OFFSET_MS = 330 * 60_000;

// Building an Intl.DateTimeFormat costs far more than using one (lists format a date per row).
const clockFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  formats: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  build: () => Intl.DateTimeFormat
) {
  let format = formats.get(timeZone);
  if (!format) {
    format = build();
    formats.set(timeZone, format);
  }
  return format;
}

const WEEKDAY_NUMBER: Readonly<Record<string, number>> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6
};

function wallClockOf(instant: Date, timeZone: string): WallClock {
  if (isIndianTimeZone(timeZone) && instant.getTime() >= INDIA_FIXED_OFFSET_SINCE) {
    const shifted = new Date(instant.getTime() + INDIA_OFFSET_MS);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      weekday: shifted.getUTCDay(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes()
    };
  }
  const format = cached(
    clockFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        weekday: 'short',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23'
      })
  );
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: WEEKDAY_NUMBER[part('weekday')] ?? 0,
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute'))
  };
}

function zoneName(instant: Date, timeZone: string): string {
  if (isIndianTimeZone(timeZone)) return 'IST';
  const format = cached(
    offsetFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
  );
  const name = format.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  // Engines write UTC itself as "GMT" or "GMT+0".
  return name === 'GMT+0' || name === 'UTC' ? 'GMT' : name;
}

function toDate(instant: Instant): Date | undefined {
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function resolve(instant: Instant, options: DateFormatOptions) {
  const date = toDate(instant);
  const timeZone = options.timeZone ?? viewerTimeZone();
  return date && { date, timeZone, clock: wallClockOf(date, timeZone) };
}

function clockText(clock: WallClock, words: DateWords): string {
  const hour = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  return words.clock(clock.hour, `${hour}:${String(clock.minute).padStart(2, '0')}`);
}

function withZone(text: string, date: Date, timeZone: string, options: DateFormatOptions): string {
  const named = options.nameZone ?? !isIndianTimeZone(timeZone);
  return named ? `${text} ${zoneName(date, timeZone)}` : text;
}

/** "27 Nov 2026"; an unreadable instant gives "". */
export function formatDate(instant: Instant, options: DateFormatOptions = {}): string {
  const at = resolve(instant, options);
  if (!at) return '';
  return `${at.clock.day} ${wordsOf(options.locale).short[at.clock.month - 1]} ${at.clock.year}`;
}

/** "27 November 2026" (e-mails and sentences). */
export function formatLongDate(instant: Instant, options: DateFormatOptions = {}): string {
  const at = resolve(instant, options);
  if (!at) return '';
  return `${at.clock.day} ${wordsOf(options.locale).long[at.clock.month - 1]} ${at.clock.year}`;
}

/** "Friday, 27 November 2026" (a conversation's day separator). */
export function formatWeekdayDate(instant: Instant, options: DateFormatOptions = {}): string {
  const at = resolve(instant, options);
  if (!at) return '';
  const { locale } = options;
  return `${wordsOf(locale).weekdays[at.clock.weekday]}, ${formatLongDate(at.date, { timeZone: at.timeZone, locale })}`;
}

/** "Friday". */
export function formatWeekday(instant: Instant, options: DateFormatOptions = {}): string {
  const at = resolve(instant, options);
  return at ? wordsOf(options.locale).weekdays[at.clock.weekday]! : '';
}

/** "27 Nov": a date of the current year in a short list. */
export function formatDayMonth(instant: Instant, options: DateFormatOptions = {}): string {
  const at = resolve(instant, options);
  if (!at) return '';
  return `${at.clock.day} ${wordsOf(options.locale).short[at.clock.month - 1]}`;
}

/** "Nov 2026". */
export function formatMonthYear(instant: Instant, options: DateFormatOptions = {}): string {
  const at = resolve(instant, options);
  if (!at) return '';
  return `${wordsOf(options.locale).short[at.clock.month - 1]} ${at.clock.year}`;
}

/** "9:15 am", or "7:45 am GMT+4" for a viewer outside India. */
export function formatTime(instant: Instant, options: DateFormatOptions = {}): string {
  const at = resolve(instant, options);
  if (!at) return '';
  return withZone(clockText(at.clock, wordsOf(options.locale)), at.date, at.timeZone, options);
}

/** "27 Nov 2026, 9:15 am", or "27 Nov 2026, 7:45 am GMT+4" for a viewer outside India. */
export function formatDateTime(instant: Instant, options: DateFormatOptions = {}): string {
  const at = resolve(instant, options);
  if (!at) return '';
  const words = wordsOf(options.locale);
  const text = `${at.clock.day} ${words.short[at.clock.month - 1]} ${at.clock.year}, ${clockText(at.clock, words)}`;
  return withZone(text, at.date, at.timeZone, options);
}

/** "27 November 2026 at 9:15 am" (e-mails and sentences). */
export function formatLongDateTime(instant: Instant, options: DateFormatOptions = {}): string {
  const at = resolve(instant, options);
  if (!at) return '';
  const words = wordsOf(options.locale);
  const text = `${at.clock.day} ${words.long[at.clock.month - 1]} ${at.clock.year}${words.at}${clockText(at.clock, words)}`;
  return withZone(text, at.date, at.timeZone, options);
}

/** The calendar day of an instant in the viewer's zone, as "YYYY-MM-DD" (which Date.parse reads as UTC midnight). */
export function dayKeyOf(instant: Instant, options: Pick<DateFormatOptions, 'timeZone'> = {}): string {
  const at = resolve(instant, options);
  if (!at) return '';
  const { year, month, day } = at.clock;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The hour of the day (0-23) of an instant in the viewer's zone. */
export function hourOfDay(instant: Instant, options: Pick<DateFormatOptions, 'timeZone'> = {}): number {
  const at = resolve(instant, options);
  return at ? at.clock.hour : Number.NaN;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (a date of birth), never shifted by a zone: "14 August 1996", or "14 Aug 1996" with
 * short: true. A string that is not YYYY-MM-DD is returned as it is.
 */
export function formatCalendarDay(
  date: CalendarDate | string,
  { short = false, locale }: { short?: boolean; locale?: DateLocale } = {}
): string {
  let day: CalendarDate;
  if (typeof date === 'string') {
    const match = DATE_ONLY.exec(date);
    if (!match) return date;
    day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    const check = new Date(Date.UTC(day.year, day.month - 1, day.day));
    if (check.getUTCMonth() !== day.month - 1 || check.getUTCDate() !== day.day) return date;
  } else day = date;
  return `${day.day} ${monthName(day.month, { locale, long: !short })} ${day.year}`;
}
