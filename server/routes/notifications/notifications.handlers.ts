import { idParamSchema } from '@/lib/schemas/common';
import { notificationsQuerySchema } from '@/lib/schemas/notifications';
import { requireMember } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import {
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from '../../services/notifications/member-notifications';

/** Always the caller's own notifications: ids are looked up with the member, so another member's answer 404. */
export const getNotifications = factory.createHandlers(
  requireMember,
  validate('query', notificationsQuerySchema),
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listNotifications(c.get('member').id, c.req.valid('query'), c.get('locale')));
  },
);

export const getUnreadCount = factory.createHandlers(requireMember, async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: { unreadCount: await unreadCount(c.get('member').id) } });
});

export const postMarkAllRead = factory.createHandlers(requireMember, async (c) =>
  c.json({ data: { marked: await markAllRead(c.get('member').id) } }),
);

export const postMarkRead = factory.createHandlers(requireMember, validate('param', idParamSchema), async (c) => {
  if (!(await markRead(c.get('member').id, c.req.valid('param').id))) throw new ApiError('NOT_FOUND');
  return c.json({ data: { read: true } });
});

export const deleteOne = factory.createHandlers(requireMember, validate('param', idParamSchema), async (c) => {
  if (!(await deleteNotification(c.get('member').id, c.req.valid('param').id))) throw new ApiError('NOT_FOUND');
  return c.json({ data: { deleted: 1 } });
});

export const deleteAll = factory.createHandlers(requireMember, async (c) =>
  c.json({ data: { deleted: await deleteAllNotifications(c.get('member').id) } }),
);
