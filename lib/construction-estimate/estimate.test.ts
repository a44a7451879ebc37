import { describe, expect, it } from 'vitest';
import type { ConstructionEstimateInput } from '../schemas/construction-estimate';
import { builtUpAreas, estimateConstruction, type BuildingRules, type ConstructionRate } from './estimate';

const rules: BuildingRules = {
  maxFloors: 3,
  floorCoveragePercent: 70,
  roofAnnexPercent: 25,
  buildingRatios: [150, 180, 210],
};
const day = '2022-02-01';
const rate = (
  item: ConstructionRate['item'],
  unit: ConstructionRate['unit'],
  low: number,
  high: number,
  level: ConstructionRate['level'] = 'standard',
): ConstructionRate => ({
  item,
  level,
  unit,
  low,
  high,
  source: 'test',
  effectiveDate: day,
});
const rates: ConstructionRate[] = [
  rate('structure', 'built-sqm', 100_000, 110_000),
  rate('finishing', 'built-sqm', 80_000, 90_000),
  rate('mep', 'built-sqm', 40_000, 50_000),
  rate('external', 'plot-sqm', 20_000, 25_000),
  rate('design', 'percent', 300, 500),
  rate('permits', 'fixed', 1_000_000, 2_000_000),
  rate('basement', 'basement-sqm', 150_000, 180_000, null),
  rate('roof-annex', 'annex-sqm', 200_000, 240_000, null),
  { ...rate('pool', 'fixed', 12_000_000, 18_000_000, null), effectiveDate: '2024-01-01', source: 'pool quotes' },
];
const house: ConstructionEstimateInput = {
  plotSizeSqm: 400,
  buildingRatio: 210,
  floors: 3,
  basement: false,
  roofAnnex: false,
  finishingLevel: 'standard',
  extras: [],
};

describe('builtUpAreas', () => {
  it('builds the plot times the building ratio, spread over the floors', () => {
    expect(builtUpAreas({ ...house, basement: true, roofAnnex: true }, rules)).toEqual({
      plotSqm: 400,
      appliedRatio: 210,
      limitedByFloors: false,
      aboveGroundSqm: 840,
      footprintSqm: 280,
      basementSqm: 280,
      annexSqm: 70,
      builtUpSqm: 1190,
    });
  });

  it('lowers the ratio when the floors cannot hold it (two floors of at most 70% each)', () => {
    expect(builtUpAreas({ ...house, floors: 2 }, rules)).toMatchObject({
      appliedRatio: 140,
      limitedByFloors: true,
      aboveGroundSqm: 560,
      footprintSqm: 280,
    });
  });
});

describe('estimateConstruction', () => {
  it('prices each component at its low and high rate, with the fees as a share of the works', () => {
    const estimate = estimateConstruction(house, rates, rules);
    const line = (item: string) => estimate.lines.find((l) => l.item === item);
    expect(estimate.lines.map((l) => l.item)).toEqual([
      'structure',
      'finishing',
      'mep',
      'external',
      'design',
      'permits',
    ]);
    expect(line('structure')).toMatchObject({ quantity: 840, low: 84_000_000, high: 92_400_000 });
    expect(line('external')).toMatchObject({ quantity: 400, low: 8_000_000, high: 10_000_000 });
    expect(line('permits')).toMatchObject({ low: 1_000_000, high: 2_000_000 });
    // Works: 840 × 220 + 400 × 20 + 1,000 = 193,800 low; 840 × 250 + 400 × 25 + 2,000 = 222,000 high (KD).
    expect(line('design')).toMatchObject({ low: Math.round(193_800_000 * 0.03), high: Math.round(222_000_000 * 0.05) });
    expect(estimate.total).toEqual({
      low: 193_800_000 + 5_814_000,
      high: 222_000_000 + 11_100_000,
      mid: Math.round((199_614_000 + 233_100_000) / 2),
    });
    expect(estimate.perSqm).toEqual({ low: Math.round(199_614_000 / 840), high: Math.round(233_100_000 / 840) });
    expect(estimate.ratesAsOf).toBe(day);
  });

  it('adds the basement, the roof annex and the extras chosen, each at its own rate', () => {
    const estimate = estimateConstruction(
      { ...house, basement: true, roofAnnex: true, extras: ['pool'] },
      rates,
      rules,
    );
    expect(estimate.lines.map((l) => l.item)).toEqual([
      'structure',
      'finishing',
      'mep',
      'external',
      'design',
      'permits',
      'basement',
      'roof-annex',
      'pool',
    ]);
    expect(estimate.lines.find((l) => l.item === 'basement')).toMatchObject({
      quantity: 280,
      low: 42_000_000,
      high: 50_400_000,
    });
    expect(estimate.lines.find((l) => l.item === 'roof-annex')).toMatchObject({
      quantity: 70,
      low: 14_000_000,
      high: 16_800_000,
    });
    expect(estimate.ratesAsOf).toBe('2024-01-01');
    expect(estimate.sources).toEqual(['test', 'pool quotes']);
  });

  it('refuses to estimate without a rate rather than leave a component out', () => {
    expect(() => estimateConstruction({ ...house, finishingLevel: 'luxury' }, rates, rules)).toThrow(/structure/);
  });
});
