/** A point as (longitude, latitude). */
export type LngLat = readonly [number, number];

/**
 * Kuwait's outline, simplified to the shape people recognise: Wadi al-Batin, the northern border, Bubiyan, Kuwait Bay,
 * the coast down to Nuwaiseeb and the Saudi border.
 */
export const kuwaitOutline: ReadonlyArray<LngLat> = [
  [46.55, 29.1],
  [46.86, 29.5],
  [47.02, 29.78],
  [47.11, 29.98],
  [47.36, 30.06],
  [47.7, 30.1],
  [47.94, 30.09],
  [48.03, 30.0],
  [48.17, 29.98],
  [48.36, 29.86],
  [48.42, 29.62],
  [48.2, 29.55],
  [48.02, 29.6],
  [47.84, 29.5],
  [47.72, 29.41],
  [47.66, 29.35],
  [47.8, 29.36],
  [47.97, 29.39],
  [48.07, 29.36],
  [48.1, 29.28],
  [48.12, 29.12],
  [48.18, 28.95],
  [48.29, 28.8],
  [48.38, 28.66],
  [48.42, 28.55],
  [48.1, 28.53],
  [47.7, 28.53],
  [47.44, 28.72],
  [47.0, 28.9],
];

/** Failaka, the one inhabited island with an area of its own. */
export const failakaOutline: ReadonlyArray<LngLat> = [
  [48.26, 29.445],
  [48.3, 29.47],
  [48.36, 29.455],
  [48.41, 29.42],
  [48.38, 29.4],
  [48.32, 29.41],
  [48.27, 29.425],
];

/** Degrees of longitude are shorter than degrees of latitude at 29°N: maps scale them so the country keeps its shape. */
export const LONGITUDE_SCALE = Math.cos((29.3 * Math.PI) / 180);
