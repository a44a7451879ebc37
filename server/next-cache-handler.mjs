import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';

/**
 * Next's server cache (unstable_cache, cached pages) in Redis when REDIS_URL is set (next.config.ts), shared by every
 * instance: an expiry written by one instance (revalidateTag) is seen by all at once. Loaded by Next itself, outside
 * its bundles; the variables were validated by server/config.ts at start. Keys carry the build, so a new release
 * never reads the cached renders of the previous one, and APP_ENV, so a production instance never serves a demo render.
 */
CacheHandler.onCreation(async ({ buildId }) => {
  const client = createClient({ url: process.env.REDIS_URL });
  client.on('error', (err) => console.error('next cache: redis', err.message));
  await client.connect();
  const prefix = `${process.env.REDIS_KEY_PREFIX ?? 'manzil:'}next:${process.env.APP_ENV ?? 'demo'}:${buildId ?? 'dev'}:`;
  return { handlers: [createRedisHandler({ client, keyPrefix: prefix, timeoutMs: 1000 })] };
});

export default CacheHandler;
