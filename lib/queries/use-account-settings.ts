'use client';

import { useMutation, useQuery, useQueryClient } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { NotificationSettings } from '../schemas/notification-settings';

export const accountSettingsKey = (memberId: number) => ['account', memberId, 'notification-settings'] as const;
const saveKey = ['account', 'notification-settings', 'save'] as const;
// The HTTP client and its schemas load with the first save (the page arrives with the settings): not in the first load.
const loadApi = async () => (await import('../api/account-settings')).accountSettingsApi;

/** The member's settings, first from the server-rendered page, then from the cache the saves keep. */
export function useAccountSettings(memberId: number, initial: NotificationSettings) {
  return useQuery({
    queryKey: accountSettingsKey(memberId),
    queryFn: async () => (await loadApi()).read(),
    initialData: initial,
    staleTime: Infinity,
  });
}

/**
 * Saves a change at once: the page shows it before the answer (optimistic) and goes back to what was saved if the
 * call fails. Saves run one after another (each sends the whole object, the newest last).
 */
export function useSaveAccountSettings(memberId: number) {
  const queryClient = useQueryClient();
  const key = accountSettingsKey(memberId);
  return useMutation<NotificationSettings, ApiError, NotificationSettings, { previous?: NotificationSettings }>({
    mutationKey: saveKey,
    scope: { id: 'account-settings' },
    mutationFn: async (next) => (await loadApi()).save(next),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationSettings>(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => {
      // A later change already shown stays; the last save's answer is the truth.
      if (queryClient.isMutating({ mutationKey: saveKey }) <= 1) queryClient.setQueryData(key, saved);
    },
  });
}
