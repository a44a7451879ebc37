import { config } from '../config';

/**
 * The server's "now" for subscriptions and the subscriber lock. Outside production a journey may move it forward
 * (`POST /api/dev/clock`) to see a paid period end without waiting; with APP_ENV=production it is the wall clock and
 * cannot be moved.
 */
// On globalThis: the API and Next's bundle of the pages load this module separately in one process, and both read
// the same clock. Render workers (other processes) hear of a move from the primary (server/web/render-workers.ts).
const shared = globalThis as typeof globalThis & {
  manzilClockOffsetMs?: number;
  manzilClockListeners?: Array<(offsetMs: number) => void>;
};

export function now(): Date {
  return new Date(Date.now() + (shared.manzilClockOffsetMs ?? 0));
}

export const clockOffset = () => shared.manzilClockOffsetMs ?? 0;

/** Moves the clock `ms` past the wall clock (0 puts it back) and tells the listeners; refused in production. */
export function setClockOffset(ms: number): Date {
  if (config().APP_ENV === 'production') throw new Error('the clock cannot be moved in production');
  shared.manzilClockOffsetMs = ms;
  for (const listener of shared.manzilClockListeners ?? []) listener(ms);
  return now();
}

/** The primary passes every move on to its render workers. */
export function onClockMoved(listener: (offsetMs: number) => void): void {
  (shared.manzilClockListeners ??= []).push(listener);
}

/** A render worker's side: a message from the primary that moves the clock. */
export const isClockMessage = (message: unknown): message is { clockOffsetMs: number } =>
  typeof message === 'object' &&
  message !== null &&
  'clockOffsetMs' in message &&
  typeof message.clockOffsetMs === 'number';
