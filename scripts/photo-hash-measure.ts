import { config } from '../server/config';
import { catchRates, distribution, measurePhotoHashes } from '../server/services/photo-hashes/measure';

/**
 * `npm run bench:photo-hash`: the photo-copy check's two distributions on the demo photos (PHOTO_HASH_VARIANTS per
 * scene, default the seed's 6): the distance between every two different photos, and between each photo and its
 * copies (re-encoded, halved, cropped 5%, brightness ±15%), then the share of copies caught at the threshold.
 */
const variants = process.env.PHOTO_HASH_VARIANTS ? Number(process.env.PHOTO_HASH_VARIANTS) : undefined;
const threshold = config().PHOTO_COPY_MAX_DISTANCE;
const started = Date.now();
const { photos, distinct, copies } = await measurePhotoHashes({ variants });
const line = (label: string, d: ReturnType<typeof distribution>) =>
  console.info(
    `${label.padEnd(24)} n=${String(d.count).padStart(5)}  min ${d.min}  p1 ${d.p1}  p5 ${d.p5}  p50 ${d.p50}  p95 ${d.p95}  p99 ${d.p99}  max ${d.max}`,
  );
console.info(`photo hashes: ${photos} demo photos, threshold ${threshold} bits (PHOTO_COPY_MAX_DISTANCE)`);
line('different photos', distribution(distinct));
line('copies, all', distribution(copies.map((c) => c.distance)));
const rates = catchRates(copies, threshold);
for (const [transform, rate] of Object.entries(rates.perTransform)) {
  line(`  ${transform}`, distribution(copies.filter((c) => c.transform === transform).map((c) => c.distance)));
  console.info(`${''.padEnd(26)}caught ${(rate * 100).toFixed(1)}%`);
}
const falseMatches = distinct.filter((d) => d <= threshold).length;
console.info(
  `caught: ${(rates.overall * 100).toFixed(1)}% of ${copies.length} copies; different photos taken for a copy: ${falseMatches} of ${distinct.length} pairs (${Math.round((Date.now() - started) / 1000)} s)`,
);
if (rates.overall < 0.95 || falseMatches > 0) process.exitCode = 1;
