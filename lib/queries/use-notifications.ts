'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from './query-hooks';
import type { NotificationFilter } from '../schemas/notifications';
import { notificationKeys } from './notification-keys';

/** One page of the member's notifications (newest first); the previous page stays on screen while the next loads. */
export function useNotifications(memberId: number, filter: NotificationFilter) {
  return useQuery({
    queryKey: notificationKeys.list(memberId, filter),
    queryFn: async () => (await import('../api/notifications')).notificationsApi.list(filter),
    placeholderData: keepPreviousData,
  });
}
