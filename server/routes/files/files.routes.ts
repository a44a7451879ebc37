import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { uploads } from '../../db/schema/accounts';
import { ApiError } from '../../lib/errors';
import type { AppEnv } from '../../lib/hono-env';
import { storage } from '../../providers/storage/registry';

/** Public files (avatars, later ad photos) by storage key; names are random and content never changes, so cache long. */
export const fileRoutes = new Hono<AppEnv>().get('/:folder/:name', async (c) => {
  const key = `${c.req.param('folder')}/${c.req.param('name')}`;
  const [row] = await db().select({ id: uploads.id }).from(uploads).where(and(eq(uploads.storageKey, key), eq(uploads.isPrivate, false)));
  const file = row ? await storage().get(key) : undefined;
  if (!file) throw new ApiError('NOT_FOUND');
  return c.body(new Uint8Array(file.bytes), 200, { 'content-type': file.mimeType, 'cache-control': 'public, max-age=31536000, immutable' });
});
