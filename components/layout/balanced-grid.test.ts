import { describe, expect, it } from 'vitest';
import { balancedColumns, balancedGridClass } from './balanced-grid';

describe('balanced grids', () => {
  it('picks the column count that fills the last row best, the wider on a tie', () => {
    expect(balancedColumns(10, [3, 4, 5])).toBe(5);
    expect(balancedColumns(12, [3, 4, 5])).toBe(4);
    expect(balancedColumns(13, [3, 4, 5])).toBe(5);
    expect(balancedColumns(5, [2, 3])).toBe(3);
    expect(balancedColumns(10, [2, 3])).toBe(2);
  });

  it('never leaves one card alone in a row when another count avoids it', () => {
    for (let count = 4; count <= 30; count++) {
      const columns = balancedColumns(count, [3, 4, 5]);
      if ([3, 4, 5].some((c) => count % c !== 1)) expect(count % columns, `${count} items`).not.toBe(1);
    }
  });

  it('writes the classes per breakpoint', () => {
    expect(balancedGridClass(10, ['md', 'lg'])).toBe('md:grid-cols-2 lg:grid-cols-5');
    expect(balancedGridClass(5, ['md', 'xl'])).toBe('md:grid-cols-3 xl:grid-cols-5');
  });
});
