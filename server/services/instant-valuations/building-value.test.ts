import { describe, expect, it } from 'vitest';
import type { BuildingRules, ConstructionRate } from '../../../lib/construction-estimate/estimate';
import { depreciatedBuilding, depreciationPercent } from './building-value';

const rules: BuildingRules = {
  maxFloors: 3,
  floorCoveragePercent: 70,
  roofAnnexPercent: 25,
  buildingRatios: [150, 180, 210],
};
const rate = (
  item: ConstructionRate['item'],
  unit: ConstructionRate['unit'],
  low: number,
  high: number,
): ConstructionRate => ({
  item,
  level: null,
  unit,
  low,
  high,
  source: 'test',
  effectiveDate: '2022-02-01',
});
const rates = [
  rate('structure', 'built-sqm', 100_000, 120_000),
  rate('finishing', 'built-sqm', 80_000, 100_000),
  rate('mep', 'built-sqm', 20_000, 30_000),
  rate('external', 'plot-sqm', 0, 0),
  rate('design', 'percent', 0, 0),
  rate('permits', 'fixed', 0, 0),
  rate('basement', 'basement-sqm', 150_000, 150_000),
];
const life = { lifeYears: 40, residualPercent: 10 };

describe('depreciationPercent', () => {
  it('wears a building down in a straight line, to its residual share and no further', () => {
    expect(depreciationPercent(0, life)).toBe(0);
    expect(depreciationPercent(10, life)).toBe(25);
    expect(depreciationPercent(13, life)).toBe(33);
    expect(depreciationPercent(36, life)).toBe(90);
    expect(depreciationPercent(70, life)).toBe(90);
  });
});

describe('depreciatedBuilding', () => {
  it('prices the house the code allows on the plot at replacement cost, less its wear', () => {
    // 500 m² plot, three floors: 210% → 1,050 m² above ground at KD 200–250 a m², plus a 350 m² basement at KD 150.
    const house = depreciatedBuilding(
      { plotSqm: 500, floors: 3, basement: true, finishing: 'standard', ageYears: 20 },
      rates,
      rules,
      life,
    );
    expect(house.builtUpSqm).toBe(1400);
    expect(house.replacement).toEqual({
      low: 1050 * 200_000 + 350 * 150_000,
      high: 1050 * 250_000 + 350 * 150_000,
      mid: 1050 * 225_000 + 350 * 150_000,
    });
    expect(house.depreciationPercent).toBe(50);
    expect(house.value).toEqual({
      low: house.replacement.low / 2,
      high: house.replacement.high / 2,
      mid: house.replacement.mid / 2,
    });
  });

  it('builds less on fewer floors: each floor covers at most the code’s share of the plot', () => {
    expect(
      depreciatedBuilding(
        { plotSqm: 500, floors: 1, basement: false, finishing: 'standard', ageYears: 0 },
        rates,
        rules,
        life,
      ).builtUpSqm,
    ).toBe(350);
  });
});
