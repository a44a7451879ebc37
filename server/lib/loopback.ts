import type { IncomingMessage } from 'node:http';

/** Whether the connection itself comes from this machine (the socket's peer; forwarded-for headers say nothing here). */
export const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/**
 * A request a proxy relayed carries forwarding headers: a reverse proxy on this same machine connects from loopback,
 * but the request it relays comes from elsewhere.
 */
export const isRelayed = (req: IncomingMessage) =>
  ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => req.headers[name] !== undefined);
