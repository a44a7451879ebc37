'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { accountSettingsApi } from '../api/account-settings';
import type { NotificationSettings } from '../schemas/notification-settings';

export const accountSettingsKey = (memberId: number) => ['account', memberId, 'notification-settings'] as const;
const saveKey = ['account', 'notification-settings', 'save'] as const;

/** The member's settings, first from the server-rendered page, then from the cache the saves keep. */
export function useAccountSettings(memberId: number, initial: NotificationSettings) {
  return useQuery({ queryKey: accountSettingsKey(memberId), queryFn: accountSettingsApi.read, initialData: initial, staleTime: Infinity });
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
    mutationFn: accountSettingsApi.save,
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
