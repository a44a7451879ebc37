import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './notifications.handlers';

/** The signed-in member's notification centre (the web's bell and page, the app's list). */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/', ...handlers.getNotifications)
  .get('/unread-count', ...handlers.getUnreadCount)
  .post('/mark-all-read', ...handlers.postMarkAllRead)
  .post('/:id/read', ...handlers.postMarkRead)
  .delete('/:id', ...handlers.deleteOne)
  .delete('/', ...handlers.deleteAll);
