import { describe, expect, it } from 'vitest';
import type { DealTrendPoint } from '@/lib/schemas/deals';
import { countTicks, priceTicks, trendRows } from './trend-rows';

const point = (period: string, kwdPerSqm: number, count: number): DealTrendPoint => ({
  period,
  count,
  totalValueFils: 0,
  medianPricePerSqmFils: kwdPerSqm * 1000,
});

describe('trend rows', () => {
  const salmiya = {
    name: 'Salmiya',
    points: [point('2025-Q1', 900, 40), point('2025-Q2', 950, 35), point('2025-Q4', 1000, 50)],
  };
  const jabriya = { name: 'Jabriya', points: [point('2025-Q2', 700, 12), point('2025-Q3', 720, 9)] };

  it('puts two areas on one time axis, with a gap where an area had no deals', () => {
    const rows = trendRows([salmiya, jabriya]);
    expect(rows.map((r) => r.period)).toEqual(['2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4']);
    expect(rows.map((r) => r.values.map((v) => v?.count))).toEqual([
      [40, undefined],
      [35, 12],
      [undefined, 9],
      [50, undefined],
    ]);
  });

  it('scales prices over both areas, the same whichever comes first', () => {
    const ticks = priceTicks(trendRows([salmiya, jabriya]), 5);
    expect(ticks[0]).toBeLessThanOrEqual(700);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(1000);
    expect(priceTicks(trendRows([jabriya, salmiya]), 5)).toEqual(ticks);
  });

  it('counts deals from zero on their own axis', () => {
    const ticks = countTicks(trendRows([salmiya, jabriya]), 3);
    expect(ticks[0]).toBe(0);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(50);
  });
});
