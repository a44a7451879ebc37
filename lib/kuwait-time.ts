/** Kuwait keeps UTC+3 all year (no daylight saving), so its calendar is a fixed offset from UTC. */
const KUWAIT_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

const inKuwait = (at: Date | string) => new Date(new Date(at).getTime() + KUWAIT_OFFSET_MS);

/** Midnight in Kuwait of the day `at` falls on, as an instant. */
export function kuwaitMidnight(at: Date): Date {
  return new Date(Math.floor((at.getTime() + KUWAIT_OFFSET_MS) / DAY_MS) * DAY_MS - KUWAIT_OFFSET_MS);
}

/** The instant a Kuwait calendar day (YYYY-MM-DD) starts. */
export function kuwaitDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

/** The instant after a Kuwait calendar day ends: the next day's start. */
export function kuwaitDayEnd(day: string): Date {
  return new Date(kuwaitDayStart(day).getTime() + DAY_MS);
}

/** The Kuwait calendar day of an instant, YYYY-MM-DD. */
export function kuwaitDate(at: Date | string): string {
  return inKuwait(at).toISOString().slice(0, 10);
}

/** Day of the week in Kuwait, 0 = Sunday … 6 = Saturday. */
export function kuwaitWeekday(at: Date): number {
  return inKuwait(at).getUTCDay();
}

/** The calendar year in Kuwait. */
export function kuwaitYear(at: Date): number {
  return inKuwait(at).getUTCFullYear();
}
