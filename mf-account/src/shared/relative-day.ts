// When something happened, as a member says it: "today", "yesterday", "3 days ago", then the date. Days are
// calendar days where the member is (India's unless the browser is elsewhere), so a view at 11 pm yesterday is
// "yesterday", not "today".
import { dayKeyOf, formatDate } from '@matrimony/catalog/date-format';
import { activeLocale } from '@matrimony/i18n';
import { sharedText } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Within a week the weekday count reads better than a date. */
const RELATIVE_DAYS = 7;

/** In the active language; a component showing it re-renders on a language change by `useSharedT`. */
export function relativeDay(at: string, now: Date): string {
  const days = Math.round((Date.parse(dayKeyOf(now)) - Date.parse(dayKeyOf(at))) / DAY_MS);
  if (days <= 0) return sharedText('shared.day.today');
  if (days === 1) return sharedText('shared.day.yesterday');
  if (days < RELATIVE_DAYS) return sharedText('shared.day.daysAgo', { days });
  return sharedText('shared.day.on', { date: formatDate(at, { locale: activeLocale() }) });
}
