/** Statuses the spec retries (section 7); 401 is handled separately by reauthentication. */
export const retryStatuses: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** Only methods without a body are retried, and only once. */
export const retryMethods: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

export const defaultRetryDelayMs = 300;
export const defaultMaxRetryAfterMs = 3000;

export function isRetryable(method: string, status: number): boolean {
  return retryMethods.includes(method.toUpperCase()) && retryStatuses.includes(status);
}

/** Retry-After in seconds or as an HTTP date, capped so a busy server cannot stall the UI. */
export function retryDelay(response: Response, fallbackMs: number, maxMs: number): number {
  const header = response.headers.get('retry-after');
  if (!header) return Math.min(fallbackMs, maxMs);
  const seconds = Number(header);
  const ms = Number.isNaN(seconds) ? Date.parse(header) - Date.now() : seconds * 1000;
  if (Number.isNaN(ms)) return Math.min(fallbackMs, maxMs);
  return Math.min(Math.max(ms, 0), maxMs);
}
