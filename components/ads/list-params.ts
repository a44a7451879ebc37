import { dealTypes, type DealTypeSlug } from '@/lib/constants';
import { toLatinDigits } from '@/lib/format';
import { adListQuerySchema, MAX_AREA_IDS, type AdSort } from '@/lib/schemas/ads';
import { firstParam, type SearchParams } from '@/lib/search-params';

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
  bathrooms?: number;
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

const shape = adListQuerySchema.shape;
const scalarKeys = ['propertyTypeId', 'categoryId', 'priceMin', 'priceMax', 'sizeMin', 'sizeMax', 'bedrooms', 'bathrooms', 'sort', 'page'] as const;

export const ALL_SLUG = 'all';

export function isDealTypeSlug(value: string | undefined): value is DealTypeSlug {
  return value !== undefined && Object.hasOwn(dealTypes, value);
}

function valid<K extends keyof typeof shape>(key: K, value: string | undefined) {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = shape[key].safeParse(value.trim());
  return parsed.success ? parsed.data : undefined;
}

/**
 * Areas from `areaIds=1,2`, repeated `areaIds` (a plain GET form's checkboxes), `areaId` and the spec's `area`; only
 * all-digit values count (spec §5), anything else is ignored.
 */
function parseAreas(raw: SearchParams): number[] {
  const listed = [raw.areaIds ?? []].flat().flatMap((value) => toLatinDigits(value).split(','));
  const single = firstParam(raw.areaId) ?? firstParam(raw.area);
  const ids = [...listed, ...(single === undefined ? [] : [single])]
    .map((value) => value.trim())
    .filter((value) => /^\d{1,9}$/.test(value))
    .map(Number);
  return [...new Set(ids)].slice(0, MAX_AREA_IDS);
}

/** A list URL's query, each value checked on its own with the shared schema: a bad value is dropped, never fatal. */
export function parseListFilters(raw: SearchParams): ListFilters {
  const filters: ListFilters = { areaIds: parseAreas(raw) };
  for (const key of scalarKeys) {
    const value = valid(key, firstParam(raw[key]));
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  const q = firstParam(raw.q)?.replace(/\s+/g, ' ').trim();
  if (q && shape.q.safeParse(q).success) filters.q = q;
  if (filters.page === 1) delete filters.page;
  if (filters.sort === 'newest') delete filters.sort;
  return filters;
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
  for (const key of scalarKeys) {
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
