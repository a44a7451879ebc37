import { z } from 'zod/mini';
import { fairPriceLevels } from '../constants';
import { dealTypeSlugs, MAX_AREA_IDS } from './ads';
import { idField, intField, messageKeys, queryInt, searchText, textField } from './fields';
import { SAVED_SEARCH_NAME_MAX, savedSearchFrequencies } from '../saved-searches/constants';

export const SAVED_SEARCHES_PAGE_SIZE = 20;
const MAX_PAGE = 100_000;
/** KWD and m², as in the list's query (ten whole digits). */
const MAX_AMOUNT = 9_999_999_999;

const amount = z
  .number(messageKeys.required)
  .check(z.minimum(0, messageKeys.invalidValue), z.maximum(MAX_AMOUNT, messageKeys.long));
const frequency = z.enum(savedSearchFrequencies, messageKeys.invalidValue);
const name = textField(1, SAVED_SEARCH_NAME_MAX);

/** The ads list's filters (`adListQuerySchema` without page, sort and page size) as JSON values. */
export const savedSearchFiltersSchema = z.strictObject({
  dealType: z.optional(z.enum(dealTypeSlugs, messageKeys.invalidValue)),
  categoryId: z.optional(idField),
  propertyTypeId: z.optional(idField),
  areaIds: z.optional(z.array(idField).check(z.maxLength(MAX_AREA_IDS, messageKeys.long))),
  priceMin: z.optional(amount),
  priceMax: z.optional(amount),
  sizeMin: z.optional(amount),
  sizeMax: z.optional(amount),
  bedrooms: z.optional(intField(0, 20)),
  bedroomsExact: z.optional(z.boolean(messageKeys.invalidValue)),
  bathrooms: z.optional(intField(0, 20)),
  fairPrice: z.optional(z.enum(fairPriceLevels, messageKeys.invalidValue)),
  q: z.optional(searchText(100)),
});
export type SavedSearchFilters = z.output<typeof savedSearchFiltersSchema>;

/** `POST /v1/saved-searches`: without a name the search is named after its filters ("شقق للإيجار في السالمية"). */
export const createSavedSearchSchema = z.strictObject({
  filters: savedSearchFiltersSchema,
  name: z.optional(name),
  frequency,
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

export const updateSavedSearchSchema = z.strictObject({
  name: z.optional(name),
  frequency: z.optional(frequency),
  paused: z.optional(z.boolean(messageKeys.invalidValue)),
});
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;

export const savedSearchesQuerySchema = z.strictObject({ page: z.optional(queryInt(1, MAX_PAGE)) });

export const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Normalised: area ids sorted, empty values left out. */
  filters: savedSearchFiltersSchema,
  /** The ads list with these filters (a path of the site). */
  link: z.string(),
  frequency,
  paused: z.boolean(),
  lastAlertedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SavedSearch = z.output<typeof savedSearchSchema>;

export const savedSearchPageSchema = z.object({
  data: z.array(savedSearchSchema),
  totalItems: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
});
export type SavedSearchPage = z.output<typeof savedSearchPageSchema>;
