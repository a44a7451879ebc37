import { createMiddleware } from 'hono/factory';
import { config } from '../config';
import { ApiError } from './errors';
import type { AppEnv } from './hono-env';

/**
 * Refuses a request body over `maxBytes` (413 `PAYLOAD_TOO_LARGE`, with `field`'s error for upload forms). A declared
 * Content-Length is checked before anything is read (Node's parser never hands over more than it declares); a body
 * streamed without one is counted as the handler reads it and cut off at the limit, never buffered here.
 */
export function limitBody(maxBytes: () => number, field?: string) {
  const tooLarge = () => new ApiError('PAYLOAD_TOO_LARGE', field ? { [field]: ['uploads.tooLarge'] } : undefined);
  return createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const max = maxBytes();
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      if (!/^\d+$/.test(declared) || Number(declared) > max) throw tooLarge();
      return next();
    }
    let size = 0;
    let cutOff = false;
    const counted = raw.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size <= max) return controller.enqueue(chunk);
          cutOff = true;
          controller.error(tooLarge());
        },
      }),
    );
    // A streamed body needs duplex 'half' (Node's fetch), which the DOM typings of RequestInit do not list.
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    // The handler saw a broken read (and may have answered 400 for it): the real answer is the size.
    if (cutOff) throw tooLarge();
  });
}

const isMultipart = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

/**
 * The limit of every route: REQUEST_BODY_MAX_BYTES for JSON (and anything else), `multipartMaxBytes` (the largest
 * upload route's limit) for multipart bodies; each upload route narrows that to its own with `limitBody`.
 */
export function limitRequestBodies(multipartMaxBytes: () => number) {
  const json = limitBody(() => config().REQUEST_BODY_MAX_BYTES);
  const multipart = limitBody(multipartMaxBytes);
  return createMiddleware<AppEnv>((c, next) => (isMultipart(c.req.header('content-type')) ? multipart(c, next) : json(c, next)));
}
