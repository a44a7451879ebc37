import { describe, expect, it } from 'vitest';
import { cachedListPath, cachedListSearch } from './cached-lists';
import { visiblePath } from './i18n/config';

const path = (pathname: string, query = '', signedIn = false) =>
  cachedListPath(pathname, new URLSearchParams(query), signedIn);

describe('cachedListPath', () => {
  it('keys an ads list by its normalised filters: one order, defaults and unknown keys dropped', () => {
    expect(path('/ads/rent')).toBe('/filtered/-/ads/rent');
    expect(path('/ads/rent', 'sort=price-asc&utm_source=x&areaId=34&page=1')).toBe(
      '/filtered/areaId.34~sort.price-asc/ads/rent',
    );
    expect(path('/ads/rent', 'areaIds=34&sort=newest')).toBe(path('/ads/rent', 'area=34'));
    expect(path('/ads/sale/apartment', 'bedrooms=3&page=2')).toBe('/filtered/bedrooms.3~page.2/ads/sale/apartment');
    expect(path('/ads', 'areaId=abc')).toBe('/filtered/-/ads');
    expect(path('/ads/rent', 'bedroomsExact=true&bedrooms=2')).toBe('/filtered/bedrooms.2~bedroomsExact.true/ads/rent');
    expect(path('/ads/rent', 'bedrooms=2&bedroomsExact=false')).toBe(path('/ads/rent', 'bedrooms=2'));
    expect(path('/ads/rent', 'bedroomsExact=true')).toBe(path('/ads/rent'));
    // A bounded enum like the others (the nightly levels job expires the cached lists); only sale lists have it.
    expect(path('/ads/sale', 'fairPrice=below&areaId=34')).toBe('/filtered/areaId.34~fairPrice.below/ads/sale');
    expect(path('/ads/rent', 'fairPrice=below')).toBe(path('/ads/rent'));
    expect(path('/ads/sale', 'fairPrice=cheap')).toBe(path('/ads/sale'));
  });

  it('leaves free text, ranges, several areas and deep pages to the page rendered per request', () => {
    for (const query of ['q=شقة', 'priceMin=100', 'priceMin=0', 'sizeMax=500', 'areaIds=1,2', 'page=6'])
      expect(path('/ads/rent', query)).toBeUndefined();
    expect(path('/ads/flat')).toBeUndefined();
    expect(path('/ads/rent/apartment/x')).toBeUndefined();
  });

  it('caches the visitors’ deals page only, without free text, dates or a second area', () => {
    expect(path('/deals', 'areaId=34&sort=date-desc')).toBe('/filtered/areaId.34/deals');
    expect(path('/deals', 'areaId=34', true)).toBeUndefined();
    expect(path('/deals', 'q=4')).toBeUndefined();
    expect(path('/deals', 'from=2026-01-01')).toBeUndefined();
    expect(path('/deals', 'basis=land&areaId=34')).toBe('/filtered/areaId.34~basis.land/deals');
    expect(path('/deals', 'areaId=34&compareAreaId=35')).toBeUndefined();
  });

  it('keys auctions and news by tab, category and page', () => {
    expect(path('/auctions', 'page=1&tab=upcoming')).toBe('/filtered/tab.upcoming/auctions');
    expect(path('/news', 'category=market&page=2&pageSize=50')).toBe('/filtered/category.market~page.2/news');
    expect(path('/news', 'category=unknown')).toBe('/filtered/-/news');
    expect(path('/news/some-article')).toBeUndefined();
    expect(path('/faqs')).toBeUndefined();
  });

  it('round-trips the key into the query the cached route renders, and hides it from visible paths', () => {
    expect(cachedListSearch('areaId.34~sort.price-asc')).toEqual({ areaId: '34', sort: 'price-asc' });
    expect(cachedListSearch('-')).toEqual({});
    expect(visiblePath('/ar/filtered/areaId.34~sort.price-asc/ads/rent')).toBe('/ads/rent');
    expect(visiblePath('/en/filtered/-/news')).toBe('/news');
  });
});
