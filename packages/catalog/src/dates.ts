// Calendar arithmetic for dates of birth. Ages and year lists are computed on the Indian
// calendar day (Asia/Kolkata), so a member's birthday starts at midnight IST wherever the
// server runs.
import { MAXIMUM_AGE_OFFERED, MINIMUM_AGE, TIME_ZONE } from './constants';

export interface CalendarDate {
  readonly year: number;
  /** 1-12 */
  readonly month: number;
  readonly day: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building an Intl.DateTimeFormat costs far more than using one (ages are computed for every card of a list).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit'
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

// India has kept UTC+05:30, without daylight saving, since October 1945: its dates from then on are plain
// arithmetic (Intl's formatToParts was most of an own-profile view's date work).
const INDIA_FIXED_OFFSET_SINCE = Date.UTC(1946, 0, 1);
const INDIA_OFFSET_MS = 330 * 60_000;

/** The calendar date of an instant in a time zone (default Asia/Kolkata). */
export function calendarDateOf(instant: Date, timeZone: string = TIME_ZONE): CalendarDate {
  if (timeZone === 'Asia/Kolkata' && instant.getTime() >= INDIA_FIXED_OFFSET_SINCE) {
    const shifted = new Date(instant.getTime() + INDIA_OFFSET_MS);
    return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
  }
  const parts = dayFormatOf(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/**
 * Reads a date of birth: "YYYY-MM-DD", or a full ISO timestamp (what a browser's
 * `Date.toISOString()` sends), taken as the Indian calendar day. Undefined when not a real date.
 */
export function parseDateOfBirth(value: string): CalendarDate | undefined {
  const dateOnly = DATE_ONLY.exec(value.trim());
  if (dateOnly) {
    const date = { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]) };
    return isValidCalendarDate(date) ? date : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value.trim())) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : calendarDateOf(instant);
}

/** "YYYY-MM-DD". */
export function formatCalendarDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

function toCalendarDate(value: CalendarDate | Date | string): CalendarDate | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : calendarDateOf(value);
  if (typeof value === 'string') return parseDateOfBirth(value);
  return value;
}

/**
 * Completed years between a date of birth and today. A 29 February birthday is reached on
 * 1 March in common years. Undefined for an unreadable date.
 */
export function ageFromDob(
  dob: CalendarDate | Date | string,
  today: CalendarDate | Date = new Date()
): number | undefined {
  const birth = toCalendarDate(dob);
  const now = toCalendarDate(today);
  if (!birth || !now) return undefined;
  const hadBirthdayThisYear = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthdayThisYear ? 0 : 1);
}

/** True when the member is at least `minimumAge` (default 17) today; false for an unreadable date. */
export function isOldEnough(
  dob: CalendarDate | Date | string,
  today: CalendarDate | Date = new Date(),
  minimumAge: number = MINIMUM_AGE
): boolean {
  const age = ageFromDob(dob, today);
  return age !== undefined && age >= minimumAge;
}

/** Birth years offered by the wizard (only years that can pass the age rule): current year − 17 down to current year − 70, 54 entries. */
export function dobYearRange(today: CalendarDate | Date = new Date()): number[] {
  const { year } = toCalendarDate(today)!;
  const newest = year - MINIMUM_AGE;
  return Array.from({ length: MAXIMUM_AGE_OFFERED - MINIMUM_AGE + 1 }, (_, index) => newest - index);
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December'
] as const;
