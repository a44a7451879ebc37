import sharp, { type Region } from 'sharp';

/**
 * The perceptual hash of a photo: 64 bits from the lowest frequencies of its 32 × 32 discrete cosine transform, each
 * bit saying whether that coefficient is above their median (pHash). The channel is luma plus twice the red–blue
 * opponent colour: measured on the demo photos, colour separates different pictures of one scene (same layout, other
 * palette) where luma alone does not, and it keeps its ground under re-encoding, halving, a centred 5% crop and a ±15%
 * brightness change (docs/trust.md, scripts/photo-hash-measure.ts).
 */
const SIZE = 32;
/** The 64 coefficients nearest the top-left corner (u + v ascending, u, v ≤ 8), without the mean (u = v = 0). */
const FREQUENCIES: ReadonlyArray<readonly [number, number]> = (() => {
  const out: Array<[number, number]> = [];
  for (let sum = 1; out.length < 64; sum++)
    for (let u = 0; u <= sum && out.length < 64; u++) if (u <= 8 && sum - u <= 8) out.push([u, sum - u]);
  return out;
})();
const COSINES = Array.from({ length: 9 }, (_, u) =>
  Float64Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);
const CHROMA_WEIGHT = 2;

/** The longest side the photo is decoded at: enough for 32 × 32 of any region, and one decode for all of them. */
const WORKING_SIZE = 512;
/**
 * The crops whose hashes are stored beside the whole photo's: 5% off each corner and each side. A copy cropped by a
 * few percent is then near one of them, where it would be far from the whole photo's hash (measured: docs/trust.md).
 */
const CROP = 0.05;
const cropOffsets: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
  [0, 0.5],
  [1, 0.5],
  [0.5, 0],
  [0.5, 1],
];

function hashPixels(pixels: Buffer): bigint {
  const channels = pixels.length / (SIZE * SIZE);
  const plane = new Float64Array(SIZE * SIZE);
  for (let i = 0; i < plane.length; i++) {
    const r = pixels[i * channels] as number;
    const g = pixels[i * channels + (channels > 1 ? 1 : 0)] as number;
    const b = pixels[i * channels + (channels > 2 ? 2 : 0)] as number;
    plane[i] = 0.299 * r + 0.587 * g + 0.114 * b + CHROMA_WEIGHT * (r - b);
  }
  const coefficients = FREQUENCIES.map(([u, v]) => {
    const cu = COSINES[u] as Float64Array;
    const cv = COSINES[v] as Float64Array;
    let sum = 0;
    for (let y = 0; y < SIZE; y++) {
      let row = 0;
      for (let x = 0; x < SIZE; x++) row += (plane[y * SIZE + x] as number) * (cv[x] as number);
      sum += row * (cu[y] as number);
    }
    return sum;
  });
  const sorted = [...coefficients].sort((a, b) => a - b);
  const median = ((sorted[31] as number) + (sorted[32] as number)) / 2;
  return coefficients.reduce((hash, c) => (hash << 1n) | (c > median ? 1n : 0n), 0n);
}

async function decode(input: Buffer | string) {
  return sharp(input, { limitInputPixels: 40_000_000 })
    .toColourspace('srgb')
    .removeAlpha()
    .resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

type Decoded = Awaited<ReturnType<typeof decode>>;

async function hashRegion({ data, info }: Decoded, region?: Region): Promise<bigint> {
  let image = sharp(data, { raw: info });
  if (region) image = image.extract(region);
  return hashPixels(await image.resize(SIZE, SIZE, { fit: 'fill' }).raw().toBuffer());
}

/** The hash of a whole photo (a file or its bytes), as an unsigned 64-bit value: what a new photo is looked up by. */
export async function hashPhoto(input: Buffer | string): Promise<bigint> {
  return hashRegion(await decode(input));
}

/** The whole photo's hash, then its eight 5% crops': what is stored for a photo, so that its crops are found too. */
export async function hashPhotoAndCrops(input: Buffer | string): Promise<bigint[]> {
  const decoded = await decode(input);
  const { width, height } = decoded.info;
  const w = Math.max(1, Math.round(width * (1 - CROP)));
  const h = Math.max(1, Math.round(height * (1 - CROP)));
  const crops = cropOffsets.map(([x, y]) =>
    hashRegion(decoded, { left: Math.round((width - w) * x), top: Math.round((height - h) * y), width: w, height: h }),
  );
  return [await hashRegion(decoded), ...(await Promise.all(crops))];
}

/** Bits in which two hashes differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}

/** The four 16-bit bands, most significant first. */
export function hashBands(hash: bigint): [number, number, number, number] {
  const u = BigInt.asUintN(64, hash);
  return [48n, 32n, 16n, 0n].map((shift) => Number((u >> shift) & 0xffffn)) as [number, number, number, number];
}

/** Every 16-bit value within `radius` bits of `band`: the band values a lookup probes. */
export function bandNeighbours(band: number, radius: number): number[] {
  const out = [band];
  const walk = (value: number, from: number, left: number) => {
    for (let bit = from; bit < 16; bit++) {
      const next = value ^ (1 << bit);
      out.push(next);
      if (left > 1) walk(next, bit + 1, left - 1);
    }
  };
  if (radius > 0) walk(band, 0, radius);
  return out;
}

/** The signed form PostgreSQL's bigint holds. */
export const toStoredHash = (hash: bigint) => BigInt.asIntN(64, hash);
export const fromStoredHash = (hash: bigint) => BigInt.asUintN(64, hash);
