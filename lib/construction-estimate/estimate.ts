import type { ConstructionEstimateInput } from '../schemas/construction-estimate';
import type { ConstructionExtra, FinishingLevel } from './choices';

/** The cost components of every estimate, in the order the breakdown lists them. */
export const costComponents = ['structure', 'finishing', 'mep', 'external', 'design', 'permits'] as const;
export type CostComponent = (typeof costComponents)[number];
export type RateItem = CostComponent | ConstructionExtra | 'basement' | 'roof-annex';

/**
 * What a rate multiplies: m² built above ground, m² of plot, m² of basement or roof annex, a fixed sum, or a share
 * (basis points) of the construction lines before fees.
 */
export type RateUnit = 'built-sqm' | 'plot-sqm' | 'basement-sqm' | 'annex-sqm' | 'fixed' | 'percent';

export interface ConstructionRate {
  item: RateItem;
  /** Null: the same at every finishing level. */
  level: FinishingLevel | null;
  unit: RateUnit;
  /** Fils (per m² or fixed), or basis points for `percent`. */
  low: number;
  high: number;
  source: string;
  effectiveDate: string;
}

export interface BuildingRules {
  maxFloors: number;
  /** Percent of the plot one floor may cover: a building ratio needs enough floors to fit. */
  floorCoveragePercent: number;
  /** Percent of the top floor's footprint a roof annex may take. */
  roofAnnexPercent: number;
  buildingRatios: number[];
}

export interface EstimateLine {
  item: RateItem;
  unit: RateUnit;
  /** m² for area units, 1 for fixed sums, the base in fils for percent lines. */
  quantity: number;
  rateLow: number;
  rateHigh: number;
  low: number;
  high: number;
}

export interface ConstructionEstimate {
  areas: {
    plotSqm: number;
    /** The building ratio applied, in percent: lower than asked when the floors cannot hold it. */
    appliedRatio: number;
    limitedByFloors: boolean;
    aboveGroundSqm: number;
    footprintSqm: number;
    basementSqm: number;
    annexSqm: number;
    builtUpSqm: number;
  };
  lines: EstimateLine[];
  total: { low: number; high: number; mid: number };
  /** Per m² of built-up area. */
  perSqm: { low: number; high: number };
  /** The newest effective date among the rates used, and their distinct sources. */
  ratesAsOf: string;
  sources: string[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Areas from the plot, the building ratio and the floors (each floor covers at most the rules' share of the plot). */
export function builtUpAreas(input: ConstructionEstimateInput, rules: BuildingRules): ConstructionEstimate['areas'] {
  const maxRatio = input.floors * rules.floorCoveragePercent;
  const appliedRatio = Math.min(input.buildingRatio, maxRatio);
  const aboveGroundSqm = round1((input.plotSizeSqm * appliedRatio) / 100);
  const footprintSqm = round1(aboveGroundSqm / input.floors);
  const basementSqm = input.basement ? footprintSqm : 0;
  const annexSqm = input.roofAnnex ? round1((footprintSqm * rules.roofAnnexPercent) / 100) : 0;
  return {
    plotSqm: input.plotSizeSqm,
    appliedRatio,
    limitedByFloors: appliedRatio < input.buildingRatio,
    aboveGroundSqm,
    footprintSqm,
    basementSqm,
    annexSqm,
    builtUpSqm: round1(aboveGroundSqm + basementSqm + annexSqm),
  };
}

function rateFor(rates: ConstructionRate[], item: RateItem, level: FinishingLevel): ConstructionRate {
  const rate =
    rates.find((r) => r.item === item && r.level === level) ?? rates.find((r) => r.item === item && r.level === null);
  if (!rate) throw new Error(`No construction rate for ${item} (${level})`);
  return rate;
}

function quantityOf(unit: Exclude<RateUnit, 'percent'>, areas: ConstructionEstimate['areas']): number {
  switch (unit) {
    case 'built-sqm':
      return areas.aboveGroundSqm;
    case 'plot-sqm':
      return areas.plotSqm;
    case 'basement-sqm':
      return areas.basementSqm;
    case 'annex-sqm':
      return areas.annexSqm;
    case 'fixed':
      return 1;
  }
}

/**
 * The cost of building the house: each component and extra at its low and high rate, then the fees charged as a share
 * of those lines. All money in integer fils.
 */
export function estimateConstruction(
  input: ConstructionEstimateInput,
  rates: ConstructionRate[],
  rules: BuildingRules,
): ConstructionEstimate {
  const areas = builtUpAreas(input, rules);
  const items: RateItem[] = [
    ...costComponents,
    ...(input.basement ? (['basement'] as const) : []),
    ...(input.roofAnnex ? (['roof-annex'] as const) : []),
    ...input.extras,
  ];
  const used = items.map((item) => rateFor(rates, item, input.finishingLevel));
  const works = used.filter((r) => r.unit !== 'percent');
  const workLines: EstimateLine[] = works.map((rate) => {
    const quantity = quantityOf(rate.unit as Exclude<RateUnit, 'percent'>, areas);
    return {
      item: rate.item,
      unit: rate.unit,
      quantity,
      rateLow: rate.low,
      rateHigh: rate.high,
      low: Math.round(quantity * rate.low),
      high: Math.round(quantity * rate.high),
    };
  });
  const baseLow = workLines.reduce((sum, l) => sum + l.low, 0);
  const baseHigh = workLines.reduce((sum, l) => sum + l.high, 0);
  const feeLines: EstimateLine[] = used
    .filter((r) => r.unit === 'percent')
    .map((rate) => ({
      item: rate.item,
      unit: rate.unit,
      quantity: Math.round((baseLow + baseHigh) / 2),
      rateLow: rate.low,
      rateHigh: rate.high,
      low: Math.round((baseLow * rate.low) / 10_000),
      high: Math.round((baseHigh * rate.high) / 10_000),
    }));
  const order = (item: RateItem) => items.indexOf(item);
  const lines = [...workLines, ...feeLines].sort((a, b) => order(a.item) - order(b.item));
  const low = lines.reduce((sum, l) => sum + l.low, 0);
  const high = lines.reduce((sum, l) => sum + l.high, 0);
  return {
    areas,
    lines,
    total: { low, high, mid: Math.round((low + high) / 2) },
    perSqm:
      areas.builtUpSqm > 0
        ? { low: Math.round(low / areas.builtUpSqm), high: Math.round(high / areas.builtUpSqm) }
        : { low: 0, high: 0 },
    ratesAsOf: used.reduce((latest, r) => (r.effectiveDate > latest ? r.effectiveDate : latest), ''),
    sources: [...new Set(used.map((r) => r.source))],
  };
}
