import { createMiddleware } from 'hono/factory';
import { config } from '../config';
import { ApiError } from './errors';
import type { AppEnv } from './hono-env';
import { noteRoute } from './route-notes';

let busy = 0;

/**
 * At most UPLOAD_CONCURRENCY uploads are received and processed at once in this process (each holds a decoder's
 * memory and a core while its photo is re-encoded); one more is refused at once, before its body is read, with 503
 * `UPLOADS_BUSY` and `Retry-After`, rather than waiting in a queue that holds its connection. The web uploads an ad's
 * files one at a time and offers a retry for a refused one.
 */
export const uploadSlot = noteRoute(
  createMiddleware<AppEnv>(async (c, next) => {
    const { UPLOAD_CONCURRENCY, UPLOAD_BUSY_RETRY_AFTER_SECONDS } = config();
    if (busy >= UPLOAD_CONCURRENCY)
      throw new ApiError('UPLOADS_BUSY', undefined, { 'retry-after': String(UPLOAD_BUSY_RETRY_AFTER_SECONDS) });
    busy += 1;
    try {
      await next();
    } finally {
      busy -= 1;
    }
  }),
  { kind: 'refuses', code: 'UPLOADS_BUSY' },
);
