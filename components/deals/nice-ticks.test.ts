import { describe, expect, it } from 'vitest';
import { niceTicks } from './nice-ticks';

describe('niceTicks', () => {
  it('covers the range with steps of 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect(niceTicks(937, 1499)).toEqual([800, 1000, 1200, 1400, 1600]);
    expect(niceTicks(212, 1890)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(niceTicks(0, 10)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(1234, 5678, 4)).toEqual([0, 2000, 4000, 6000]);
  });

  it('spreads a single value around itself', () => {
    expect(niceTicks(800, 800)).toEqual([400, 600, 800, 1000, 1200]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it('keeps decimal steps exact', () => {
    expect(niceTicks(0.1, 0.35)).toEqual([0.1, 0.2, 0.3, 0.4]);
  });
});
