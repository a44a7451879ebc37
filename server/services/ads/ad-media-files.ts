import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { db } from '../../db/client';
import { adMedia } from '../../db/schema/ads';
import { photoHashes } from '../../db/schema/photo-hashes';
import { randomToken } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { logger } from '../../logger';
import { storage } from '../../providers/storage/registry';
import type { FileContent } from '../../providers/storage/storage';
import { hashPhotoAndCrops } from '../photo-hashes/photo-hash';
import { isVideoType, type ImageType, type VideoType } from '../uploads/file-type';
import { RESPONSIVE_WIDTHS, variantKey } from './ad-details';

/** Longest side of the stored original; the responsive widths are made from it. */
const FULL_SIZE = 1600;
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;
const FOLDER = 'ad-media';

const videoExtensions: Record<VideoType, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

export interface MediaFile {
  /** The file as received, on local disk until the request is done. */
  path: string;
  type: ImageType | VideoType;
}

export interface StoredMedia {
  kind: 'image' | 'video';
  storageKey: string;
  width: number | null;
  height: number | null;
  /** An image's perceptual hashes (of the stored original, whole then cropped), for the photo-copy check. */
  photoHashes: bigint[];
}

/** Every stored file of a media item: an image's original and its responsive widths, or the one video file. */
export function mediaFileKeys(item: { key: string; kind: 'image' | 'video' }): string[] {
  return item.kind === 'image'
    ? [item.key, ...RESPONSIVE_WIDTHS.map((width) => variantKey(item.key, width))]
    : [item.key];
}

/**
 * Decodes and re-encodes an image (dropping metadata and anything hidden in it) to WebP: the original at most
 * FULL_SIZE on its longest side, then each responsive width. Bytes that only look like an image fail to decode here.
 */
async function encodeImage(filePath: string) {
  try {
    const full = await sharp(filePath, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: FULL_SIZE, height: FULL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const [photoHashes, ...variants] = await Promise.all([
      hashPhotoAndCrops(full.data),
      ...RESPONSIVE_WIDTHS.map(async (width) => ({
        width,
        bytes: await sharp(full.data)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    ]);
    return { full, variants: variants as Array<{ width: number; bytes: Buffer }>, photoHashes };
  } catch {
    throw new ApiError('VALIDATION_FAILED', { file: ['uploads.badImage'] });
  }
}

async function putAll(files: Array<{ key: string; content: FileContent; mimeType: string }>): Promise<void> {
  try {
    for (const file of files) await storage().put(file.key, file.content, file.mimeType);
  } catch (error) {
    await removeKeys(files.map((f) => f.key));
    throw error;
  }
}

/** Stores a checked file under a random name: images in every width, videos as sent. */
export async function storeMediaFile(file: MediaFile): Promise<StoredMedia> {
  const token = randomToken(18);
  if (isVideoType(file.type)) {
    const storageKey = `${FOLDER}/${token}.${videoExtensions[file.type]}`;
    await putAll([{ key: storageKey, content: { filePath: file.path }, mimeType: file.type }]);
    return { kind: 'video', storageKey, width: null, height: null, photoHashes: [] };
  }
  const { full, variants, photoHashes } = await encodeImage(file.path);
  const storageKey = `${FOLDER}/${token}.webp`;
  await putAll([
    { key: storageKey, content: full.data, mimeType: 'image/webp' },
    ...variants.map((v) => ({ key: variantKey(storageKey, v.width), content: v.bytes, mimeType: 'image/webp' })),
  ]);
  return { kind: 'image', storageKey, width: full.info.width, height: full.info.height, photoHashes };
}

async function removeKeys(keys: string[]): Promise<void> {
  for (const key of keys) {
    // The rows are already gone: a file that cannot be removed is logged for cleanup, not turned into a failed request.
    await storage()
      .remove(key)
      .catch((err: unknown) => logger.warn({ err, key }, 'could not remove an ad media file'));
  }
}

/**
 * Removes the files of deleted media rows that no other ad still shows; call after the deleting transaction has
 * committed. Uploads have names of their own, but the demo seed shares one pool of photos between many ads.
 */
export async function removeMediaFiles(items: Array<{ key: string; kind: 'image' | 'video' }>): Promise<void> {
  if (items.length === 0) return;
  const stillUsed = await db()
    .select({ key: adMedia.storageKey })
    .from(adMedia)
    .where(
      inArray(
        adMedia.storageKey,
        items.map((item) => item.key),
      ),
    );
  const used = new Set(stillUsed.map((row) => row.key));
  const unused = items.filter((item) => !used.has(item.key));
  if (unused.length > 0)
    await db()
      .delete(photoHashes)
      .where(
        inArray(
          photoHashes.storageKey,
          unused.map((item) => item.key),
        ),
      );
  await removeKeys(unused.flatMap(mediaFileKeys));
}
