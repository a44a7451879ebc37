import type { NotificationFilter } from '../schemas/notifications';

/** Per member, so that another sign-in on the same tab never sees the previous member's list or count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  member: (memberId: number) => [...notificationKeys.all, memberId] as const,
  unreadCount: (memberId: number) => [...notificationKeys.member(memberId), 'unread-count'] as const,
  list: (memberId: number, filter: NotificationFilter) =>
    [...notificationKeys.member(memberId), 'list', filter] as const,
};
