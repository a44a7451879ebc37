'use client';

import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { SavedSearch, UpdateSavedSearchInput } from '../schemas/saved-searches';

/** Renames, changes the frequency, pauses or resumes; the caller refreshes the server-rendered page. */
export function useUpdateSavedSearch() {
  return useMutation<SavedSearch, ApiError, { id: number; change: UpdateSavedSearchInput }>({
    mutationFn: async ({ id, change }) => (await import('../api/saved-searches')).savedSearchesApi.update(id, change),
  });
}
