// When something happened, as a member says it: "today", "yesterday", "3 days ago", then the date. Days are
// calendar days in India, so a view at 11 pm yesterday is "yesterday", not "today".
import { TIME_ZONE } from '@matrimony/catalog/constants';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Within a week the weekday count reads better than a date. */
const RELATIVE_DAYS = 7;

// en-CA writes the date as YYYY-MM-DD, which Date.parse reads as that day's UTC midnight.
const dayOf = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit'
});
const dateOf = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric'
});

export function relativeDay(at: string, now: Date): string {
  const when = new Date(at);
  const days = Math.round((Date.parse(dayOf.format(now)) - Date.parse(dayOf.format(when))) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < RELATIVE_DAYS) return `${days} days ago`;
  return `on ${dateOf.format(when)}`;
}
