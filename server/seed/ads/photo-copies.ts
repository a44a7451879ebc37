import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { adStatus } from '../../../lib/constants';
import type { Db } from '../../db/client';
import { adMedia, ads } from '../../db/schema/ads';
import { adReviews } from '../../db/schema/moderation';
import { storage } from '../../providers/storage/registry';
import { variantKey } from '../../services/ads/ad-details';
import { checkPhotos } from '../../services/moderation/photo-check';
import { copyTransforms } from '../../services/photo-hashes/measure';
import { hashPhotoAndCrops } from '../../services/photo-hashes/photo-hash';
import { findPhotoMatches, savePhotoHashes } from '../../services/photo-hashes/photo-matches';
import { photoWidths } from './photos';

/** Pairs of demo ads where one member's ad shows another member's photo: the desk's photo-copy work. */
const PAIRS = 8;
/** One live ad in this many is a source; its copier is the next live ad of another member after SPACING ads. */
const EVERY = 97;
const SPACING = 41;

// The storage keys name a file by 16–64 letters, digits, dashes or underscores.
const copyKey = (adId: number) => `ad-media/demo-photo-copy-${String(adId).padStart(6, '0')}.webp`;

/**
 * Demo work for the photo-copy check (issue 29): a few live ads whose first photo becomes another member's photo,
 * re-encoded, resized, cropped or brightened as a copier would, each waiting in the moderation desk with the match
 * the check finds (run for real on the stored hashes). Runs after the demo photos are hashed; once per database.
 */
export async function seedDemoPhotoCopies(db: Db, now = new Date()): Promise<number> {
  const [done] = await db
    .select({ id: adReviews.id })
    .from(adReviews)
    .where(sql`${adReviews.signals} @> '[{"kind":"photo-copy"}]'::jsonb`)
    .limit(1);
  if (done) return 0;
  // Each live regular ad with its first photo (as the cards show it).
  const withPhoto = await db
    .selectDistinctOn([ads.id], { id: ads.id, ownerId: ads.ownerId, mediaId: adMedia.id, key: adMedia.storageKey })
    .from(ads)
    .innerJoin(adMedia, and(eq(adMedia.adId, ads.id), eq(adMedia.kind, 'image')))
    .where(and(eq(ads.status, adStatus.approved), eq(ads.adType, 'regular')))
    .orderBy(asc(ads.id), asc(adMedia.sort), asc(adMedia.id));
  // The owners who show each picture: a copier never shows the picture they copy in an ad of their own.
  const shownBy = new Map<string, Set<number>>();
  for (const ad of withPhoto) shownBy.set(ad.key, (shownBy.get(ad.key) ?? new Set()).add(ad.ownerId));
  const transforms = Object.values(copyTransforms);
  const taken = new Set<number>();
  let planted = 0;
  for (let i = 3; i < withPhoto.length && planted < PAIRS; i += EVERY) {
    const source = withPhoto[i]!;
    const copier = withPhoto
      .slice(i + SPACING)
      .find((ad) => !shownBy.get(source.key)?.has(ad.ownerId) && !taken.has(ad.id));
    if (!copier) break;
    taken.add(copier.id);
    const original = await storage().get(source.key);
    if (!original) continue;
    const copied = await sharp(await transforms[planted % transforms.length]!(original.bytes))
      .webp({ quality: 76 })
      .toBuffer();
    const hashes = await hashPhotoAndCrops(copied);
    const near = await findPhotoMatches(db, {
      photos: [{ mediaId: copier.mediaId, hash: hashes[0]! }],
      ownerId: copier.ownerId,
      excludeAdId: copier.id,
    });
    // An owner whose own ads show a picture this near would be refused for a duplicate, not held: take another.
    if (near.some((match) => match.ownerId === copier.ownerId)) continue;
    const key = copyKey(copier.id);
    if (!(await storage().get(key))) {
      await storage().put(key, copied, 'image/webp');
      for (const width of photoWidths)
        await storage().put(variantKey(key, width), await sharp(copied).resize(width).webp().toBuffer(), 'image/webp');
    }
    await savePhotoHashes(db, key, hashes);
    await db.update(adMedia).set({ storageKey: key }).where(eq(adMedia.id, copier.mediaId));
    const { signal } = await checkPhotos(copier.id, copier.ownerId, db);
    if (!signal) continue;
    const queuedAt = new Date(now.getTime() - (planted * 5 + 2) * 3_600_000);
    await db.transaction(async (tx) => {
      await tx
        .update(ads)
        .set({ status: adStatus.pending, publishedAt: null, expiresAt: null, updatedAt: queuedAt })
        .where(eq(ads.id, copier.id));
      await tx.insert(adReviews).values({
        adId: copier.id,
        ownerId: copier.ownerId,
        state: 'waiting',
        trigger: 'publish',
        signals: [signal],
        queuedAt,
      });
    });
    planted++;
  }
  return planted;
}
