import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { config } from '../config';

/** The caller's address: the first X-Forwarded-For hop behind a trusted reverse proxy, else the socket's peer. */
export function clientIp(c: Context): string {
  if (config().TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'unknown';
}
