import type { DealTypeSlug } from '@/lib/constants';
import { toLatinDigits } from '@/lib/format';
import { adListQuerySchema, MAX_AREA_IDS } from '@/lib/schemas/ads';
import { areaIdPattern } from '@/lib/schemas/digit-patterns';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { scalarFilterKeys, type ListFilters } from './list-href';

const shape = adListQuerySchema.shape;

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
    .filter((value) => areaIdPattern.test(value))
    .map(Number);
  return [...new Set(ids)].slice(0, MAX_AREA_IDS);
}

/**
 * A list URL's query, each value checked on its own with the shared schema: a bad value is dropped, never fatal, and
 * so is the fair-price filter outside sale lists, where no ad has a badge.
 * Server-side only (the page and the cached-list key): the browser builds URLs with `list-href.ts` and no zod.
 */
export function parseListFilters(raw: SearchParams, dealType?: DealTypeSlug): ListFilters {
  const filters: ListFilters = { areaIds: parseAreas(raw) };
  for (const key of scalarFilterKeys) {
    const value = valid(key, firstParam(raw[key]));
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  const q = firstParam(raw.q)?.replace(/\s+/g, ' ').trim();
  if (q && shape.q.safeParse(q).success) filters.q = q;
  if (filters.page === 1) delete filters.page;
  if (filters.sort === 'newest') delete filters.sort;
  if (filters.brokerAds === false) delete filters.brokerAds;
  if (filters.verified === false) delete filters.verified;
  if (!filters.bedroomsExact || filters.bedrooms === undefined) delete filters.bedroomsExact;
  if (dealType !== 'sale') delete filters.fairPrice;
  return filters;
}
