// A birth's local date and clock time in an IANA time zone → the UTC instant, through Intl (the
// zone rules ship with Node's ICU), so summer time abroad is applied for the date it was in force.
// India has kept IST (UTC+05:30, no summer time) throughout the years our members were born.

export interface LocalBirthTime {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, 24-hour. */
  time: string;
  /** IANA zone, e.g. "Asia/Kolkata", "America/New_York". */
  timeZone: string;
}

function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit'
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second')
  );
  return Math.round((asUtc - instant.getTime()) / 60000);
}

/**
 * The UTC instant of a local clock time. A clock time that occurs twice (the hour repeated when
 * summer time ends) is read as the first; one that never occurs (the hour skipped when it starts)
 * is read with the offset in force before the change, as clocks still showed it.
 */
export function birthInstant({ date, time, timeZone }: LocalBirthTime): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const candidates = [-1, 0, 1].map((days) => {
    const offset = zoneOffsetMinutes(new Date(wall + days * 86_400_000), timeZone);
    return wall - offset * 60000;
  });
  const exact = [...new Set(candidates)]
    .filter((utc) => wall - zoneOffsetMinutes(new Date(utc), timeZone) * 60000 === utc)
    .sort((a, b) => a - b);
  if (exact.length > 0) return new Date(exact[0]!);
  return new Date(wall - zoneOffsetMinutes(new Date(Math.min(...candidates)), timeZone) * 60000);
}
