import { describe, expect, it } from 'vitest';
import { dealTypeListUrl } from './ads-search-redirect';

const at = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return dealTypeListUrl(pathname, searchParams);
};

describe('dealTypeListUrl', () => {
  it('sends the home search to the list of its deal type, with the query', () => {
    const rent = new URL(at('/ads?dealType=rent&q=شقه+سالميه')!, 'http://localhost');
    expect([rent.pathname, [...rent.searchParams]]).toEqual(['/ads/rent', [['q', 'شقه سالميه']]]);
    expect(at('/ads?dealType=sale&q=villa')).toBe('/ads/sale?q=villa');
    expect(at('/ads?dealType=wanted-for-rent&areaId=34')).toBe('/ads/wanted-for-rent?areaId=34');
  });

  it('drops an empty search, so the plain (cached) list opens', () => {
    expect(at('/ads?dealType=rent&q=')).toBe('/ads/rent');
    expect(at('/ads?dealType=rent&q=++')).toBe('/ads/rent');
  });

  it('leaves everything else alone', () => {
    expect(at('/ads?q=villa')).toBeUndefined();
    expect(at('/ads?dealType=lease&q=villa')).toBeUndefined();
    expect(at('/ads?dealType=toString')).toBeUndefined();
    expect(at('/ads/rent?dealType=sale')).toBeUndefined();
  });
});
