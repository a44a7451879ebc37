import { describe, expect, it } from 'vitest';
import type { DealPropertyKind } from '../../../lib/constants';
import { createRandom } from '../../seed/ads/random';
import {
  buildMarketModel,
  estimateByComparables,
  neighboursOf,
  timeFactor,
  weightedPercentile,
  type AreaPoint,
  type SaleRecord,
} from './comparable-sales';

let nextId = 1;
function sale(recordedOn: string, pricePerSqmKwd: number, overrides: Partial<SaleRecord> = {}): SaleRecord {
  return {
    id: nextId++,
    recordedOn,
    areaId: 1,
    governorateId: 1,
    block: '1',
    category: 'private-housing',
    propertyKind: 'vacant-land' as DealPropertyKind,
    sizeSqm: 400,
    pricePerSqmFils: pricePerSqmKwd * 1000,
    ...overrides,
  };
}

const times = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));
const land = { areaId: 1, governorateId: 1, category: 'private-housing' as const, built: false, sizeSqm: 400 };
const areas: AreaPoint[] = [
  { id: 1, governorateId: 1, latitude: 29.33, longitude: 48.0 },
  { id: 2, governorateId: 1, latitude: 29.34, longitude: 48.01 },
  { id: 3, governorateId: 1, latitude: 29.6, longitude: 48.3 },
  { id: 4, governorateId: 2, latitude: 29.331, longitude: 48.001 },
];

describe('the market index', () => {
  // Quarters of 2025: ten sales each at KD 1,000, 1,000, 1,200, 1,200 a m². Against the area's median (1,100) the
  // quarters read 0.909, 0.909, 1.091, 1.091; smoothed with their neighbours 0.909, 0.970, 1.030, 1.091.
  const sales = [
    ...times(10, (i) => sale(`2025-01-${10 + i}`, 1000)),
    ...times(10, (i) => sale(`2025-04-${10 + i}`, 1000)),
    ...times(10, (i) => sale(`2025-07-${10 + i}`, 1200)),
    ...times(10, (i) => sale(`2025-10-${10 + i}`, 1200)),
  ];
  const model = buildMarketModel(sales, '2025-12-01');

  it('brings an older sale to the latest quarter', () => {
    expect(timeFactor(model, 'private-housing', '2025-01-15')).toBeCloseTo(1.2, 3);
    expect(timeFactor(model, 'private-housing', '2025-05-01')).toBeCloseTo(1.0909 / 0.9697, 3);
    expect(timeFactor(model, 'private-housing', '2025-10-20')).toBeCloseTo(1, 6);
  });

  it('is silent where a category has no sales', () => {
    expect(timeFactor(model, 'investment', '2025-01-15')).toBe(1);
  });

  it('knows nothing of the sales on and after its day', () => {
    const before = buildMarketModel(sales, '2025-07-01');
    expect(before.latestQuarter.get('private-housing')).toBe(2025 * 4 + 1);
  });

  it('values today in the last quarter’s prices', () => {
    const estimate = estimateByComparables(land, sales, model, new Set());
    expect(estimate.ok && estimate.pricePerSqmFils).toBe(1_200_000);
  });
});

describe('size and kind adjustments', () => {
  it('measures how price per m² falls with size and applies it to the subject’s size', () => {
    // Plots of 400 m² at KD 1,000 and of 800 m² at 1,000 × 2^-0.15: an elasticity of 0.15.
    const large = 1000 * 2 ** -0.15;
    const sales = times(20, (i) =>
      sale(`2025-0${1 + (i % 9)}-1${i % 10}`, i % 2 ? 1000 : large, { sizeSqm: i % 2 ? 400 : 800 }),
    );
    const model = buildMarketModel(sales, '2025-10-01');
    expect(model.sizeElasticity.get('private-housing')).toBeCloseTo(0.15, 6);
    const estimate = estimateByComparables({ ...land, sizeSqm: 1600 }, sales, model, new Set());
    expect(estimate.ok && estimate.pricePerSqmFils / 1000).toBeCloseTo(1000 * 4 ** -0.15, 0);
  });

  it('values a house from land sales through the measured built premium, and not at all without one', () => {
    const areaSales = (areaId: number) => [
      ...times(6, (i) => sale(`2025-03-1${i}`, 1000, { areaId })),
      ...times(6, (i) => sale(`2025-03-2${i}`, 1250, { areaId, propertyKind: 'house' })),
    ];
    const sales = [...areaSales(1), ...areaSales(2), ...areaSales(3)];
    const model = buildMarketModel(sales, '2025-06-01');
    expect(model.builtPremium.get('private-housing')).toBeCloseTo(1.25, 6);
    const onlyLand = sales.filter((s) => s.propertyKind === 'vacant-land');
    const house = estimateByComparables({ ...land, built: true }, onlyLand, model, new Set());
    expect(house.ok && house.pricePerSqmFils).toBe(1_250_000);
    const withoutPremium = buildMarketModel(onlyLand, '2025-06-01');
    expect(estimateByComparables({ ...land, built: true }, onlyLand, withoutPremium, new Set()).ok).toBe(false);
  });
});

describe('where the sales come from', () => {
  it('widens from the area to its neighbours only when the area is thin', () => {
    const sales = [
      ...times(3, (i) => sale(`2025-05-1${i}`, 900)),
      ...times(20, (i) => sale(`2025-05-1${i % 10}`, 1000, { areaId: 2 })),
      ...times(20, () => sale('2025-05-12', 5000, { areaId: 4, governorateId: 2 })),
    ];
    const model = buildMarketModel(sales, '2025-06-01');
    const estimate = estimateByComparables(land, sales, model, neighboursOf(1, areas));
    expect(estimate.ok && estimate.tier).toBe('neighbours');
    // Another governorate's sales never count, however close its area lies.
    expect(estimate.comparables.every((c) => c.governorateId === 1)).toBe(true);
    // The area's own sales weigh twice a neighbour's.
    const weightOf = (areaId: number) => estimate.comparables.find((c) => c.areaId === areaId)!.weight;
    expect(weightOf(1) / weightOf(2)).toBeCloseTo(2, 1);
  });

  it('takes the nearest areas of the same governorate as neighbours', () => {
    expect([...neighboursOf(1, areas)]).toEqual([2, 3]);
  });

  it('answers no number with too few sales or sales too scattered', () => {
    const few = times(4, (i) => sale(`2025-05-1${i}`, 1000));
    expect(estimateByComparables(land, few, buildMarketModel(few, '2025-06-01'), new Set())).toMatchObject({
      ok: false,
      reason: 'thin-data',
    });
    const scattered = times(20, (i) => sale(`2025-05-1${i % 10}`, i % 2 ? 500 : 1500));
    expect(estimateByComparables(land, scattered, buildMarketModel(scattered, '2025-06-01'), new Set()).ok).toBe(false);
  });

  it('ignores sales on and after the day of the estimate', () => {
    const sales = [...times(12, (i) => sale(`2025-05-1${i % 10}`, 1000)), ...times(12, () => sale('2025-06-01', 3000))];
    const estimate = estimateByComparables(land, sales, buildMarketModel(sales, '2025-06-01'), new Set());
    expect(estimate.ok && estimate.pricePerSqmFils).toBe(1_000_000);
  });
});

describe('the range', () => {
  it('holds about four sales in five of the same market', () => {
    const r = createRandom(7);
    const price = () => 1000 * r.float(0.85, 1.15);
    const history = times(60, (i) => sale(`2025-0${1 + (i % 9)}-${10 + (i % 18)}`, price()));
    const estimate = estimateByComparables(land, history, buildMarketModel(history, '2025-10-01'), new Set());
    if (!estimate.ok) throw new Error('expected an estimate');
    const next = times(2000, () => price() * 400 * 1000);
    const inside = next.filter((value) => value >= estimate.lowFils && value <= estimate.highFils).length / next.length;
    expect(inside).toBeGreaterThan(0.7);
    expect(inside).toBeLessThan(0.9);
    expect(estimate.confidence).toBe('medium');
  });

  it('reads weighted percentiles between the points', () => {
    const points = [1, 2, 3, 4].map((value) => ({ value, weight: 1 }));
    expect(weightedPercentile(points, 0.5)).toBe(2.5);
    expect(weightedPercentile(points, 0)).toBe(1);
    expect(weightedPercentile(points, 1)).toBe(4);
  });
});
