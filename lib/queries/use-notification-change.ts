'use client';

import { useMutation, useQueryClient } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { notificationsApi } from '../api/notifications';
import { notificationKeys } from './notification-keys';

type NotificationsApi = typeof notificationsApi;

/** A change to the member's notifications; afterwards the bell's count and every cached list are fetched again. */
export function useNotificationChange<TInput, TResult>(
  change: (api: NotificationsApi, input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, ApiError, TInput>({
    // Loaded on first use, so the HTTP client is not part of the page's first load.
    mutationFn: async (input) => change((await import('../api/notifications')).notificationsApi, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
