import type { FinishingLevel } from '../../../lib/construction-estimate/choices';
import {
  estimateConstruction,
  type BuildingRules,
  type ConstructionRate,
} from '../../../lib/construction-estimate/estimate';

/** Straight-line wear over a building's economic life, down to what its shell is still worth at the end. */
export type Depreciation = { lifeYears: number; residualPercent: number };

export type DescribedBuilding = {
  plotSqm: number;
  floors: number;
  basement: boolean;
  finishing: FinishingLevel;
  ageYears: number;
};

export type BuildingValue = {
  builtUpSqm: number;
  /** What building it again would cost today (the construction estimator's low, middle and high). */
  replacement: { low: number; mid: number; high: number };
  depreciationPercent: number;
  value: { low: number; mid: number; high: number };
  ratesAsOf: string;
};

export const depreciationPercent = (ageYears: number, { lifeYears, residualPercent }: Depreciation) =>
  Math.round(Math.min(100 - residualPercent, (ageYears / lifeYears) * 100));

/**
 * The building on a plot valued by its depreciated replacement cost (issue 14): the house the code allows on the
 * plot with the floors and basement described, priced with the construction estimator's rates for its finishing,
 * less its wear by age. The land is valued separately, from the recorded sales.
 */
export function depreciatedBuilding(
  building: DescribedBuilding,
  rates: ConstructionRate[],
  rules: BuildingRules,
  depreciation: Depreciation,
): BuildingValue {
  const cost = estimateConstruction(
    {
      plotSizeSqm: building.plotSqm,
      buildingRatio: Math.max(...rules.buildingRatios),
      floors: building.floors,
      basement: building.basement,
      roofAnnex: false,
      finishingLevel: building.finishing,
      extras: [],
    },
    rates,
    rules,
  );
  const worn = depreciationPercent(building.ageYears, depreciation);
  const keep = (fils: number) => Math.round((fils * (100 - worn)) / 100);
  const { low, mid, high } = cost.total;
  return {
    builtUpSqm: cost.areas.builtUpSqm,
    replacement: { low, mid, high },
    depreciationPercent: worn,
    value: { low: keep(low), mid: keep(mid), high: keep(high) },
    ratesAsOf: cost.ratesAsOf,
  };
}
