'use client';

import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { CreateSavedSearchInput, SavedSearch } from '../schemas/saved-searches';

/** Saves the list's filters as a search with alerts; the profile page reads the searches on the server. */
export function useSaveSearch() {
  return useMutation<{ search: SavedSearch; created: boolean }, ApiError, CreateSavedSearchInput>({
    // Loaded on use, so the ads list does not carry the HTTP client for every visitor.
    mutationFn: async (input) => (await import('../api/saved-searches')).savedSearchesApi.create(input),
  });
}
