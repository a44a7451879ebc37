import { createMiddleware } from 'hono/factory';
import { logger } from '../logger';
import { keyedHash } from './crypto';
import type { PageCacheTag } from './page-tags';

type Invalidator = (tags: PageCacheTag[]) => Promise<void>;
let invalidator: Invalidator | undefined;

/** The secret the internal revalidation route expects: only this process's own API can expire page caches. */
export const pageRevalidationToken = () => keyedHash('page-cache-revalidation');

/**
 * Next's revalidateTag works only inside Next's request context, which the API is not in: the process that serves
 * both (server/main.ts) registers how to reach its own revalidation route. The API alone has no pages to expire.
 */
export function setPageInvalidator(next: Invalidator | undefined): void {
  invalidator = next;
}

/** Expires the cached pages and data carrying these tags (server/lib/page-tags.ts); never fails the write that caused it. */
export async function invalidatePages(tags: PageCacheTag[]): Promise<void> {
  if (tags.length === 0 || !invalidator) return;
  await invalidator(tags).catch((err: unknown) => logger.warn({ err, tags }, 'page cache not expired; it refreshes at the end of its window'));
}

/**
 * After every successful write on a router (anything but GET answered 2xx), expire the tags this write touched:
 * fixed tags, or tags derived from the request (e.g. the one ad named by the path). The answer waits for it, so the
 * writer's next page view already renders fresh.
 */
export function invalidatePagesAfterWrites(tags: PageCacheTag[] | ((param: (name: string) => string | undefined) => PageCacheTag[])) {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 300) return;
    await invalidatePages(typeof tags === 'function' ? tags((name) => c.req.param(name)) : tags);
  });
}
