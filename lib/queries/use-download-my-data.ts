import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { membersApi } from '../api/members';

/** Fetches the signed-in member's data export (profile, ads, favourites, searches, requests, orders) as a file. */
export function useDownloadMyData() {
  return useMutation<{ blob: Blob; fileName: string }, ApiError, void>({ mutationFn: () => membersApi.downloadMyData() });
}
