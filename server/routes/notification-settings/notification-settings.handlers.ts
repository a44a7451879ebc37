import { notificationSettingsQuerySchema, notificationSettingsSchema } from '@/lib/schemas/notification-settings';
import { requireMember } from '../../lib/auth-middleware';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { readNotificationSettings, saveNotificationSettings } from '../../services/notifications/notification-settings';

/** Always the caller's own settings: the member comes from the session, never from a parameter. */
export const getNotificationSettings = factory.createHandlers(
  requireMember,
  validate('query', notificationSettingsQuerySchema),
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await readNotificationSettings(c.get('member')) });
  },
);

const ownSettingsOnly = validate('query', notificationSettingsQuerySchema);

export const putNotificationSettings = factory.createHandlers(
  requireMember,
  ownSettingsOnly,
  validate('json', notificationSettingsSchema),
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await saveNotificationSettings(c.get('member'), c.req.valid('json')) });
  },
);
