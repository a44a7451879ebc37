import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { catchRates, copyTransforms, distribution, measurePhotoHashes, type Measurement } from './measure';
import { hammingDistance, hashPhoto, hashPhotoAndCrops } from './photo-hash';

/** Every demo photo against every other; copies of the first picture of each scene (the bench measures them all). */
let measured: Measurement;
const threshold = () => config().PHOTO_COPY_MAX_DISTANCE;

beforeAll(async () => {
  measured = await measurePhotoHashes({ copiesOf: (_scene, variant) => variant === 0 });
}, 600_000);

describe('hashPhoto', () => {
  it('takes no two different demo photos for one', () => {
    const different = distribution(measured.distinct);
    console.info('different demo photos:', different);
    expect(measured.distinct).toHaveLength((measured.photos * (measured.photos - 1)) / 2);
    expect(different.min).toBeGreaterThan(threshold());
  });

  it('finds copies re-encoded, halved, cropped by 5% or 15% brighter or darker', () => {
    const rates = catchRates(measured.copies, threshold());
    console.info('copies:', distribution(measured.copies.map((c) => c.distance)), rates);
    expect(measured.copies).toHaveLength(10 * Object.keys(copyTransforms).length);
    expect(rates.overall).toBeGreaterThanOrEqual(0.95);
    for (const rate of Object.values(rates.perTransform)) expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('gives the same hash for the same pixels, whatever the format, and hashes grey and transparent images', async () => {
    const gradient = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><defs><linearGradient id="g"><stop offset="0" stop-color="#123"/><stop offset="1" stop-color="#fc8"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="120" cy="150" r="60" fill="#3a6"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const hash = await hashPhoto(gradient);
    expect(await hashPhoto(await sharp(gradient).png({ compressionLevel: 0 }).toBuffer())).toBe(hash);
    expect(hammingDistance(await hashPhoto(await sharp(gradient).greyscale().png().toBuffer()), hash)).toBeLessThan(64);
    expect(
      hammingDistance(await hashPhoto(await sharp(gradient).ensureAlpha(0.5).png().toBuffer()), hash),
    ).toBeLessThanOrEqual(threshold());
    const [whole, ...crops] = await hashPhotoAndCrops(gradient);
    expect(whole).toBe(hash);
    expect(crops).toHaveLength(8);
  });
});
