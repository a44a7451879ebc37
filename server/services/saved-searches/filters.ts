import { createTranslator } from 'use-intl/core';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { listHref } from '@/lib/ads/list-href';
import { listTitle } from '@/lib/ads/list-title';
import { dealTypes, type DealTypeSlug } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/config';
import { SAVED_SEARCH_NAME_MAX } from '@/lib/saved-searches/constants';
import type { SavedSearchFilters } from '@/lib/schemas/saved-searches';
import type { savedSearches } from '../../db/schema/saved-searches';
import { listAreas, listPropertyCategories, listPropertyTypes } from '../reference-data';
import { searchTerms } from '../ads/search-terms';

type Row = typeof savedSearches.$inferSelect;
export type FilterColumns = Pick<
  Row,
  | 'dealTypeId'
  | 'categoryId'
  | 'propertyTypeId'
  | 'areaIds'
  | 'priceMinFils'
  | 'priceMaxFils'
  | 'sizeMin'
  | 'sizeMax'
  | 'bedrooms'
  | 'bedroomsExact'
  | 'bathrooms'
  | 'fairPrice'
  | 'q'
  | 'qTerms'
  | 'filtersKey'
>;

const kwdToFils = (kwd: number) => Math.round(kwd * 1000);
const slugOfDealType = (id: number | null) =>
  (Object.keys(dealTypes) as DealTypeSlug[]).find((slug) => dealTypes[slug] === id);

/**
 * The filters as stored and compared: areas sorted once each, prices in fils, free text with its words resolved as the
 * list resolves them. The key is the same for the same search whatever the order or spelling it came in, like the
 * list's own count key (list-ads.ts).
 */
export async function filterColumns(filters: SavedSearchFilters): Promise<FilterColumns> {
  const areaIds = [...new Set(filters.areaIds ?? [])].sort((a, b) => a - b);
  const q = filters.q || null;
  const qTerms = await searchTerms(q ?? undefined);
  const columns = {
    dealTypeId: filters.dealType ? dealTypes[filters.dealType] : null,
    categoryId: filters.categoryId ?? null,
    propertyTypeId: filters.propertyTypeId ?? null,
    areaIds,
    priceMinFils: filters.priceMin === undefined ? null : kwdToFils(filters.priceMin),
    priceMaxFils: filters.priceMax === undefined ? null : kwdToFils(filters.priceMax),
    sizeMin: filters.sizeMin ?? null,
    sizeMax: filters.sizeMax ?? null,
    bedrooms: filters.bedrooms ?? null,
    bathrooms: filters.bathrooms ?? null,
  };
  const tokens = qTerms.map((term) => term.token).sort();
  const fairPrice = filters.fairPrice ?? null;
  const bedroomsExact = filters.bedrooms !== undefined && filters.bedroomsExact === true;
  // The fair-price level and exact bedrooms came later: keys of searches without them stay as they were.
  const key = [
    ...Object.values(columns),
    tokens,
    ...(fairPrice ? [fairPrice] : []),
    ...(bedroomsExact ? ['bedroomsExact'] : []),
  ];
  return { ...columns, bedroomsExact, fairPrice, q, qTerms, filtersKey: JSON.stringify(key) };
}

/** The stored columns back as the API's filters, empty ones left out. */
export function filtersOf(row: Omit<FilterColumns, 'qTerms' | 'filtersKey'>): SavedSearchFilters {
  const filters: SavedSearchFilters = {};
  const dealType = slugOfDealType(row.dealTypeId);
  if (dealType) filters.dealType = dealType;
  if (row.categoryId !== null) filters.categoryId = row.categoryId;
  if (row.propertyTypeId !== null) filters.propertyTypeId = row.propertyTypeId;
  if (row.areaIds.length) filters.areaIds = row.areaIds;
  if (row.priceMinFils !== null) filters.priceMin = row.priceMinFils / 1000;
  if (row.priceMaxFils !== null) filters.priceMax = row.priceMaxFils / 1000;
  if (row.sizeMin !== null) filters.sizeMin = row.sizeMin;
  if (row.sizeMax !== null) filters.sizeMax = row.sizeMax;
  if (row.bedrooms !== null) filters.bedrooms = row.bedrooms;
  if (row.bedrooms !== null && row.bedroomsExact) filters.bedroomsExact = true;
  if (row.bathrooms !== null) filters.bathrooms = row.bathrooms;
  if (row.fairPrice !== null) filters.fairPrice = row.fairPrice;
  if (row.q) filters.q = row.q;
  return filters;
}

/** The ads list showing these filters: `/ads/rent?categoryId=2&areaId=34`, the query form the list page reads. */
export function listLink(filters: SavedSearchFilters): string {
  const { dealType, areaIds = [], ...rest } = filters;
  return listHref({ dealType, filters: { ...rest, areaIds } });
}

const translators = {
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'adList' }),
  en: createTranslator({ locale: 'en', messages: en, namespace: 'adList' }),
};

/** A new search's name when none is given: the list page's title for its filters ("شقق للإيجار في السالمية"). */
export async function defaultName(filters: SavedSearchFilters, locale: Locale): Promise<string> {
  const [categories, types, areas] = await Promise.all([
    listPropertyCategories(0, {}),
    listPropertyTypes(0, {}),
    listAreas({}),
  ]);
  const named = <T extends { nameAr: string; nameEn: string }>(row: T | undefined) =>
    row && { ...row, name: locale === 'en' ? row.nameEn : row.nameAr };
  const type = named(types.find((t) => t.id === filters.propertyTypeId));
  const category = named(categories.find((c) => c.id === (filters.categoryId ?? type?.categoryId)));
  const areaNames = (filters.areaIds ?? []).flatMap((id) => named(areas.data.find((a) => a.id === id))?.name ?? []);
  const t = translators[locale] as unknown as Parameters<typeof listTitle>[0];
  const title = listTitle(t, locale, {
    dealType: filters.dealType,
    category: category && { ...category, dealTypes: [] },
    type,
    areas: areaNames,
  });
  return (filters.q ? `${title} · ${filters.q}` : title).slice(0, SAVED_SEARCH_NAME_MAX);
}
