import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { config } from '../config';
import { ApiError } from './errors';
import type { AppEnv } from './hono-env';
import { noteRoute } from './route-notes';

interface Limit {
  maxBytes: number;
  /** The upload form's file field, so the 413 points at it. */
  field?: string;
  cutOff: boolean;
}

/** The limit counting each request's body; a route's own limit narrows the one the app set for every route. */
const limits = new WeakMap<Context, Limit>();

const tooLarge = (limit: Limit) =>
  new ApiError('PAYLOAD_TOO_LARGE', limit.field ? { [limit.field]: ['uploads.tooLarge'] } : undefined);

/** Node's parser never hands over more than a declared Content-Length, so a declared size is checked once, up front. */
function declaredSize(raw: Request): number | undefined {
  const declared = raw.headers.get('content-length');
  if (declared === null || raw.headers.has('transfer-encoding')) return undefined;
  return /^\d+$/.test(declared) ? Number(declared) : Infinity;
}

/**
 * Refuses a request body over `maxBytes` with 413 `PAYLOAD_TOO_LARGE` (with `field`'s error for upload forms): a
 * declared Content-Length before anything is read, a body streamed without one as soon as the handler's reading passes
 * the limit. Nothing is buffered here.
 */
export function limitBody(maxBytes: () => number, field?: string) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const outer = limits.get(c);
    if (outer) {
      outer.maxBytes = Math.min(outer.maxBytes, maxBytes());
      outer.field = field ?? outer.field;
      if ((declaredSize(raw) ?? 0) > outer.maxBytes) throw tooLarge(outer);
      return next();
    }
    const limit: Limit = { maxBytes: maxBytes(), field, cutOff: false };
    limits.set(c, limit);
    const declared = declaredSize(raw);
    if (declared !== undefined) {
      if (declared > limit.maxBytes) throw tooLarge(limit);
      return next();
    }
    let size = 0;
    const counted = raw.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size <= limit.maxBytes) return controller.enqueue(chunk);
          limit.cutOff = true;
          controller.error(tooLarge(limit));
        },
      }),
    );
    // A streamed body needs duplex 'half' (Node's fetch), which the DOM typings of RequestInit do not list.
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    // The handler saw a broken read (and may have answered 400 for it): the real answer is the size.
    if (limit.cutOff) throw tooLarge(limit);
  });
  return field ? noteRoute(middleware, { kind: 'upload', field }) : middleware;
}

const isMultipart = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

/**
 * The limit of every route: REQUEST_BODY_MAX_BYTES for JSON (and anything else), `multipartMaxBytes` (the largest
 * upload route's limit) for multipart bodies; each upload route narrows that to its own with `limitBody`.
 */
export function limitRequestBodies(multipartMaxBytes: () => number) {
  const json = limitBody(() => config().REQUEST_BODY_MAX_BYTES);
  const multipart = limitBody(multipartMaxBytes);
  return createMiddleware<AppEnv>((c, next) =>
    isMultipart(c.req.header('content-type')) ? multipart(c, next) : json(c, next),
  );
}
