'use client';

import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';

/** Deletes one of the member's saved searches; the caller refreshes the server-rendered page. */
export function useDeleteSavedSearch() {
  return useMutation<{ deleted: number }, ApiError, number>({
    mutationFn: async (id) => (await import('../api/saved-searches')).savedSearchesApi.remove(id),
  });
}
