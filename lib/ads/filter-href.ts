import { adSorts, fairPriceLevels, type AdSort, type DealTypeSlug, type FairPriceLevel } from '@/lib/constants';
import { toLatinDigits } from '@/lib/format';
import { amountPattern, areaIdPattern } from '@/lib/schemas/digit-patterns';
import type { TypeOption } from './list-catalogue';
import { listHref, scalarFilterKeys, type ListFilters } from './list-href';

export const FILTER_FORM_ID = 'ad-filters';

/**
 * A submitted filter form read as a list URL's query (checkboxes repeat `areaIds`). The form's fields only take
 * numbers, so what is not one is left out here; the page checks every value of the URL with the list schema again,
 * which keeps zod out of the browser's bundle.
 */
export function formFilters(data: FormData): ListFilters {
  const text = (key: string) => {
    const value = data.get(key);
    return typeof value === 'string' ? toLatinDigits(value).trim() : '';
  };
  const areaIds = data
    .getAll('areaIds')
    .flatMap((value) => (typeof value === 'string' && areaIdPattern.test(value.trim()) ? [Number(value)] : []));
  const filters: ListFilters = { areaIds: [...new Set(areaIds)] };
  for (const key of scalarFilterKeys) {
    const value = text(key);
    if (key === 'sort') {
      if (value !== 'newest' && adSorts.includes(value as AdSort)) filters.sort = value as AdSort;
    } else if (key === 'fairPrice') {
      if (fairPriceLevels.includes(value as FairPriceLevel)) filters.fairPrice = value as FairPriceLevel;
    } else if (key === 'brokerAds' || key === 'verified' || key === 'bedroomsExact') {
      if (value === 'true') filters[key] = true;
    } else if (amountPattern.test(value)) filters[key] = Number(value);
  }
  if (filters.page === 1) delete filters.page;
  if (filters.bedrooms === undefined) delete filters.bedroomsExact;
  const q = text('q').replace(/\s+/g, ' ');
  if (q) filters.q = q;
  return filters;
}

/**
 * The clean URL of a filter choice: a chosen property type goes into the path (`/ads/rent/apartment`), as search
 * engines know it; empty fields and page numbers drop out. Without JavaScript the same form submits as a plain GET.
 */
export function filterHref(
  filters: ListFilters,
  context: { dealType?: DealTypeSlug; categorySlug?: string; types: TypeOption[] },
): string {
  const { propertyTypeId, ...rest } = filters;
  const type = context.types.find((t) => t.id === propertyTypeId);
  // `/ads` has no path for a type: there it stays in the query.
  if (!context.dealType) return listHref({ filters });
  if (type) return listHref({ dealType: context.dealType, slug: type.slug, filters: rest });
  return listHref({ dealType: context.dealType, slug: context.categorySlug, filters: rest });
}

/** How many refinements are set, for the badge on the mobile "Filters" button. */
export function activeFilterCount(filters: ListFilters, typeSelected: boolean): number {
  const values = [
    filters.priceMin,
    filters.priceMax,
    filters.sizeMin,
    filters.sizeMax,
    filters.bedrooms,
    filters.bathrooms,
    filters.fairPrice,
    filters.brokerAds || undefined,
    filters.verified || undefined,
  ];
  return filters.areaIds.length + Number(typeSelected) + values.filter((value) => value !== undefined).length;
}
