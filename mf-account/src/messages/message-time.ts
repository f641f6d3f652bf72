// How a conversation writes times, in India's time zone and the en-IN forms the rest of the site uses: a day
// separator in a thread ("Today", "Yesterday", "Monday, 23 November 2026"), a message's time ("4:05 pm"), and
// the list's last-activity time (the time today, "Yesterday", the weekday this week, else the date).
import { TIME_ZONE } from '@matrimony/catalog/constants';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_DAYS = 7;

// en-CA writes the date as YYYY-MM-DD: a key per calendar day in India, and Date.parse reads it as UTC midnight.
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit'
});
const longDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric'
});
const weekday = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, weekday: 'long' });
const shortDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric'
});
const clock = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** The calendar day in India of an instant, as YYYY-MM-DD. */
export function dayKey(at: string | Date): string {
  return dayKeyFormat.format(new Date(at));
}

function daysBetween(at: string, now: Date): number {
  return Math.round((Date.parse(dayKey(now)) - Date.parse(dayKey(at))) / DAY_MS);
}

export function daySeparator(at: string, now: Date): string {
  const days = daysBetween(at, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return longDay.format(new Date(at));
}

export function messageClock(at: string): string {
  return clock.format(new Date(at));
}

export function listTime(at: string, now: Date): string {
  const days = daysBetween(at, now);
  if (days <= 0) return clock.format(new Date(at));
  if (days === 1) return 'Yesterday';
  if (days < WEEK_DAYS) return weekday.format(new Date(at));
  return shortDate.format(new Date(at));
}

/** Consecutive items of the same India day, in the order given. */
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
