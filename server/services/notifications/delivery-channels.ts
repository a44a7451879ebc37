import type { Locale } from '@/lib/i18n/config';
import type { NotificationParams } from '@/lib/notifications/params';
import type { DeliveryChannel, NotificationKind } from '@/lib/notifications/kinds';
import { sql } from 'drizzle-orm';
import { config } from '../../config';
import { members } from '../../db/schema/accounts';
import { pushSubscriptions } from '../../db/schema/push';
import { emailSender, fcmSender, webPushSender, whatsAppSender } from '../../providers/registry';
import type { Member } from '../members/members';
import { pushToMember } from './push-devices';
import { renderNotificationEmail, renderNotificationPush, renderNotificationWhatsApp } from './render-notification';

/** A member as delivery sees them: their account and whether a browser of theirs is subscribed to web push. */
export type Recipient = { member: Member; hasWebPush: boolean };

/** `hasWebPush` in a query over members. */
export const hasWebPushColumn = sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.memberId} = ${members.id})`;

type Notification = { kind: NotificationKind; params: NotificationParams; link: string | null };

/**
 * How each channel reaches a member: whether it can (an address on it, the channel not off), and the delivery itself,
 * rendered in the member's language.
 */
export const deliveryAdapters: Record<
  DeliveryChannel,
  {
    reaches(recipient: Recipient): boolean;
    deliver(recipient: Recipient, notification: Notification, locale: Locale): Promise<void>;
  }
> = {
  email: {
    reaches: ({ member }) => member.email !== null,
    deliver: ({ member }, notification, locale) =>
      emailSender().send({
        to: member.email!,
        ...renderNotificationEmail(notification, locale, config().PUBLIC_BASE_URL),
      }),
  },
  whatsapp: {
    reaches: ({ member }) => member.phone !== null && whatsAppSender() !== null,
    deliver: ({ member }, notification, locale) =>
      whatsAppSender()!.sendTemplate({
        to: `965${member.phone}`,
        template: config().WHATSAPP_TEMPLATE,
        language: locale,
        parameters: renderNotificationWhatsApp(notification, locale, config().PUBLIC_BASE_URL),
      }),
  },
  push: {
    reaches: ({ member, hasWebPush }) =>
      (hasWebPush && webPushSender() !== null) || (member.fcmToken !== null && fcmSender() !== null),
    deliver: ({ member }, notification, locale) => pushToMember(member, renderNotificationPush(notification, locale)),
  },
};
