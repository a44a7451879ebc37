import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { uploads } from '../../db/schema/accounts';
import { adMedia } from '../../db/schema/ads';
import { newsArticles } from '../../db/schema/market';
import { ApiError } from '../../lib/errors';
import type { AppEnv } from '../../lib/hono-env';
import { storage } from '../../providers/storage/registry';
import { isVisibleNews } from '../../services/news/news-cards';

/** `ad-media/abc-640.webp` is a responsive width of `ad-media/abc.webp`: the row is stored for the original only. */
const originalKey = (key: string) => key.replace(/-(?:640|320)(\.[A-Za-z0-9]+)?$/, '$1');

async function isPublicKey(key: string): Promise<boolean> {
  if (key.startsWith('news/')) {
    const where = and(eq(newsArticles.coverKey, originalKey(key)), isVisibleNews(new Date()));
    const [article] = await db().select({ id: newsArticles.id }).from(newsArticles).where(where).limit(1);
    return Boolean(article);
  }
  const [upload] = await db().select({ id: uploads.id }).from(uploads).where(and(eq(uploads.storageKey, key), eq(uploads.isPrivate, false)));
  if (upload) return true;
  const [media] = await db().select({ id: adMedia.id }).from(adMedia).where(eq(adMedia.storageKey, originalKey(key))).limit(1);
  return Boolean(media);
}

/** Public files (avatars, ad photos, news covers) by storage key; names are random and content never changes, so cache long. */
export const fileRoutes = new Hono<AppEnv>().get('/:folder/:name', async (c) => {
  const key = `${c.req.param('folder')}/${c.req.param('name')}`;
  const file = (await isPublicKey(key)) ? await storage().get(key) : undefined;
  if (!file) throw new ApiError('NOT_FOUND');
  return c.body(new Uint8Array(file.bytes), 200, { 'content-type': file.mimeType, 'cache-control': 'public, max-age=31536000, immutable' });
});
