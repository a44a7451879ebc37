import { and, asc, count, eq, sql } from 'drizzle-orm';
import { adStatus, MAX_AD_MEDIA } from '@/lib/constants';
import type { AdMediaItem } from '@/lib/schemas/ads';
import { db, type Db } from '../../db/client';
import { adMedia, ads } from '../../db/schema/ads';
import { ApiError } from '../../lib/errors';
import { checkPhotos } from '../moderation/photo-check';
import { queueReview } from '../moderation/queue-review';
import { savePhotoHashes } from '../photo-hashes/photo-matches';
import { isLive } from './ad-cards';
import { toMediaItem } from './ad-details';
import { removeMediaFiles, storeMediaFile, type MediaFile } from './ad-media-files';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const owned = (adId: number, ownerId: number) => and(eq(ads.id, adId), eq(ads.ownerId, ownerId));

async function mediaCount(executor: Executor, adId: number) {
  const [row] = await executor
    .select({ total: count(), nextSort: sql<number>`coalesce(max(${adMedia.sort}) + 1, 0)::int` })
    .from(adMedia)
    .where(eq(adMedia.adId, adId));
  return row ?? { total: 0, nextSort: 0 };
}

const limitReached = () => new ApiError('LIMIT_REACHED', { file: ['adErrors.mediaLimit'] });

/**
 * A photo added to a live ad is checked as any edit of it is (issue 29): when another member's ad shows it, the ad
 * waits for an operator. A draft's photos are checked when it is published.
 */
async function checkAddedPhoto(ownerId: number, adId: number, now = new Date()): Promise<void> {
  const [ad] = await db()
    .select({ live: sql<boolean>`${isLive(now)}` })
    .from(ads)
    .where(owned(adId, ownerId));
  if (!ad?.live) return;
  const { signal } = await checkPhotos(adId, ownerId);
  if (!signal) return;
  await db().transaction(async (tx) => {
    const [held] = await tx
      .update(ads)
      .set({ status: adStatus.pending, updatedAt: now })
      .where(and(owned(adId, ownerId), isLive(now)))
      .returning({ id: ads.id });
    if (held) await queueReview(tx, { adId, ownerId, trigger: 'edit', signals: [signal], now });
  });
}

/**
 * Adds one photo or video to the member's own ad. The count is checked before the (costly) encoding and again inside
 * the transaction, with the ad row locked, so parallel uploads cannot pass MAX_AD_MEDIA together. A photo added to a
 * live ad goes through the photo-copy check (checkAddedPhoto).
 */
export async function addAdMedia(ownerId: number, adId: number, file: MediaFile): Promise<AdMediaItem> {
  const [ad] = await db().select({ id: ads.id }).from(ads).where(owned(adId, ownerId));
  if (!ad) throw new ApiError('NOT_FOUND');
  if ((await mediaCount(db(), adId)).total >= MAX_AD_MEDIA) throw limitReached();
  const stored = await storeMediaFile(file);
  let item: AdMediaItem;
  try {
    item = await db().transaction(async (tx) => {
      const [locked] = await tx.select({ id: ads.id }).from(ads).where(owned(adId, ownerId)).for('update');
      if (!locked) throw new ApiError('NOT_FOUND');
      const { total, nextSort } = await mediaCount(tx, adId);
      if (total >= MAX_AD_MEDIA) throw limitReached();
      const [row] = await tx
        .insert(adMedia)
        .values({
          adId,
          kind: stored.kind,
          storageKey: stored.storageKey,
          width: stored.width,
          height: stored.height,
          sort: nextSort,
        })
        .returning();
      if (!row) throw new ApiError('INTERNAL');
      await savePhotoHashes(tx, stored.storageKey, stored.photoHashes);
      return toMediaItem(row);
    });
  } catch (error) {
    await removeMediaFiles([{ key: stored.storageKey, kind: stored.kind }]);
    throw error;
  }
  if (stored.kind === 'image') await checkAddedPhoto(ownerId, adId);
  return item;
}

/** Removes one media item of the member's own ad, then its files. */
export async function removeAdMedia(ownerId: number, adId: number, mediaId: number): Promise<void> {
  const [removed] = await db()
    .delete(adMedia)
    .where(
      and(
        eq(adMedia.id, mediaId),
        eq(adMedia.adId, adId),
        sql`exists (select 1 from ${ads} where ${owned(adId, ownerId)})`,
      ),
    )
    .returning({ key: adMedia.storageKey, kind: adMedia.kind });
  if (!removed) throw new ApiError('NOT_FOUND');
  await removeMediaFiles([removed]);
}

/** Puts the ad's media in the given order; the list must name every media item of the ad exactly once. */
export async function reorderAdMedia(ownerId: number, adId: number, mediaIds: number[]): Promise<AdMediaItem[]> {
  return db().transaction(async (tx) => {
    const [ad] = await tx.select({ id: ads.id }).from(ads).where(owned(adId, ownerId)).for('update');
    if (!ad) throw new ApiError('NOT_FOUND');
    const current = await tx.select({ id: adMedia.id }).from(adMedia).where(eq(adMedia.adId, adId));
    const wanted = new Set(mediaIds);
    const matches =
      wanted.size === mediaIds.length && current.length === mediaIds.length && current.every((m) => wanted.has(m.id));
    if (!matches) throw new ApiError('VALIDATION_FAILED', { mediaIds: ['adErrors.mediaOrderMismatch'] });
    for (const [sort, id] of mediaIds.entries()) await tx.update(adMedia).set({ sort }).where(eq(adMedia.id, id));
    const rows = await tx
      .select()
      .from(adMedia)
      .where(eq(adMedia.adId, adId))
      .orderBy(asc(adMedia.sort), asc(adMedia.id));
    return rows.map(toMediaItem);
  });
}
