import { describe, expect, it } from 'vitest';
import { dealMonths } from './deal-months';

describe('dealMonths', () => {
  it('lists whole months back from the current one, newest first', () => {
    const months = dealMonths('2026-03-17', 1);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2026, first: '2026-03-01', last: '2026-03-31' });
    expect(months[1]).toEqual({ year: 2026, first: '2026-02-01', last: '2026-02-28' });
    expect(months[3]).toEqual({ year: 2025, first: '2025-12-01', last: '2025-12-31' });
    expect(months.at(-1)).toEqual({ year: 2025, first: '2025-04-01', last: '2025-04-30' });
  });

  it('knows leap years', () => {
    expect(dealMonths('2024-02-01', 1)[0]!.last).toBe('2024-02-29');
  });
});
