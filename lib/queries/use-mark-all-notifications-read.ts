'use client';

import { useNotificationChange } from './use-notification-change';

export const useMarkAllNotificationsRead = () => useNotificationChange((api) => api.markAllRead());
