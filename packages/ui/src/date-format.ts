// @matrimony/ui/date-format: @matrimony/catalog/date-format's formatters bound to the page's language, so a
// component writes "27 नवंबर 2026" on a Hindi page and "27 Nov 2026" on an English one, and re-renders when the
// member switches.
import { useLocale } from '@matrimony/i18n/react';
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
  type DateFormatOptions,
  type DateLocale,
  type Instant
} from '@matrimony/catalog/date-format';
import { notificationTime } from '@matrimony/catalog/notifications';

type InstantFormat = (instant: Instant, options?: DateFormatOptions) => string;

export interface DateFormatters {
  locale: DateLocale;
  formatDate: InstantFormat;
  formatLongDate: InstantFormat;
  formatWeekdayDate: InstantFormat;
  formatWeekday: InstantFormat;
  formatDayMonth: InstantFormat;
  formatMonthYear: InstantFormat;
  formatTime: InstantFormat;
  formatDateTime: InstantFormat;
  formatLongDateTime: InstantFormat;
  formatCalendarDay: (date: Parameters<typeof formatCalendarDay>[0], options?: { short?: boolean }) => string;
  notificationTime: (at: string | Date, now: Date, options?: DateFormatOptions) => string;
}

const bound = new Map<DateLocale, DateFormatters>();

/** The formatters writing in `locale` (one object per language, so it is stable between renders). */
export function dateFormatters(locale: DateLocale): DateFormatters {
  let formatters = bound.get(locale);
  if (!formatters) {
    const bind =
      (format: InstantFormat): InstantFormat =>
      (instant, options = {}) =>
        format(instant, { ...options, locale });
    formatters = {
      locale,
      formatDate: bind(formatDate),
      formatLongDate: bind(formatLongDate),
      formatWeekdayDate: bind(formatWeekdayDate),
      formatWeekday: bind(formatWeekday),
      formatDayMonth: bind(formatDayMonth),
      formatMonthYear: bind(formatMonthYear),
      formatTime: bind(formatTime),
      formatDateTime: bind(formatDateTime),
      formatLongDateTime: bind(formatLongDateTime),
      formatCalendarDay: (date, options = {}) => formatCalendarDay(date, { ...options, locale }),
      notificationTime: (at, now, options = {}) => notificationTime(at, now, { ...options, locale })
    };
    bound.set(locale, formatters);
  }
  return formatters;
}

/** The date formatters in the active language; the component re-renders when it changes. */
export function useDateFormat(): DateFormatters {
  return dateFormatters(useLocale());
}
