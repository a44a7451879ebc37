import type { DealTypeSlug } from '@/lib/constants';
import type { TypeOption } from './list-catalogue';
import { listHref, parseListFilters, type ListFilters } from './list-params';

export const FILTER_FORM_ID = 'ad-filters';

/** A submitted filter form read as a list URL's query (checkboxes repeat `areaIds`). */
export function formFilters(data: FormData): ListFilters {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(data.keys())) {
    raw[key] = data.getAll(key).filter((value): value is string => typeof value === 'string');
  }
  return parseListFilters(raw);
}

/**
 * The clean URL of a filter choice: a chosen property type goes into the path (`/ads/rent/apartment`), as search
 * engines know it; empty fields and page numbers drop out. Without JavaScript the same form submits as a plain GET.
 */
export function filterHref(filters: ListFilters, context: { dealType?: DealTypeSlug; categorySlug?: string; types: TypeOption[] }): string {
  const { propertyTypeId, ...rest } = filters;
  const type = context.types.find((t) => t.id === propertyTypeId);
  // `/ads` has no path for a type: there it stays in the query.
  if (!context.dealType) return listHref({ filters });
  if (type) return listHref({ dealType: context.dealType, slug: type.slug, filters: rest });
  return listHref({ dealType: context.dealType, slug: context.categorySlug, filters: rest });
}

/** How many refinements are set, for the badge on the mobile "Filters" button. */
export function activeFilterCount(filters: ListFilters, typeSelected: boolean): number {
  const values = [filters.priceMin, filters.priceMax, filters.sizeMin, filters.sizeMax, filters.bedrooms, filters.bathrooms];
  return filters.areaIds.length + Number(typeSelected) + values.filter((value) => value !== undefined).length;
}
