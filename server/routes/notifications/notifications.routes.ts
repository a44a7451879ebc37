import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './notifications.handlers';
import * as push from './push.handlers';

/** The signed-in member's notification centre (the web's bell and page, the app's list) and their browsers' push subscriptions. */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/', ...handlers.getNotifications)
  .get('/unread-count', ...handlers.getUnreadCount)
  .post('/mark-all-read', ...handlers.postMarkAllRead)
  .get('/push/public-key', ...push.getPublicKey)
  .post('/push/subscriptions', ...push.postSubscription)
  .delete('/push/subscriptions', ...push.deleteSubscription)
  .post('/:id/read', ...handlers.postMarkRead)
  .delete('/:id', ...handlers.deleteOne)
  .delete('/', ...handlers.deleteAll);
