import type { AdListQuery } from '@/lib/schemas/ads';
import type { SavedSearchFilters } from '@/lib/schemas/saved-searches';

/** A list page's service query as the filters a saved search keeps (no page, sort or page size; one area list). */
export function savedFiltersOf(query: AdListQuery): SavedSearchFilters {
  const {
    dealType,
    categoryId,
    propertyTypeId,
    priceMin,
    priceMax,
    sizeMin,
    sizeMax,
    bedrooms,
    bedroomsExact,
    bathrooms,
    fairPrice,
    q,
    areaId,
    areaIds,
  } = query;
  const areas = [...(areaIds ?? []), ...(areaId === undefined ? [] : [areaId])];
  const all = {
    dealType,
    categoryId,
    propertyTypeId,
    priceMin,
    priceMax,
    sizeMin,
    sizeMax,
    bedrooms,
    bedroomsExact: bedrooms !== undefined && bedroomsExact ? true : undefined,
    bathrooms,
    fairPrice,
    q,
    areaIds: areas.length ? areas : undefined,
  };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined));
}

/** What the save dialog translates on a list page. */
export const saveSearchMessages = [
  'savedSearches.save',
  'savedSearches.signInToSave',
  'savedSearches.dialogTitle',
  'savedSearches.dialogHint',
  'savedSearches.name',
  'savedSearches.frequency',
  'savedSearches.frequencies',
  'savedSearches.submit',
  'savedSearches.saving',
  'savedSearches.cancel',
  'savedSearches.saved',
  'savedSearches.alreadySaved',
] as const;
