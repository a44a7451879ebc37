'use client';

import { useNotificationChange } from './use-notification-change';

export const useDeleteNotification = () => useNotificationChange((api, id: number) => api.remove(id));
