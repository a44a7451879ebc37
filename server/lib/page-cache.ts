import { createMiddleware } from 'hono/factory';
import { logger } from '../logger';
import { derivedKey } from './installation-secret';
import type { PageCacheTag } from './page-tags';

type Invalidator = (tags: PageCacheTag[]) => Promise<void>;
let invalidator: Invalidator | undefined;
const alsoExpired = new Set<Invalidator>();

/** The secret the internal revalidation route expects: only this process's own API can expire page caches. */
export const pageRevalidationToken = () => derivedKey('pageRevalidation').toString('base64url');

/**
 * Next's revalidateTag works only inside Next's request context, which the API is not in: the process that serves
 * both (server/main.ts) registers how to reach the revalidation route of each process that renders pages. With a
 * shared cache (REDIS_URL) an expiry written there reaches every instance. The API alone has no pages to expire.
 */
export function setPageInvalidator(next: Invalidator | undefined): void {
  invalidator = next;
}

/** Asks Next's internal revalidation route at each origin (this process, or each render worker) to expire these tags. */
export async function revalidatePagesAt(origins: string[], tags: PageCacheTag[]): Promise<void> {
  await Promise.all(
    origins.map(async (origin) => {
      const res = await fetch(`${origin}/internal/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidation-token': pageRevalidationToken() },
        body: JSON.stringify({ tags }),
      });
      if (!res.ok) throw new Error(`page revalidation at ${origin} answered ${res.status}`);
    }),
  );
}

/** Other caches keyed by the same tags (the API's public answers, server/lib/api-cache.ts) expire with the pages. */
export function expireWithPages(expire: Invalidator): void {
  alsoExpired.add(expire);
}

/** Expires the cached pages and data carrying these tags (server/lib/page-tags.ts); never fails the write that caused it. */
export async function invalidatePages(tags: PageCacheTag[]): Promise<void> {
  if (tags.length === 0) return;
  await Promise.all(
    [...alsoExpired].map((expire) =>
      expire(tags).catch((err: unknown) =>
        logger.warn({ err, tags }, 'api answers not expired everywhere; they refresh at the end of their window'),
      ),
    ),
  );
  if (!invalidator) return;
  await invalidator(tags).catch((err: unknown) =>
    logger.warn({ err, tags }, 'page cache not expired; it refreshes at the end of its window'),
  );
}

/**
 * After every successful write on a router (anything but GET answered 2xx), expire the tags this write touched:
 * fixed tags, or tags derived from the request (e.g. the one ad named by the path). The answer waits for it, so the
 * writer's next page view already renders fresh.
 */
export function invalidatePagesAfterWrites(
  tags: PageCacheTag[] | ((param: (name: string) => string | undefined) => PageCacheTag[]),
) {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 300) return;
    await invalidatePages(typeof tags === 'function' ? tags((name) => c.req.param(name)) : tags);
  });
}
