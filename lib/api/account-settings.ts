import { notificationSettingsSchema, type NotificationSettings } from '../schemas/notification-settings';
import { api } from './browser-client';
import { readData } from './client';

/** The signed-in member's notification settings (`/v1/members/notification-settings`): read, and saved whole. */
export const accountSettingsApi = {
  read: () => readData(notificationSettingsSchema, api.get('members/notification-settings')),
  save: (settings: NotificationSettings) =>
    readData(notificationSettingsSchema, api.put('members/notification-settings', { json: settings })),
};
