import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { IncomingMessage } from 'node:http';
import { config } from '../config';
import { ApiError } from './errors';
import type { AppEnv } from './hono-env';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const acceptedBodies = ['application/json', 'multipart/form-data'];
/**
 * RFC 8058: a mail provider unsubscribes with a form-encoded `List-Unsubscribe=One-Click` POST from its own servers
 * (no Origin); the signed token in the address is the authority, and a cross-site page's Origin is still refused.
 */
const formBodyPaths = new Set(['/api/v1/newsletter/unsubscribe']);
const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const loopbackHostnames = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface OriginPolicy {
  publicBaseUrl: string;
  demo: boolean;
}

/**
 * Demo only: the quick start is also opened as http://127.0.0.1:3000, or on another PORT than PUBLIC_BASE_URL names.
 * A page that this server sent to a browser on this same machine under a loopback name writes to the same
 * scheme, host and port it came from, which is the browser's own same-origin rule; a foreign site cannot get that
 * Origin (a loopback name cannot be rebound to its pages), and production never takes this path.
 */
function ownLoopbackOrigin(c: Context, origin: URL): boolean {
  const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
  return (
    !!peer &&
    loopbackAddresses.has(peer) &&
    loopbackHostnames.has(origin.hostname) &&
    origin.origin === `http://${c.req.header('host')}`
  );
}

const defaultPolicy = (): OriginPolicy => ({
  publicBaseUrl: config().PUBLIC_BASE_URL,
  demo: config().APP_ENV === 'demo',
});

/** Whether an Origin header names this site: PUBLIC_BASE_URL's origin, or in the demo the loopback name it was opened under. */
function ownOrigin(c: Context, origin: string, policy: OriginPolicy): URL | undefined {
  const parsed = URL.canParse(origin) ? new URL(origin) : undefined;
  return parsed &&
    (parsed.origin === new URL(policy.publicBaseUrl).origin || (policy.demo && ownLoopbackOrigin(c, parsed)))
    ? parsed
    : undefined;
}

/**
 * The origin a browser-driven write came from when it is this site's own (the check above, so never an address a
 * request can pick freely), else PUBLIC_BASE_URL's: where a gateway sends the member back, so the demo opened as
 * 127.0.0.1 returns to 127.0.0.1 with its cookies rather than to localhost without them.
 */
export function ownRequestOrigin(c: Context, policy: OriginPolicy = defaultPolicy()): string {
  const origin = c.req.header('origin');
  return (origin && ownOrigin(c, origin, policy)?.origin) || new URL(policy.publicBaseUrl).origin;
}

/**
 * Refuses cross-site state changes: a browser always sends Origin on a cross-origin write, and it must be the
 * site's own origin (scheme, host and port of PUBLIC_BASE_URL). The request's Host and X-Forwarded-* headers are not
 * consulted, so neither a client nor a proxy can talk the check into another origin. A form or text body (the
 * kinds another site can post without a CORS preflight) is never accepted by this JSON API. Requests without Origin
 * (the mobile app, server-to-server) are not browser-driven and pass.
 */
export function sameOriginWrites(policy: OriginPolicy = defaultPolicy()) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!writeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin && origin !== 'null') {
      if (!ownOrigin(c, origin, policy)) throw new ApiError('CROSS_SITE_REQUEST');
    } else if (origin === 'null' || c.req.header('sec-fetch-site') === 'cross-site') {
      throw new ApiError('CROSS_SITE_REQUEST');
    }
    // Browsers label every form or text body; an unlabelled body can only fail JSON validation later.
    const contentType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    const formAllowed = contentType === 'application/x-www-form-urlencoded' && formBodyPaths.has(c.req.path);
    if (contentType && !formAllowed && !acceptedBodies.includes(contentType))
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
    return next();
  });
}
