import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import parseRange from 'range-parser';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { fileKeyParamSchema } from '@/lib/schemas/common';
import { config } from '../../config';
import { db } from '../../db/client';
import { uploads } from '../../db/schema/accounts';
import { adMedia, ads } from '../../db/schema/ads';
import { newsArticles } from '../../db/schema/market';
import { memberFromBearer } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import type { AppEnv } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { storage } from '../../providers/storage/registry';
import { isPublicAd } from '../../services/ads/ad-visibility';
import { pageSession } from '../../services/auth/page-session';
import { isVisibleNews } from '../../services/news/news-cards';
import { hasRole } from '../../services/staff/roles';

/** `ad-media/abc-640.webp` is a responsive width of `ad-media/abc.webp`: the row is stored for the original only. */
const originalKey = (key: string) => key.replace(/-(?:640|320)(\.[A-Za-z0-9]+)?$/, '$1');

/** Photos load without an Authorization header: on the web, the access cookie says who the requester is. */
export async function requesterId(c: Context): Promise<number | undefined> {
  const bearer = await memberFromBearer(c);
  if (bearer) return bearer.id;
  const session = await pageSession({
    get: (name) => {
      const value = getCookie(c, name);
      return value === undefined ? undefined : { value };
    },
  });
  return session.state === 'signed-in' ? session.member.id : undefined;
}

/**
 * Who may have the file: anyone (`public`), only the requester (`private`: the owner of the ads showing it, none of
 * them public, or a moderator), or nobody (undefined). The demo seed shares photos between ads, so a file any public ad shows is public.
 */
async function fileAccess(c: Context, key: string): Promise<'public' | 'private' | undefined> {
  if (key.startsWith('news/')) {
    const where = and(eq(newsArticles.coverKey, originalKey(key)), isVisibleNews(new Date()));
    const [article] = await db().select({ id: newsArticles.id }).from(newsArticles).where(where).limit(1);
    if (article) return 'public';
    // The content desk sees the covers of drafts, scheduled articles and photos uploaded but not saved yet.
    const memberId = await requesterId(c);
    return memberId !== undefined && (await hasRole(memberId, 'content')) ? 'private' : undefined;
  }
  const [upload] = await db()
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.storageKey, key), eq(uploads.isPrivate, false)));
  if (upload) return 'public';
  const showing = (condition: SQL) =>
    db()
      .select({ id: adMedia.id })
      .from(adMedia)
      .innerJoin(ads, eq(ads.id, adMedia.adId))
      .where(and(eq(adMedia.storageKey, originalKey(key)), condition))
      .limit(1);
  if ((await showing(isPublicAd())).length) return 'public';
  const memberId = await requesterId(c);
  if (memberId === undefined) return undefined;
  if ((await showing(eq(ads.ownerId, memberId))).length) return 'private';
  // A moderator compares a held ad's photos with the ads they may copy: any ad's, in any state.
  if ((await hasRole(memberId, 'moderator')) && (await showing(isNotNull(ads.id))).length) return 'private';
  return undefined;
}

/**
 * Files by storage key (avatars, ad photos and videos, news covers). Whether a file is public is decided on every
 * request (a withdrawn or deleted ad's files answer 404 at once), so public files are cached for
 * PUBLIC_FILE_MAX_AGE_SECONDS only, not for a year: that bounds how long a copy outlives its ad. A key's content never
 * changes, so the key is its ETag and a revalidation costs the access check and a 304, not the file. A pending or
 * rejected ad's media goes to its owner only and is never stored by a cache. One byte range is honoured (206): Safari
 * plays a video only through range requests.
 */
export const fileRoutes = new Hono<AppEnv>().get('/:folder/:name', validate('param', fileKeyParamSchema), async (c) => {
  const { folder, name } = c.req.valid('param');
  const key = `${folder}/${name}`;
  const access = await fileAccess(c, key);
  if (!access) throw new ApiError('NOT_FOUND');
  const etag = `"${key}"`;
  const cacheControl =
    access === 'public' ? `public, max-age=${config().PUBLIC_FILE_MAX_AGE_SECONDS}` : 'private, no-store';
  if (
    access === 'public' &&
    c.req
      .header('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return c.body(null, 304, { etag, 'cache-control': cacheControl });
  }
  const file = await storage().get(key);
  if (!file) throw new ApiError('NOT_FOUND');
  const headers = {
    'content-type': file.mimeType,
    'cache-control': cacheControl,
    'accept-ranges': 'bytes',
    ...(access === 'public' ? { etag } : {}),
  };
  const size = file.bytes.length;
  const header = c.req.header('range');
  const ranges = header ? parseRange(size, header, { combine: true }) : undefined;
  if (ranges === -1) return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
  // A malformed header (-2) or several ranges get the whole file, as HTTP allows.
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1)
    return c.body(new Uint8Array(file.bytes), 200, headers);
  const { start, end } = ranges[0]!;
  return c.body(new Uint8Array(file.bytes.subarray(start, end + 1)), 206, {
    ...headers,
    'content-range': `bytes ${start}-${end}/${size}`,
  });
});
