// When something happened, as a member says it: "today", "yesterday", "3 days ago", then the date. Days are
// calendar days where the member is (India's unless the browser is elsewhere), so a view at 11 pm yesterday is
// "yesterday", not "today".
import { dayKeyOf, formatDate } from '@matrimony/catalog/date-format';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Within a week the weekday count reads better than a date. */
const RELATIVE_DAYS = 7;

export function relativeDay(at: string, now: Date): string {
  const days = Math.round((Date.parse(dayKeyOf(now)) - Date.parse(dayKeyOf(at))) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < RELATIVE_DAYS) return `${days} days ago`;
  return `on ${formatDate(at)}`;
}
