import { eq, sql } from 'drizzle-orm';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { memberNotificationSettings, notificationDeliveries, notifications } from '../../db/schema/notifications';
import { DeliveryRejected } from '../../providers/delivery-rejected';
import { deliveryAdapters, hasWebPushColumn } from './delivery-channels';
import { deliverySettings } from './notification-settings';

/**
 * Sends one delivery, once: a delivery already sent (a job run twice, a retry after the send was recorded) or gone
 * with its notification or member returns without sending. A failed send records the error and throws, for the
 * queue to retry, unless the provider rejected the message for good (`DeliveryRejected`: recorded, not retried).
 */
export async function deliverNotification(deliveryId: number): Promise<void> {
  const [row] = await db()
    .select({
      delivery: notificationDeliveries,
      notification: notifications,
      member: members,
      hasWebPush: hasWebPushColumn,
      settings: memberNotificationSettings,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(members, eq(members.id, notifications.memberId))
    .leftJoin(memberNotificationSettings, eq(memberNotificationSettings.memberId, members.id))
    .where(eq(notificationDeliveries.id, deliveryId));
  if (!row || row.delivery.sentAt || row.member.deletedAt) return;
  const adapter = deliveryAdapters[row.delivery.channel];
  const recipient = { member: row.member, hasWebPush: row.hasWebPush };
  if (!adapter.reaches(recipient)) return;
  // The member's settings as they are now: a channel turned off while the delivery waited (quiet hours) stays silent.
  const settings = deliverySettings(row.settings);
  if (!settings.channels[row.notification.kind][row.delivery.channel]) return;

  await db()
    .update(notificationDeliveries)
    .set({ attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(eq(notificationDeliveries.id, deliveryId));
  try {
    await adapter.deliver(recipient, row.notification, settings.locale);
  } catch (err) {
    await db()
      .update(notificationDeliveries)
      .set({ lastError: err instanceof Error ? err.message.slice(0, 500) : 'send failed' })
      .where(eq(notificationDeliveries.id, deliveryId));
    if (err instanceof DeliveryRejected) return;
    throw err;
  }
  await db()
    .update(notificationDeliveries)
    .set({ sentAt: new Date(), lastError: null })
    .where(eq(notificationDeliveries.id, deliveryId));
}
