import { Hono } from 'hono';
import parseRange from 'range-parser';
import { and, eq } from 'drizzle-orm';
import { fileKeyParamSchema } from '@/lib/schemas/common';
import { db } from '../../db/client';
import { uploads } from '../../db/schema/accounts';
import { adMedia } from '../../db/schema/ads';
import { newsArticles } from '../../db/schema/market';
import { ApiError } from '../../lib/errors';
import type { AppEnv } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
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

/**
 * Public files (avatars, ad photos and videos, news covers) by storage key; names are random and content never changes,
 * so cache long. One byte range is honoured (206): Safari plays a video only through range requests.
 */
export const fileRoutes = new Hono<AppEnv>().get('/:folder/:name', validate('param', fileKeyParamSchema), async (c) => {
  const { folder, name } = c.req.valid('param');
  const key = `${folder}/${name}`;
  const file = (await isPublicKey(key)) ? await storage().get(key) : undefined;
  if (!file) throw new ApiError('NOT_FOUND');
  const headers = { 'content-type': file.mimeType, 'cache-control': 'public, max-age=31536000, immutable', 'accept-ranges': 'bytes' };
  const size = file.bytes.length;
  const header = c.req.header('range');
  const ranges = header ? parseRange(size, header, { combine: true }) : undefined;
  if (ranges === -1) return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
  // A malformed header (-2) or several ranges get the whole file, as HTTP allows.
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return c.body(new Uint8Array(file.bytes), 200, headers);
  const { start, end } = ranges[0]!;
  return c.body(new Uint8Array(file.bytes.subarray(start, end + 1)), 206, { ...headers, 'content-range': `bytes ${start}-${end}/${size}` });
});
