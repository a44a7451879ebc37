import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './notification-settings.handlers';

/** Mounted on `/v1/members`, the spec's paths. */
export const notificationSettingRoutes = new Hono<AppEnv>()
  .get('/notification-settings', ...handlers.getNotificationSettings)
  .put('/notification-settings', ...handlers.putNotificationSettings);
