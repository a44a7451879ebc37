import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './hono-env';

/** Lets browsers and CDNs keep successful GET answers (and their 304s) of public reference data; errors and writes are not cached. */
export function cacheControl(value: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || (c.res.status !== 200 && c.res.status !== 304) || c.res.headers.has('cache-control'))
      return;
    c.res.headers.set('Cache-Control', value);
    c.res.headers.append('Vary', 'x-localization');
  });
}
