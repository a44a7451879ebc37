import { describe, expect, it } from 'vitest';
import { filterHref, formFilters } from './filter-href';
import { listHref, listPath } from './list-href';
import { parseListFilters } from './list-params';
import { listQueryFor, resolveScope, selectedType, type ListCatalogue } from './list-catalogue';

const catalogue: ListCatalogue = {
  categories: [
    { id: 1, slug: 'residential', name: 'سكن خاص', dealTypes: ['sale', 'rent'] },
    { id: 2, slug: 'investment', name: 'استثماري', dealTypes: ['sale', 'rent', 'exchange'] },
  ],
  types: [
    { id: 1, slug: 'house', name: 'بيت', categoryId: 1 },
    { id: 8, slug: 'apartment', name: 'شقة', categoryId: 2 },
  ],
  areas: [{ id: 34, name: 'السالمية', altName: 'Salmiya', governorate: 'حولي' }],
};

describe('parseListFilters', () => {
  it('keeps valid values and drops bad ones one by one', () => {
    expect(
      parseListFilters({
        areaId: 'abc',
        bedrooms: 'many',
        priceMax: '500',
        sort: 'cheapest',
        page: '0',
        q: '  شقة   بحرية ',
      }),
    ).toEqual({
      areaIds: [],
      priceMax: 500,
      q: 'شقة بحرية',
    });
  });

  it('reads areas from areaIds lists, repeated checkboxes, areaId and the spec’s area, digits only', () => {
    expect(parseListFilters({ areaIds: ['34', '33,12'], areaId: '٣٤' }).areaIds).toEqual([34, 33, 12]);
    expect(parseListFilters({ area: '7' }).areaIds).toEqual([7]);
    expect(parseListFilters({ area: '7x' }).areaIds).toEqual([]);
  });

  it('leaves the defaults out: page 1 and the newest-first sort', () => {
    expect(parseListFilters({ page: '1', sort: 'newest' })).toEqual({ areaIds: [] });
    expect(parseListFilters({ page: '3', sort: 'price-asc' })).toEqual({ areaIds: [], page: 3, sort: 'price-asc' });
  });

  it('reads an exact bedroom count only beside a bedroom count', () => {
    expect(parseListFilters({ bedrooms: '3', bedroomsExact: 'true' })).toEqual({
      areaIds: [],
      bedrooms: 3,
      bedroomsExact: true,
    });
    expect(parseListFilters({ bedrooms: '3', bedroomsExact: 'false' })).toEqual({ areaIds: [], bedrooms: 3 });
    expect(parseListFilters({ bedroomsExact: 'true' })).toEqual({ areaIds: [] });
    expect(parseListFilters({ bedrooms: '3', bedroomsExact: 'yes' })).toEqual({ areaIds: [], bedrooms: 3 });
  });

  it('keeps the fair-price filter on sale lists only, and only a known level', () => {
    expect(parseListFilters({ fairPrice: 'below' }, 'sale')).toEqual({ areaIds: [], fairPrice: 'below' });
    expect(parseListFilters({ fairPrice: 'cheap' }, 'sale')).toEqual({ areaIds: [] });
    expect(parseListFilters({ fairPrice: 'below' }, 'rent')).toEqual({ areaIds: [] });
    expect(parseListFilters({ fairPrice: 'below' })).toEqual({ areaIds: [] });
  });
});

describe('list URLs', () => {
  it('puts the deal type and slug in the path and one area as areaId', () => {
    expect(listPath()).toBe('/ads');
    expect(listPath('rent', 'all')).toBe('/ads/rent');
    expect(listHref({ dealType: 'rent', slug: 'apartment', filters: { areaIds: [34], page: 2 } })).toBe(
      '/ads/rent/apartment?areaId=34&page=2',
    );
    expect(listHref({ dealType: 'sale', filters: { areaIds: [1, 2], q: 'فيلا' } })).toBe(
      `/ads/sale?areaIds=1%2C2&q=${encodeURIComponent('فيلا')}`,
    );
  });

  it('turns a submitted form into a clean URL with the chosen type in the path', () => {
    const data = new FormData();
    const fields: Array<[string, string]> = [
      ['propertyTypeId', '8'],
      ['areaIds', '34'],
      ['priceMin', ''],
      ['bedrooms', '2'],
      ['sort', 'newest'],
      ['q', ''],
    ];
    for (const [key, value] of fields) data.append(key, value);
    const context = { dealType: 'rent' as const, categorySlug: 'investment', types: catalogue.types };
    expect(filterHref(formFilters(data), context)).toBe('/ads/rent/apartment?areaId=34&bedrooms=2');
    expect(filterHref(formFilters(data), { ...context, dealType: undefined })).toBe(
      '/ads?areaId=34&propertyTypeId=8&bedrooms=2',
    );
    data.append('fairPrice', 'above');
    expect(filterHref(formFilters(data), { ...context, dealType: 'sale' })).toBe(
      '/ads/sale/apartment?areaId=34&bedrooms=2&fairPrice=above',
    );
    data.set('fairPrice', 'cheap');
    expect(formFilters(data).fairPrice).toBeUndefined();
    data.append('bedroomsExact', 'true');
    expect(filterHref(formFilters(data), context)).toBe('/ads/rent/apartment?areaId=34&bedrooms=2&bedroomsExact=true');
    data.set('bedrooms', '');
    expect(formFilters(data).bedroomsExact).toBeUndefined();
  });
});

describe('list scope', () => {
  it('resolves a category or a type slug, and nothing else', () => {
    expect(resolveScope(catalogue, undefined)).toEqual({});
    expect(resolveScope(catalogue, 'all')).toEqual({});
    expect(resolveScope(catalogue, 'investment')?.category?.id).toBe(2);
    expect(resolveScope(catalogue, 'apartment')).toMatchObject({ category: { id: 2 }, type: { id: 8 } });
    expect(resolveScope(catalogue, 'castle')).toBeUndefined();
  });

  it('ignores a type from the query that lies outside the page’s category', () => {
    const scope = resolveScope(catalogue, 'residential')!;
    expect(selectedType(catalogue, scope, { areaIds: [], propertyTypeId: 8 })).toBeUndefined();
    expect(listQueryFor('sale', scope, undefined, { areaIds: [], propertyTypeId: 8 })).toMatchObject({
      categoryId: 1,
      propertyTypeId: undefined,
    });
    expect(
      selectedType(catalogue, resolveScope(catalogue, 'investment')!, { areaIds: [], propertyTypeId: 8 })?.slug,
    ).toBe('apartment');
  });
});
