import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { createMiddleware } from 'hono/factory';
import { config } from '../config';
import type { AppEnv } from './hono-env';

const lingering = new WeakSet<Socket>();

/**
 * Node ends a `Connection: close` socket with `destroySoon`: a FIN after the answer, then at once a close that, with
 * refused bytes still arriving, makes the kernel reset the connection, and a client still sending its body loses the
 * answer it has not read yet. This one keeps reading (the HTTP parser discards the refused body) until the client
 * closes its side or `lingerMs` pass.
 */
function lingerBeforeClosing(socket: Socket, lingerMs: number) {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = function destroyAfterLingering(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
    this.resume();
  };
}

/**
 * An answer given before the request's body has arrived (a 413 for its size, a 401, a busy upload slot) closes the
 * connection honestly: `Connection: close` rather than a keep-alive that the server then cuts, and the socket is
 * closed only once the client has had the time to read the answer.
 */
export const closeAfterUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // `complete`: the whole request has arrived (a read body, a bodiless POST, a small body already in): nothing to cut.
  if (!incoming || incoming.complete) return;
  c.res.headers.set('connection', 'close');
  lingerBeforeClosing(incoming.socket, config().REFUSED_BODY_LINGER_MS);
});
