import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors';
import type { AppEnv } from './hono-env';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const acceptedBodies = ['application/json', 'multipart/form-data'];

/**
 * Refuses cross-site state changes: a browser always sends Origin on a cross-origin write, and a form or
 * text body (the kinds another site can post without a CORS preflight) is never accepted by this JSON API.
 * Requests without Origin (the mobile app, server-to-server) are not browser-driven and pass.
 */
export function sameOriginWrites() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!writeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin && origin !== 'null') {
      const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = undefined;
      }
      if (!host || originHost !== host) throw new ApiError('CROSS_SITE_REQUEST');
    } else if (origin === 'null' || c.req.header('sec-fetch-site') === 'cross-site') {
      throw new ApiError('CROSS_SITE_REQUEST');
    }
    // Browsers label every form or text body; an unlabelled body can only fail JSON validation later.
    const contentType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (contentType && !acceptedBodies.includes(contentType)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
    return next();
  });
}
