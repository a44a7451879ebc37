import { dealTypes, type AdSort, type DealTypeSlug, type FairPriceLevel } from '@/lib/constants';

/** The filters a list URL carries in its query; deal type and category or type live in the path. */
export interface ListFilters {
  areaIds: number[];
  propertyTypeId?: number;
  categoryId?: number;
  priceMin?: number;
  priceMax?: number;
  sizeMin?: number;
  sizeMax?: number;
  bedrooms?: number;
  /** Exactly `bedrooms`, not at least. */
  bedroomsExact?: boolean;
  bathrooms?: number;
  /** Sale lists only: below, around or above the area's recorded median. */
  fairPrice?: FairPriceLevel;
  /** "Broker ads": only ads of licensed offices and their marketeers. */
  brokerAds?: boolean;
  /** Only ads whose verified badge is live. */
  verified?: boolean;
  q?: string;
  sort?: AdSort;
  page?: number;
}

/** A list page: `/ads`, `/ads/{dealType}` or `/ads/{dealType}/{category or property type slug}`, plus its filters. */
export interface ListLocation {
  dealType?: DealTypeSlug;
  slug?: string;
  filters: ListFilters;
}

export const scalarFilterKeys = [
  'propertyTypeId',
  'categoryId',
  'priceMin',
  'priceMax',
  'sizeMin',
  'sizeMax',
  'bedrooms',
  'bedroomsExact',
  'bathrooms',
  'fairPrice',
  'brokerAds',
  'verified',
  'sort',
  'page',
] as const;

export const ALL_SLUG = 'all';

export function isDealTypeSlug(value: string | undefined): value is DealTypeSlug {
  return value !== undefined && Object.hasOwn(dealTypes, value);
}

export function listPath(dealType?: DealTypeSlug, slug?: string): string {
  if (!dealType) return '/ads';
  return slug && slug !== ALL_SLUG ? `/ads/${dealType}/${slug}` : `/ads/${dealType}`;
}

/** Query of a list URL in a stable order (one area as `areaId`, the form search engines were given). */
export function listQuery(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.areaIds.length === 1) params.set('areaId', String(filters.areaIds[0]));
  else if (filters.areaIds.length > 1) params.set('areaIds', filters.areaIds.join(','));
  for (const key of scalarFilterKeys) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (filters.q) params.set('q', filters.q);
  return params;
}

export function listHref({ dealType, slug, filters }: ListLocation): string {
  const query = listQuery(filters).toString();
  return query ? `${listPath(dealType, slug)}?${query}` : listPath(dealType, slug);
}
