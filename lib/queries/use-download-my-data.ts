import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';

/**
 * Fetches the signed-in member's data export (profile, ads, favourites, searches, requests, orders) as a file. The
 * HTTP client and its schemas load with the first press: the button sits on pages already near the first-load budget.
 */
export function useDownloadMyData() {
  return useMutation<{ blob: Blob; fileName: string }, ApiError, void>({
    mutationFn: async () => (await import('../api/members')).membersApi.downloadMyData(),
  });
}
