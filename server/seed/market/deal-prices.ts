import type { DealCategory, DealPropertyKind } from '../../../lib/constants';
import type { ZoneKind } from '../../db/schema/reference';
import { newCities, primeAreas } from '../data/area-tiers';

/**
 * Price levels of recorded deals, in KWD per m² of land at the start of the five-year window, and how they moved since.
 * Private-housing land averaged roughly KD 600–900 per m² in the late 2010s with a wide spread between suburbs; the
 * 2021–22 boom lifted it ~10%, then higher rates cooled it through 2024 before a mild recovery.
 */

const primeInvestment = new Set(['salmiya', 'hawalli', 'bneid-al-gar', 'shaab', 'jabriya', 'maidan-hawalli']);
const primeCommercial = new Set(['kuwait-city', 'sharq', 'qibla', 'mirqab', 'salhiya', 'dasman']);
const showroomAreas = new Set(['rai', 'dhajeej']);
const warehouseAreas = new Set([
  'sulaibiya-industrial',
  'amghara-industrial',
  'wista',
  'dhajeej',
  'mina-abdullah',
  'shuaiba',
]);
const premiumCoast = new Set(['bneider', 'julaia', 'dhubaiya', 'mina-abdullah', 'nuwaiseeb']);

export interface AreaForDeals {
  slug: string;
  kind: ZoneKind;
}

/** The deal categories an area trades in, with their share of its deals. */
export function categoriesOf(area: AreaForDeals): Array<readonly [DealCategory, number]> {
  switch (area.kind) {
    case 'residential':
      return [['private-housing', 1]];
    case 'investment':
      return [
        ['investment', 0.8],
        ['private-housing', 0.2],
      ];
    case 'commercial':
      return [['commercial', 1]];
    case 'industrial':
      if (area.slug.includes('crafts')) return [['crafts', 1]];
      if (showroomAreas.has(area.slug))
        return [
          ['showrooms', 0.7],
          ['warehouses', 0.3],
        ];
      if (warehouseAreas.has(area.slug))
        return [
          ['warehouses', 0.7],
          ['industrial', 0.3],
        ];
      return [
        ['industrial', 0.75],
        ['warehouses', 0.25],
      ];
    case 'coastal':
      return [['coastal-strip', 1]];
    case 'agricultural':
      return [];
  }
}

/** KWD per m² of land for a category in an area at the start of the window: [low, high]. */
export function baseLandPrice(category: DealCategory, area: AreaForDeals): readonly [number, number] {
  switch (category) {
    case 'private-housing':
      return primeAreas.has(area.slug) ? [950, 1350] : newCities.has(area.slug) ? [330, 520] : [600, 900];
    case 'investment':
      return primeInvestment.has(area.slug) ? [2000, 2800] : [1300, 1950];
    case 'commercial':
      return primeCommercial.has(area.slug) ? [3600, 6000] : [2000, 3000];
    case 'industrial':
      return [900, 1500];
    case 'crafts':
      return [1000, 1450];
    case 'showrooms':
      return [1600, 2400];
    case 'warehouses':
      return [380, 700];
    case 'coastal-strip':
      return premiumCoast.has(area.slug) ? [800, 1200] : [380, 700];
  }
}

/** Market index by quarter from the window's first quarter (index 0) to its last (20). */
const quarterIndex: Record<'housing' | 'income' | 'other', number[]> = {
  housing: [
    1.0, 1.04, 1.08, 1.1, 1.09, 1.06, 1.02, 0.99, 0.97, 0.96, 0.95, 0.95, 0.96, 0.97, 0.98, 0.99, 1.0, 1.01, 1.02, 1.03,
    1.04,
  ],
  income: [
    1.0, 1.01, 1.03, 1.05, 1.06, 1.06, 1.05, 1.04, 1.03, 1.03, 1.04, 1.05, 1.06, 1.06, 1.07, 1.08, 1.08, 1.09, 1.1, 1.1,
    1.11,
  ],
  other: [
    1.0, 1.0, 1.02, 1.03, 1.03, 1.02, 1.0, 0.99, 0.98, 0.98, 0.99, 1.0, 1.0, 1.01, 1.02, 1.02, 1.03, 1.03, 1.04, 1.04,
    1.05,
  ],
};

export function marketIndex(category: DealCategory, quarter: number): number {
  const curve =
    category === 'private-housing'
      ? quarterIndex.housing
      : category === 'investment' || category === 'commercial'
        ? quarterIndex.income
        : quarterIndex.other;
  return curve[Math.max(0, Math.min(curve.length - 1, quarter))] ?? 1;
}

/** How many deals a quarter sees relative to the average: the boom's rush, the 2023 lull, the recovery. */
export function quarterVolume(quarter: number): number {
  const volumes = [
    1.2, 1.35, 1.4, 1.25, 1.05, 0.85, 0.75, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1.0, 1.05, 1.05, 1.1, 1.1, 1.15, 1.15, 1.1,
  ];
  return volumes[Math.max(0, Math.min(volumes.length - 1, quarter))] ?? 1;
}

/** What is sold in a category, with weights, and the plot sizes it comes in. */
export const categoryShapes: Record<
  DealCategory,
  { kinds: Array<readonly [DealPropertyKind, number]>; sizes: readonly number[]; supplyRatios?: readonly number[] }
> = {
  'private-housing': {
    kinds: [
      ['house', 0.6],
      ['vacant-land', 0.2],
      ['villa', 0.2],
    ],
    sizes: [375, 400, 400, 500, 500, 600, 750, 750, 1000],
  },
  investment: {
    kinds: [
      ['building', 0.65],
      ['vacant-land', 0.35],
    ],
    sizes: [500, 750, 750, 1000, 1000, 1250, 1500],
    supplyRatios: [240, 250, 250, 400],
  },
  commercial: {
    kinds: [
      ['building', 0.55],
      ['shop', 0.15],
      ['vacant-land', 0.3],
    ],
    sizes: [250, 500, 750, 1000, 1500, 2000, 3000],
    supplyRatios: [300, 520, 620, 1000],
  },
  industrial: {
    kinds: [
      ['plot', 0.5],
      ['workshop', 0.2],
      ['warehouse', 0.3],
    ],
    sizes: [1000, 1000, 1500, 2000, 3000, 5000, 10000],
  },
  crafts: {
    kinds: [
      ['workshop', 0.8],
      ['plot', 0.2],
    ],
    sizes: [250, 300, 500, 500, 750, 1000],
  },
  showrooms: { kinds: [['showroom', 1]], sizes: [1000, 1500, 2000, 2500, 5000] },
  warehouses: { kinds: [['warehouse', 1]], sizes: [1000, 2000, 2500, 5000, 10000] },
  'coastal-strip': {
    kinds: [
      ['chalet', 0.8],
      ['plot', 0.2],
    ],
    sizes: [600, 800, 1000, 1000, 1200, 1500, 2500],
  },
};

/** Built property sells above its land value per m². */
export const builtPremium: Partial<Record<DealPropertyKind, readonly [number, number]>> = {
  house: [1.08, 1.3],
  villa: [1.2, 1.45],
  building: [1.15, 1.4],
  shop: [1.3, 1.6],
  chalet: [1.1, 1.35],
  workshop: [1.05, 1.2],
  warehouse: [1.05, 1.2],
  showroom: [1.1, 1.3],
};

/** Relative share of all deals a category takes (private housing dominates the ministry's weekly bulletin). */
export const categoryWeight: Record<DealCategory, number> = {
  'private-housing': 1,
  investment: 0.9,
  commercial: 0.5,
  industrial: 0.6,
  crafts: 0.6,
  showrooms: 0.6,
  warehouses: 0.5,
  'coastal-strip': 0.5,
};
