import { describe, expect, it } from 'vitest';
import { ratesAreCurrent } from './rates-age';

describe('ratesAreCurrent', () => {
  it('calls rates current up to the number of months after their date', () => {
    expect(ratesAreCurrent('2026-01-15', '2026-11-27T10:00:00Z', 12)).toBe(true);
    expect(ratesAreCurrent('2025-11-27', '2026-11-27T00:00:00Z', 12)).toBe(true);
  });

  it('calls the February 2022 rates dated on a valuation of November 2026', () => {
    expect(ratesAreCurrent('2022-02-01', '2026-11-27T10:00:00Z', 12)).toBe(false);
    expect(ratesAreCurrent('2025-11-26', new Date('2026-11-27T00:00:00Z'), 12)).toBe(false);
  });
});
