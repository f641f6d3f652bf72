// India keeps one offset (UTC+05:30, no daylight saving): a calendar day there is a shifted UTC day.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar day in Asia/Kolkata, `YYYY-MM-DD`. */
export function dayInIndia(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` before `day` (both `YYYY-MM-DD`). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Seconds until the next calendar day begins in Asia/Kolkata (when daily limits reset). */
export function secondsUntilNextDayInIndia(at: Date): number {
  const sinceMidnightMs = (at.getTime() + IST_OFFSET_MS) % (24 * 60 * 60 * 1000);
  return Math.ceil((24 * 60 * 60 * 1000 - sinceMidnightMs) / 1000);
}

/** The instant the next calendar day begins in Asia/Kolkata. */
export function nextDayStartInIndia(at: Date): Date {
  return new Date(at.getTime() + secondsUntilNextDayInIndia(at) * 1000);
}
