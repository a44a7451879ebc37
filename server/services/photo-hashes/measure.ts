import sharp from 'sharp';
import { demoPhotoSvg, photoScenes, VARIANTS_PER_SCENE } from '../../seed/ads/photos';
import { hammingDistance, hashPhoto, hashPhotoAndCrops } from './photo-hash';

/**
 * How far apart the hashes of different demo photos are, and how near those of their copies: what the photo-copy
 * threshold (PHOTO_COPY_MAX_DISTANCE) was chosen from. Used by scripts/photo-hash-measure.ts and the unit tests.
 */

/** How a copy is made from a stored photo before it is uploaded again (and re-encoded by the upload). */
export const copyTransforms = {
  'JPEG q50': (b: Buffer) => sharp(b).jpeg({ quality: 50 }).toBuffer(),
  'WebP q40': (b: Buffer) => sharp(b).webp({ quality: 40 }).toBuffer(),
  'half size': async (b: Buffer) =>
    sharp(b)
      .resize(Math.round(((await sharp(b).metadata()).width ?? 2) / 2))
      .toBuffer(),
  '5% crop, centred': (b: Buffer) => crop(b, 0.5, 0.5),
  '5% crop, one corner': (b: Buffer) => crop(b, 1, 1),
  '5% crop, one side': (b: Buffer) => crop(b, 1, 0.5),
  'brightness +15%': (b: Buffer) => sharp(b).modulate({ brightness: 1.15 }).toBuffer(),
  'brightness −15%': (b: Buffer) => sharp(b).modulate({ brightness: 0.85 }).toBuffer(),
} satisfies Record<string, (b: Buffer) => Promise<Buffer>>;

export type CopyTransform = keyof typeof copyTransforms;

/** 5% off the width and the height, taken from the left/top (0), right/bottom (1) or both sides equally (0.5). */
async function crop(bytes: Buffer, x: number, y: number) {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const w = Math.round(width * 0.95);
  const h = Math.round(height * 0.95);
  return sharp(bytes)
    .extract({ left: Math.round((width - w) * x), top: Math.round((height - h) * y), width: w, height: h })
    .toBuffer();
}

/** What the ad photo upload does to every photo (ad-media-files.ts): at most 1600 px, WebP at 80. */
const asUploaded = (bytes: Buffer) =>
  sharp(bytes)
    .rotate()
    .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

/** A demo photo as the seed stores it (seed/ads/photos.ts): 1280 px WebP at 76. */
async function demoPhoto(scene: (typeof photoScenes)[number], variant: number) {
  const raster = await sharp(Buffer.from(demoPhotoSvg(scene, variant)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(raster.data, { raw: raster.info }).resize(1280).webp({ quality: 76, effort: 2 }).toBuffer();
}

export interface Distribution {
  count: number;
  min: number;
  p1: number;
  p5: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function distribution(values: number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return {
    count: sorted.length,
    min: sorted[0] ?? NaN,
    p1: at(1),
    p5: at(5),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted.at(-1) ?? NaN,
  };
}

/** The distance a lookup sees between a new photo's hash and a stored photo's hashes (whole and crops). */
const lookupDistance = (query: bigint, stored: bigint[]) => Math.min(...stored.map((h) => hammingDistance(query, h)));

export interface Measurement {
  photos: number;
  /** Different demo photos, each unordered pair once, at the nearer of its two lookups. */
  distinct: number[];
  copies: Array<{ transform: CopyTransform; distance: number }>;
}

/** Measures `variants` pictures of each scene (the seed draws VARIANTS_PER_SCENE) and `copiesOf` of them copied. */
export async function measurePhotoHashes(
  options: { variants?: number; copiesOf?: (scene: string, variant: number) => boolean } = {},
): Promise<Measurement> {
  const variants = options.variants ?? VARIANTS_PER_SCENE;
  const photos: Array<{ query: bigint; stored: bigint[]; bytes: Buffer; copy: boolean }> = [];
  for (const scene of photoScenes)
    for (let variant = 0; variant < variants; variant++) {
      const bytes = await demoPhoto(scene, variant);
      photos.push({
        query: await hashPhoto(bytes),
        stored: await hashPhotoAndCrops(bytes),
        bytes,
        copy: options.copiesOf?.(scene, variant) ?? true,
      });
    }
  const distinct: number[] = [];
  for (const [i, a] of photos.entries())
    for (const b of photos.slice(i + 1))
      distinct.push(Math.min(lookupDistance(a.query, b.stored), lookupDistance(b.query, a.stored)));
  const copies: Measurement['copies'] = [];
  for (const photo of photos.filter((p) => p.copy))
    for (const [transform, make] of Object.entries(copyTransforms) as Array<
      [CopyTransform, (b: Buffer) => Promise<Buffer>]
    >) {
      const copy = await asUploaded(await make(photo.bytes));
      copies.push({ transform, distance: lookupDistance(await hashPhoto(copy), photo.stored) });
    }
  return { photos: photos.length, distinct, copies };
}

/** The share of copies within `threshold`, overall and per transform. */
export function catchRates(copies: Measurement['copies'], threshold: number) {
  const rate = (list: Measurement['copies']) => list.filter((c) => c.distance <= threshold).length / list.length;
  const perTransform = Object.fromEntries(
    Object.keys(copyTransforms).map((t) => [t, rate(copies.filter((c) => c.transform === t))]),
  ) as Record<CopyTransform, number>;
  return { overall: rate(copies), perTransform };
}
