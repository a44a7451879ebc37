import { adStatus } from '@/lib/constants';
import type { Signal } from '@/lib/schemas/moderation';
import { db, type Db } from '../../db/client';
import { fileUrl } from '../ads/ad-cards';
import { adPhotoHashes, findPhotoMatches } from '../photo-hashes/photo-matches';

/** Ads whose photos were seen on the site: live ones and ended ones (a copy is often taken from a let flat's ad). */
const shownStatuses = [adStatus.approved, adStatus.expired];

export type PhotoCheck = {
  /** Another member's ad shows one of this ad's photos, or a re-encoded, resized, cropped or brightened copy of it. */
  signal?: Extract<Signal, { kind: 'photo-copy' }>;
  /** The owner's own ads that show one of its photos: the duplicate check refuses a copy of a live one. */
  ownAdIds: number[];
};

/**
 * The ad's photos against every stored photo of the site's other ads (issue 29), through the perceptual hashes'
 * band indexes (photo-matches.ts): a draft has no id and no photos yet, so it has nothing to check.
 */
export async function checkPhotos(adId: number | undefined, ownerId: number, executor: Db = db()): Promise<PhotoCheck> {
  if (!adId) return { ownAdIds: [] };
  const photos = await adPhotoHashes(executor, adId);
  const matches = await findPhotoMatches(executor, { photos, ownerId, excludeAdId: adId, statuses: shownStatuses });
  const ourKeys = new Map(photos.map((photo) => [photo.mediaId, photo.storageKey]));
  const others = matches.filter((match) => match.ownerId !== ownerId);
  const ownAdIds = [...new Set(matches.filter((match) => match.ownerId === ownerId).map((match) => match.adId))];
  if (others.length === 0) return { ownAdIds };
  return {
    ownAdIds,
    signal: {
      kind: 'photo-copy',
      evidence: {
        matches: others.map((match) => {
          const ourKey = ourKeys.get(match.ourMediaId);
          return {
            adId: match.adId,
            mediaId: match.mediaId,
            distance: match.distance,
            photoUrl: fileUrl(match.storageKey),
            ourPhotoUrl: ourKey ? fileUrl(ourKey) : null,
          };
        }),
      },
    },
  };
}
