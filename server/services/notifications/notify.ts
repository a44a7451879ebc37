import { and, eq, inArray, isNull } from 'drizzle-orm';
import { deliveryChannels } from '@/lib/notifications/kinds';
import type { NotificationKind } from '@/lib/notifications/kinds';
import type { NotificationParams } from '@/lib/notifications/params';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { notificationDeliveries, notifications } from '../../db/schema/notifications';
import { enqueue } from '../../jobs/queue';
import { notificationDeliveryJob } from '../../jobs/notification-delivery';
import { deliveryAdapters } from './delivery-channels';

export type NotifyOptions = {
  /** A path of this site the notification opens. */
  link?: string;
  /** The event's identity: a second notify with the same key writes and sends nothing (answers undefined). */
  dedupeKey?: string;
};

/**
 * Queues the deliveries of new notifications on every channel their member can be reached on, one job per delivery
 * with the delivery as its idempotency key. The account settings' per-kind and per-channel choices filter here.
 */
export async function queueDeliveries(notificationIds: number[]): Promise<void> {
  if (notificationIds.length === 0) return;
  const recipients = await db()
    .select({ notificationId: notifications.id, member: members })
    .from(notifications)
    .innerJoin(members, eq(members.id, notifications.memberId))
    .where(and(inArray(notifications.id, notificationIds), isNull(members.deletedAt)));
  const rows = recipients.flatMap(({ notificationId, member }) =>
    deliveryChannels.filter((channel) => deliveryAdapters[channel].address(member)).map((channel) => ({ notificationId, channel })),
  );
  if (rows.length === 0) return;
  const deliveries = await db().insert(notificationDeliveries).values(rows).onConflictDoNothing().returning({ id: notificationDeliveries.id });
  for (const { id } of deliveries) await enqueue(notificationDeliveryJob, { deliveryId: id }, { idempotencyKey: `delivery:${id}` });
}

/** Tells a member something: the in-app notification at once, the other channels through the job queue. */
export async function notify(memberId: number, kind: NotificationKind, params: NotificationParams, options: NotifyOptions = {}): Promise<number | undefined> {
  const [created] = await db()
    .insert(notifications)
    .values({ memberId, kind, params, link: options.link ?? null, dedupeKey: options.dedupeKey ?? null })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!created) return undefined;
  await queueDeliveries([created.id]);
  return created.id;
}
