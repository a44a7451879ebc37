import { beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../seed/ads/random';
import type { AreaPoint, SaleRecord } from './comparable-sales';
import type { AccuracyRow } from '../../../lib/schemas/instant-valuation';
import { backtestComparables } from './backtest';

const areas: AreaPoint[] = [
  { id: 1, governorateId: 1, latitude: 29.33, longitude: 48.0 },
  { id: 2, governorateId: 2, latitude: 29.1, longitude: 48.1 },
];

/** Two years of one market at KD 1,000 a m² ±15 %, and a lone sale in a governorate without others. */
function market(): SaleRecord[] {
  const r = createRandom(11);
  const sales: SaleRecord[] = [];
  for (let day = 0; day < 730; day += 3) {
    const recordedOn = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
    sales.push({
      id: day,
      recordedOn,
      areaId: 1,
      governorateId: 1,
      block: '1',
      category: 'private-housing',
      propertyKind: 'vacant-land',
      sizeSqm: 500,
      pricePerSqmFils: Math.round(1_000_000 * r.float(0.85, 1.15)),
    });
  }
  sales.push({
    id: 9999,
    recordedOn: '2025-06-01',
    areaId: 2,
    governorateId: 2,
    block: null,
    category: 'private-housing',
    propertyKind: 'house',
    sizeSqm: 400,
    pricePerSqmFils: 800_000,
  });
  return sales;
}

describe('backtestComparables', () => {
  let rows: AccuracyRow[];
  beforeAll(async () => {
    rows = await backtestComparables(market(), areas, '2026-01-01');
  });

  it('tests the last twelve months only, and counts a sale without enough data as not estimated', () => {
    const lone = rows.find((row) => row.governorateId === 2)!;
    expect(lone).toMatchObject({ sales: 1, estimated: 0, mdape: null, insideRange: null });
    const total = rows.at(-1)!;
    expect(total.governorateId).toBeNull();
    expect(total.sales).toBe(market().filter((sale) => sale.recordedOn >= '2025-01-01').length);
  });

  it('finds the error the market’s spread allows and a range that holds about four sales in five', () => {
    const row = rows.find((r) => r.governorateId === 1)!;
    expect(row.estimated).toBe(row.sales);
    // Uniform ±15 % around the estimate: the median absolute error is about 7.5 %.
    expect(row.mdape).toBeGreaterThan(5);
    expect(row.mdape).toBeLessThan(10);
    expect(row.insideRange).toBeGreaterThan(70);
    expect(row.insideRange).toBeLessThan(90);
  });
});
