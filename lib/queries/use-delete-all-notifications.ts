'use client';

import { useNotificationChange } from './use-notification-change';

export const useDeleteAllNotifications = () => useNotificationChange((api) => api.removeAll());
