import { z } from 'zod/mini';
import { locales } from '../i18n/config';
import { notificationKinds } from '../notifications/kinds';
import { settingsChannels } from '../notifications/settings';
import { messageKeys } from './fields';

/** A time of day, 24 hours, `HH:MM` (Kuwait time in the quiet hours). */
const timeOfDay = z.string(messageKeys.required).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageKeys.invalidValue));

const channelChoicesSchema = z.strictObject(
  Object.fromEntries(settingsChannels.map((channel) => [channel, z.boolean(messageKeys.invalidValue)])) as Record<
    (typeof settingsChannels)[number],
    z.ZodMiniBoolean
  >,
);

/**
 * `GET` answers and `PUT /v1/members/notification-settings` takes the whole of a member's settings: every kind with
 * every channel (in-app is always on and not part of it), the language of their messages, the quiet hours (both
 * times or null; start and end differ; the window may pass midnight) and the newsletter subscription of their e-mail.
 */
export const notificationSettingsSchema = z.strictObject({
  channels: z.record(z.enum(notificationKinds, messageKeys.invalidValue), channelChoicesSchema),
  locale: z.enum(locales, messageKeys.invalidValue),
  quietHours: z.nullable(
    z
      .strictObject({ start: timeOfDay, end: timeOfDay })
      .check(z.refine((value) => value.start !== value.end, { message: messageKeys.invalidValue, path: ['end'] })),
  ),
  newsletter: z.boolean(messageKeys.invalidValue),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

/** The settings are the caller's own: no parameter names a member, and any query is refused. */
export const notificationSettingsQuerySchema = z.strictObject({});
