'use client';

import { useNotificationChange } from './use-notification-change';

/** Marks one notification read (opening it does). */
export const useMarkNotificationRead = () => useNotificationChange((api, id: number) => api.markRead(id));
