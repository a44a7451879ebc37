import { describe, expect, it } from 'vitest';
import { arrowShapes } from '@/components/ui/icons';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows the ends and two pages either side, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('arrowShapes', () => {
  it('points "next" along the reading direction: left in Arabic, right in English', () => {
    expect(arrowShapes('ar')).toEqual({ previous: 'chevron-end', next: 'chevron-start' });
    expect(arrowShapes('en')).toEqual({ previous: 'chevron-start', next: 'chevron-end' });
  });
});
