'use client';

import { useQuery } from './query-hooks';
import { notificationKeys } from './notification-keys';

const REFRESH_MS = 60_000;

/** The member's unread count for the bell: again when the tab regains focus and every minute while it is visible. */
export function useUnreadNotifications(memberId: number) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(memberId),
    queryFn: async () => (await import('../api/notifications')).notificationsApi.unreadCount(),
    select: (data) => data.unreadCount,
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
