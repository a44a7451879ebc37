import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import { config } from '../../config';
import { db } from '../../db/client';
import { adMedia, ads } from '../../db/schema/ads';
import { adReviews } from '../../db/schema/moderation';
import { photoHashes } from '../../db/schema/photo-hashes';
import { runPhotoHashBackfill } from '../../job-workers/photo-hash-backfill';
import { storage } from '../../providers/storage/registry';
import { registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';
import { addAdMedia } from '../ads/ad-media';
import { bandNeighbours, hammingDistance, hashBands, hashPhoto, hashPhotoAndCrops } from './photo-hash';
import { findPhotoMatches, nearFilesQuery, photoMatchesOfAd, savePhotoHashes } from './photo-matches';

let owner: number;
let other: number;

/** `hash` with its lowest `bits` bits flipped, spread over the four bands. */
const flip = (hash: bigint, bits: number) => {
  let out = hash;
  for (let i = 0; i < bits; i++) out ^= 1n << BigInt((i % 4) * 16 + Math.floor(i / 4));
  return out;
};
const base = 0x9e3779b97f4a7c15n;

async function adWithPhotos(ownerId: number, photos: Array<{ key: string; hash?: bigint }>, status = 1) {
  const [ad] = await db()
    .insert(ads)
    .values({
      ownerId,
      dealTypeId: 2,
      categoryId: 2,
      propertyTypeId: 8,
      areaId: 34,
      title: 'شقة',
      sizeSqm: 100,
      priceFils: 300_000,
      status,
    })
    .returning({ id: ads.id });
  const media = [];
  for (const [sort, photo] of photos.entries()) {
    const [row] = await db()
      .insert(adMedia)
      .values({ adId: ad!.id, kind: 'image', storageKey: photo.key, sort })
      .returning({ id: adMedia.id });
    if (photo.hash !== undefined) await savePhotoHashes(db(), photo.key, [photo.hash]);
    media.push(row!.id);
  }
  return { adId: ad!.id, media };
}

beforeAll(async () => {
  const api = await testApp();
  owner = (await registerByPhone(api)).id;
  other = (await registerByPhone(api)).id;
});

describe('bandNeighbours', () => {
  it('lists every value within the radius once: 1 + 16 + 120 for two bits', () => {
    const values = bandNeighbours(0xbeef, 2);
    expect(values).toHaveLength(137);
    expect(new Set(values).size).toBe(137);
    expect(values.every((v) => hammingDistance(BigInt(v), 0xbeefn) <= 2)).toBe(true);
  });

  it('finds a band within floor(d / 4) for any hash within d (the pigeonhole the lookup relies on)', () => {
    for (let trial = 0; trial < 200; trial++) {
      let other = base;
      for (let i = 0; i < 11; i++) other ^= 1n << BigInt(Math.floor(Math.random() * 64));
      const d = hammingDistance(base, other);
      const ours = hashBands(base);
      const theirs = hashBands(other);
      expect(ours.some((band, i) => hammingDistance(BigInt(band), BigInt(theirs[i]!)) <= Math.floor(d / 4))).toBe(true);
    }
  });
});

describe('findPhotoMatches', () => {
  it('finds photos of other ads within the distance, not beyond, never the ad itself or its own files', async () => {
    const tag = `m${Date.now()}`;
    const ours = await adWithPhotos(owner, [{ key: `${tag}/ours.webp`, hash: base }]);
    const near = await adWithPhotos(other, [{ key: `${tag}/near.webp`, hash: flip(base, 8) }]);
    await adWithPhotos(other, [{ key: `${tag}/far.webp`, hash: flip(base, 10) }]);
    const mine = await adWithPhotos(owner, [{ key: `${tag}/mine.webp`, hash: flip(base, 3) }], adStatus.pending);
    // The very same stored file on another ad: the demo seed's shared pool, not a copy.
    await adWithPhotos(other, [{ key: `${tag}/ours.webp` }]);

    const matches = await findPhotoMatches(db(), {
      photos: [{ mediaId: ours.media[0]!, storageKey: `${tag}/ours.webp`, hash: base }],
      ownerId: owner,
      excludeAdId: ours.adId,
      maxDistance: 8,
    });
    expect(matches).toEqual([
      {
        ourMediaId: ours.media[0],
        adId: mine.adId,
        ownerId: owner,
        adStatus: adStatus.pending,
        mediaId: mine.media[0],
        storageKey: `${tag}/mine.webp`,
        distance: 3,
      },
      {
        ourMediaId: ours.media[0],
        adId: near.adId,
        ownerId: other,
        adStatus: 1,
        mediaId: near.media[0],
        storageKey: `${tag}/near.webp`,
        distance: 8,
      },
    ]);

    const live = await findPhotoMatches(db(), {
      photos: [{ mediaId: ours.media[0]!, storageKey: `${tag}/ours.webp`, hash: base }],
      ownerId: owner,
      excludeAdId: ours.adId,
      statuses: [1],
      maxDistance: 10,
    });
    expect(live.map((m) => [m.storageKey, m.distance])).toEqual([
      [`${tag}/near.webp`, 8],
      [`${tag}/far.webp`, 10],
    ]);
    // A photo not yet stored (only its hash) finds the same file's other ads too.
    const unsaved = await findPhotoMatches(db(), { photos: [{ mediaId: null, hash: base }], ownerId: owner });
    expect(unsaved.filter((m) => m.distance === 0).map((m) => m.ownerId)).toEqual([owner, other]);
  });
});

describe('photos stored before the hashes', () => {
  it('are hashed by the backfill job, and an ad finds the copy of its photo another member uploaded', async () => {
    const token = `backfill${Date.now()}`;
    const picture = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#d8c7a8"/><rect x="60" y="90" width="260" height="300" fill="#4b6e8f"/><circle cx="470" cy="200" r="90" fill="#b5483a"/></svg>',
      ),
    )
      .webp()
      .toBuffer();
    const copy = await sharp(picture).modulate({ brightness: 0.9 }).jpeg({ quality: 60 }).toBuffer();
    await storage().put(`ad-media/${token}original.webp`, picture, 'image/webp');
    await storage().put(`ad-media/${token}copy.webp`, copy, 'image/webp');
    const original = await adWithPhotos(other, [{ key: `ad-media/${token}original.webp` }]);
    const copied = await adWithPhotos(owner, [{ key: `ad-media/${token}copy.webp` }]);

    expect(await runPhotoHashBackfill()).toBeGreaterThanOrEqual(2);
    const rows = await db()
      .select()
      .from(photoHashes)
      .where(eq(photoHashes.storageKey, `ad-media/${token}original.webp`));
    expect(rows).toHaveLength(9);
    expect(await runPhotoHashBackfill()).toBe(0);

    const matches = await photoMatchesOfAd(db(), copied.adId);
    expect(matches).toEqual([
      expect.objectContaining({ ourMediaId: copied.media[0], adId: original.adId, ownerId: other }),
    ]);
    expect(matches[0]!.distance).toBe(hammingDistance(await hashPhoto(picture), await hashPhoto(copy)));
  });
});

describe('the lookup on 20,000 hashes', () => {
  it('reads the band indexes, not the whole table', async () => {
    await db().execute(sql`
      insert into photo_hashes (storage_key, crop, hash, band0, band1, band2, band3)
      select 'bulk/' || g, 0, h, ((h >> 48) & 65535)::int, ((h >> 32) & 65535)::int, ((h >> 16) & 65535)::int, (h & 65535)::int
      from (select g, ((floor(random() * 65536)::bigint - 32768) << 48) | (floor(random() * 65536)::bigint << 32)
                    | (floor(random() * 65536)::bigint << 16) | floor(random() * 65536)::bigint as h
            from generate_series(1, 20000) g) r
      on conflict do nothing`);
    await db().execute(sql`analyze photo_hashes`);
    const query = nearFilesQuery([{ mediaId: null, hash: base }], config().PHOTO_COPY_MAX_DISTANCE);
    const { rows } = (await db().execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> };
    const plan = rows.map((row) => Object.values(row)[0]).join('\n');
    for (const band of [0, 1, 2, 3]) expect(plan).toContain(`photo_hashes_band${band}_idx`);
    expect(plan).not.toMatch(/Seq Scan on photo_hashes/);
  });
});

describe('a photo added to a live ad', () => {
  it("holds the ad for an operator when another member's ad shows it", async () => {
    const token = `added${Date.now()}`;
    const picture = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#a9c4d8"/><rect x="340" y="60" width="220" height="340" fill="#7a4b2f"/><circle cx="160" cy="300" r="110" fill="#2f7a4b"/></svg>',
      ),
    )
      .webp()
      .toBuffer();
    await storage().put(`ad-media/${token}original.webp`, picture, 'image/webp');
    await savePhotoHashes(db(), `ad-media/${token}original.webp`, await hashPhotoAndCrops(picture));
    const original = await adWithPhotos(other, [{ key: `ad-media/${token}original.webp` }]);
    const live = await adWithPhotos(owner, []);
    const later = new Date(Date.now() + 7 * 86_400_000);
    await db()
      .update(ads)
      .set({ publishedAt: new Date(), expiresAt: later })
      .where(inArray(ads.id, [original.adId, live.adId]));

    const path = join(tmpdir(), `${token}.jpg`);
    await writeFile(path, await sharp(picture).resize(320).jpeg({ quality: 60 }).toBuffer());
    await addAdMedia(owner, live.adId, { path, type: 'image/jpeg' });

    const [ad] = await db().select({ status: ads.status }).from(ads).where(eq(ads.id, live.adId));
    expect(ad?.status).toBe(adStatus.pending);
    const [review] = await db().select().from(adReviews).where(eq(adReviews.adId, live.adId));
    expect(review).toMatchObject({ state: 'waiting', trigger: 'edit' });
    expect(review?.signals).toEqual([
      expect.objectContaining({
        kind: 'photo-copy',
        evidence: { matches: [expect.objectContaining({ adId: original.adId, mediaId: original.media[0] })] },
      }),
    ]);
  });
});
