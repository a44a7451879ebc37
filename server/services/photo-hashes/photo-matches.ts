import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { config } from '../../config';
import type { Db } from '../../db/client';
import { adMedia, ads } from '../../db/schema/ads';
import { photoHashes } from '../../db/schema/photo-hashes';
import { logger } from '../../logger';
import { storage } from '../../providers/storage/registry';
import { bandNeighbours, fromStoredHash, hashBands, hashPhotoAndCrops, toStoredHash } from './photo-hash';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** One of the photos being checked: its media row and stored file when it has them, and its hash. */
export interface PhotoToMatch {
  mediaId: number | null;
  storageKey?: string;
  hash: bigint;
}

/** A photo of another ad within the distance of one of ours. */
export interface PhotoMatch {
  /** Which of the checked photos it matches. */
  ourMediaId: number | null;
  adId: number;
  ownerId: number;
  adStatus: number;
  mediaId: number;
  storageKey: string;
  /** Bits in which the two hashes differ (0: the same picture). */
  distance: number;
}

export interface FindPhotoMatchesOptions {
  photos: PhotoToMatch[];
  /** The advertiser: their own other ads and other members' ads are each listed up to `perPhoto` times. */
  ownerId: number;
  /** The ad being checked, never a match of itself. */
  excludeAdId?: number;
  /** Only ads in these statuses; all when not given. */
  statuses?: number[];
  maxDistance?: number;
  /** Ads listed per matching file, for the same owner and for the others each. */
  perPhoto?: number;
}

/** Stores the hashes of a stored file, whole then cropped (once: a file's pixels never change under its key). */
export async function savePhotoHashes(executor: Executor, storageKey: string, hashes: bigint[]): Promise<void> {
  if (hashes.length === 0) return;
  await executor
    .insert(photoHashes)
    .values(
      hashes.map((hash, crop) => {
        const [band0, band1, band2, band3] = hashBands(hash);
        return { storageKey, crop, hash: toStoredHash(hash), band0, band1, band2, band3 };
      }),
    )
    .onConflictDoNothing();
}

const intArray = (values: number[]) => `{${values.join(',')}}`;
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * The stored files within `maxDistance` of each photo (of the whole or of a crop), through the band indexes: by the pigeonhole principle two hashes
 * within distance d share a band within floor(d / 4) bits, so each band's index is probed for those values only and
 * the exact distance is checked on what they return. The checked photos' own files are left out.
 */
export function nearFilesQuery(photos: PhotoToMatch[], maxDistance: number): SQL {
  const radius = Math.floor(maxDistance / 4);
  const ownKeys = textArray(photos.flatMap((p) => (p.storageKey ? [p.storageKey] : [])));
  const perPhoto = photos.map((photo, index) => {
    const stored = toStoredHash(photo.hash);
    const bands = hashBands(photo.hash).map((band) => intArray(bandNeighbours(band, radius)));
    const near = sql`bit_count((${photoHashes.hash} # ${stored}::bigint)::bit(64))`;
    const probes = [photoHashes.band0, photoHashes.band1, photoHashes.band2, photoHashes.band3].map(
      (column, i) =>
        sql`(select ${photoHashes.storageKey} as key, ${near}::int as distance from ${photoHashes}
             where ${column} = any(${bands[i]}::int[]) and ${near} <= ${maxDistance})`,
    );
    return sql`(select ${index}::int as photo, key, min(distance) as distance from (${sql.join(probes, sql` union `)}) near
               where key <> all(${ownKeys}::text[]) group by key)`;
  });
  return sql.join(perPhoto, sql` union all `);
}

async function nearFiles(executor: Executor, photos: PhotoToMatch[], maxDistance: number) {
  const { rows } = (await executor.execute(nearFilesQuery(photos, maxDistance))) as unknown as {
    rows: Array<{ photo: number; key: string; distance: number }>;
  };
  return rows;
}

/**
 * Which other ads show a photo within `maxDistance` (PHOTO_COPY_MAX_DISTANCE) of any of `photos`: up to `perPhoto`
 * ads of the same owner and as many of other owners for each matching file, nearest first. The same stored file on
 * another ad is not a match: every upload is stored under a name of its own, so only the demo seed's shared pool of
 * pictures puts one file on several ads.
 */
export async function findPhotoMatches(executor: Executor, options: FindPhotoMatchesOptions): Promise<PhotoMatch[]> {
  const { photos, ownerId, excludeAdId = 0, statuses } = options;
  const maxDistance = options.maxDistance ?? config().PHOTO_COPY_MAX_DISTANCE;
  const perPhoto = options.perPhoto ?? 3;
  if (photos.length === 0) return [];
  const files = await nearFiles(executor, photos, maxDistance);
  if (files.length === 0) return [];
  const statusFilter = statuses ? sql`and a.status = any(${intArray(statuses)}::int[])` : sql``;
  const users = (sameOwner: boolean) => sql`(
    select m.id as "mediaId", m.ad_id as "adId", a.owner_id as "ownerId", a.status as "adStatus"
    from ${adMedia} m join ${ads} a on a.id = m.ad_id
    where m.storage_key = f.key and m.ad_id <> ${excludeAdId} and a.owner_id ${sameOwner ? sql`=` : sql`<>`} ${ownerId}
      ${statusFilter}
    limit ${perPhoto})`;
  const { rows } = (await executor.execute(sql`
    select f.photo, f.key as "storageKey", f.distance, u.*
    from unnest(${intArray(files.map((f) => f.photo))}::int[], ${textArray(files.map((f) => f.key))}::text[],
                ${intArray(files.map((f) => f.distance))}::int[]) as f(photo, key, distance)
    cross join lateral (${users(true)} union all ${users(false)}) u
    order by f.distance, u."adId", u."mediaId"`)) as unknown as {
    rows: Array<Omit<PhotoMatch, 'ourMediaId'> & { photo: number }>;
  };
  return rows.map(({ photo, ...match }) => ({ ourMediaId: photos[photo]?.mediaId ?? null, ...match }));
}

/** Hashes the stored files of media rows that have none yet; a file that cannot be read or decoded is logged. */
export async function hashStoredFiles(executor: Executor, keys: string[]): Promise<Map<string, bigint>> {
  const hashes = new Map<string, bigint>();
  for (const key of new Set(keys)) {
    try {
      const file = await storage().get(key);
      if (!file) continue;
      const stored = await hashPhotoAndCrops(file.bytes);
      await savePhotoHashes(executor, key, stored);
      if (stored[0] !== undefined) hashes.set(key, stored[0]);
    } catch (err) {
      logger.warn({ err, key }, 'ad photo not hashed');
    }
  }
  return hashes;
}

/** The ad's photos with their hashes (computed now for any the upload or the backfill has not hashed yet). */
export async function adPhotoHashes(executor: Executor, adId: number): Promise<PhotoToMatch[]> {
  const rows = await executor
    .select({ mediaId: adMedia.id, storageKey: adMedia.storageKey, hash: photoHashes.hash })
    .from(adMedia)
    .leftJoin(photoHashes, and(eq(photoHashes.storageKey, adMedia.storageKey), eq(photoHashes.crop, 0)))
    .where(and(eq(adMedia.adId, adId), eq(adMedia.kind, 'image')));
  const missing = await hashStoredFiles(
    executor,
    rows.filter((row) => row.hash === null).map((row) => row.storageKey),
  );
  return rows.flatMap((row) => {
    const hash = row.hash === null ? missing.get(row.storageKey) : fromStoredHash(row.hash);
    return hash === undefined ? [] : [{ mediaId: row.mediaId, storageKey: row.storageKey, hash }];
  });
}

/** `findPhotoMatches` for an ad's own photos: what the publish checks call. */
export async function photoMatchesOfAd(
  executor: Executor,
  adId: number,
  options: Omit<FindPhotoMatchesOptions, 'photos' | 'ownerId' | 'excludeAdId'> = {},
): Promise<PhotoMatch[]> {
  const [ad] = await executor.select({ ownerId: ads.ownerId }).from(ads).where(eq(ads.id, adId));
  if (!ad) return [];
  const photos = await adPhotoHashes(executor, adId);
  return findPhotoMatches(executor, { ...options, photos, ownerId: ad.ownerId, excludeAdId: adId });
}

/**
 * Hashes up to `limit` stored ad photos that have no hash (databases from before the hashes, or an upload whose
 * hashing failed); returns how many it hashed. The scheduled backfill runs it until nothing is left.
 */
export async function backfillPhotoHashes(executor: Executor, limit = 200): Promise<number> {
  const rows = await executor
    .selectDistinct({ key: adMedia.storageKey })
    .from(adMedia)
    .leftJoin(photoHashes, and(eq(photoHashes.storageKey, adMedia.storageKey), eq(photoHashes.crop, 0)))
    .where(and(eq(adMedia.kind, 'image'), isNull(photoHashes.storageKey)))
    .limit(limit);
  return (
    await hashStoredFiles(
      executor,
      rows.map((row) => row.key),
    )
  ).size;
}
