/** Pure date-of-birth rules behind the DateOfBirth dropdowns (months are 1-12). */

export const MONTH_NAMES = [
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

export type DateParts = { year: number | null; month: number | null; day: number | null };

export const EMPTY_DATE_PARTS: DateParts = { year: null, month: null, day: null };

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in a month. Without a year February offers 29 days, so a 29 February birthday can be
 * picked before the year; choosing a non-leap year afterwards clears that day.
 */
export function daysInMonth(month: number | null, year: number | null): number {
  if (month === null) return 31;
  if (month === 2) return year === null || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function dayChoices(month: number | null, year: number | null): number[] {
  return Array.from({ length: daysInMonth(month, year) }, (_, index) => index + 1);
}

/** Applies one dropdown change; a day that no longer exists in the month is cleared. */
export function changeDatePart(parts: DateParts, part: keyof DateParts, value: number | null): DateParts {
  const next = { ...parts, [part]: value };
  if (next.day !== null && next.day > daysInMonth(next.month, next.year)) next.day = null;
  return next;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** 'YYYY-MM-DD' when all three parts are chosen, otherwise null. */
export function toIsoDate(parts: DateParts): string | null {
  const { year, month, day } = parts;
  if (year === null || month === null || day === null) return null;
  if (day > daysInMonth(month, year)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Reads 'YYYY-MM-DD' (or a longer ISO string) back into parts; anything else gives empty parts. */
export function fromIsoDate(value: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return EMPTY_DATE_PARTS;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (
    parts.month < 1 ||
    parts.month > 12 ||
    parts.day < 1 ||
    parts.day > daysInMonth(parts.month, parts.year)
  ) {
    return EMPTY_DATE_PARTS;
  }
  return parts;
}
