import { eq, sql } from 'drizzle-orm';
import { config } from '../../config';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { memberNotificationSettings, notificationDeliveries, notifications } from '../../db/schema/notifications';
import { deliveryAdapters } from './delivery-channels';
import { deliverySettings } from './notification-settings';
import { renderNotificationEmail } from './render-notification';

/**
 * Sends one delivery, once: a delivery already sent (a job run twice, a retry after the send was recorded) or gone
 * with its notification or member returns without sending. A failed send records the error and throws, for the
 * queue to retry.
 */
export async function deliverNotification(deliveryId: number): Promise<void> {
  const [row] = await db()
    .select({ delivery: notificationDeliveries, notification: notifications, member: members, settings: memberNotificationSettings })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(members, eq(members.id, notifications.memberId))
    .leftJoin(memberNotificationSettings, eq(memberNotificationSettings.memberId, members.id))
    .where(eq(notificationDeliveries.id, deliveryId));
  if (!row || row.delivery.sentAt || row.member.deletedAt) return;
  const adapter = deliveryAdapters[row.delivery.channel];
  const address = adapter.address(row.member);
  if (!address) return;
  // The member's settings as they are now: a channel turned off while the delivery waited (quiet hours) stays silent.
  const settings = deliverySettings(row.settings);
  if (!settings.channels[row.notification.kind][row.delivery.channel]) return;

  const message = renderNotificationEmail(row.notification, settings.locale, config().PUBLIC_BASE_URL);

  await db()
    .update(notificationDeliveries)
    .set({ attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(eq(notificationDeliveries.id, deliveryId));
  try {
    await adapter.send(address, message);
  } catch (err) {
    await db()
      .update(notificationDeliveries)
      .set({ lastError: err instanceof Error ? err.message.slice(0, 500) : 'send failed' })
      .where(eq(notificationDeliveries.id, deliveryId));
    throw err;
  }
  await db().update(notificationDeliveries).set({ sentAt: new Date(), lastError: null }).where(eq(notificationDeliveries.id, deliveryId));
}
