// How a conversation writes times, in the member's zone and the forms the rest of the site uses (see
// @matrimony/catalog/date-format): a day separator in a thread ("Today", "Yesterday", "Monday, 23 November 2026"), a message's time ("4:05 pm"), and
// the list's last-activity time (the time today, "Yesterday", the weekday this week, else the date).
import {
  dayKeyOf,
  formatDate,
  formatTime,
  formatWeekday,
  formatWeekdayDate,
  type DateLocale
} from '@matrimony/catalog/date-format';
import { activeLocale } from '@matrimony/i18n';
import { conversationsText } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_DAYS = 7;

/** The calendar day of an instant where the member is, as YYYY-MM-DD (Date.parse reads it as UTC midnight). */
export function dayKey(at: string | Date): string {
  return dayKeyOf(at);
}

function daysBetween(at: string, now: Date): number {
  return Math.round((Date.parse(dayKey(now)) - Date.parse(dayKey(at))) / DAY_MS);
}

/** Dates in `locale`, the active language by default; "Today" and "Yesterday" in the active language (the caller re-renders by useConversationsT). */
export function daySeparator(at: string, now: Date, locale: DateLocale = activeLocale()): string {
  const days = daysBetween(at, now);
  if (days <= 0) return conversationsText('conversations.thread.today');
  if (days === 1) return conversationsText('conversations.thread.yesterday');
  return formatWeekdayDate(at, { locale });
}

export function messageClock(at: string, locale: DateLocale = activeLocale()): string {
  return formatTime(at, { locale });
}

export function listTime(at: string, now: Date, locale: DateLocale = activeLocale()): string {
  const days = daysBetween(at, now);
  if (days <= 0) return formatTime(at, { locale });
  if (days === 1) return conversationsText('conversations.thread.yesterday');
  if (days < WEEK_DAYS) return formatWeekday(at, { locale });
  return formatDate(at, { locale });
}

/** Consecutive items of the same calendar day, in the order given. */
export function byDay<T>(items: readonly T[], at: (item: T) => string): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = dayKey(at(item));
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
