import { config } from '../config';

/**
 * The server's "now" for subscriptions and the subscriber lock. Outside production a journey may move it forward
 * (`POST /api/dev/clock`) to see a paid period end without waiting; with APP_ENV=production it is the wall clock and
 * cannot be moved.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the clock `ms` past the wall clock (0 puts it back); refused in production. */
export function setClockOffset(ms: number): Date {
  if (config().APP_ENV === 'production') throw new Error('the clock cannot be moved in production');
  offsetMs = ms;
  return now();
}
