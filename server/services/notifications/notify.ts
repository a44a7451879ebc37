import { and, eq, inArray, isNull } from 'drizzle-orm';
import { deliveryChannels } from '@/lib/notifications/kinds';
import type { NotificationKind } from '@/lib/notifications/kinds';
import type { NotificationParams } from '@/lib/notifications/params';
import { db, type Executor } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { memberNotificationSettings, notificationDeliveries, notifications } from '../../db/schema/notifications';
import { enqueue } from '../../jobs/queue';
import { logger } from '../../logger';
import { notificationDeliveryJob } from '../../jobs/notification-delivery';
import { quietHoursEnd } from '@/lib/notifications/settings';
import { deliveryAdapters, hasWebPushColumn } from './delivery-channels';
import { deliverySettings } from './notification-settings';

export type NotifyOptions = {
  /** A path of this site the notification opens. */
  link?: string;
  /** The event's identity: a second notify with the same key writes and sends nothing (answers undefined). */
  dedupeKey?: string;
};

/**
 * Queues the deliveries of new notifications on every channel their member can be reached on and chose for the kind
 * (account settings; in-app is the notification itself, always), one job per delivery with the delivery as its
 * idempotency key. During the member's quiet hours (Kuwait time) the jobs start when the quiet hours end.
 */
export async function queueDeliveries(notificationIds: number[], now = new Date()): Promise<void> {
  if (notificationIds.length === 0) return;
  const recipients = await db()
    .select({
      notificationId: notifications.id,
      kind: notifications.kind,
      member: members,
      hasWebPush: hasWebPushColumn,
      settings: memberNotificationSettings,
    })
    .from(notifications)
    .innerJoin(members, eq(members.id, notifications.memberId))
    .leftJoin(memberNotificationSettings, eq(memberNotificationSettings.memberId, members.id))
    .where(and(inArray(notifications.id, notificationIds), isNull(members.deletedAt)));
  const startAfter = new Map<number, Date | null>();
  const rows = recipients.flatMap(({ notificationId, kind, member, hasWebPush, settings }) => {
    const own = deliverySettings(settings);
    startAfter.set(notificationId, quietHoursEnd(own.quietHours, now));
    return deliveryChannels
      .filter((channel) => own.channels[kind][channel] && deliveryAdapters[channel].reaches({ member, hasWebPush }))
      .map((channel) => ({ notificationId, channel }));
  });
  if (rows.length === 0) return;
  const deliveries = await db()
    .insert(notificationDeliveries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id, notificationId: notificationDeliveries.notificationId });
  for (const { id, notificationId } of deliveries) await enqueueDelivery(id, startAfter.get(notificationId) ?? null);
}

/**
 * Queues the deliveries of notifications a change has already committed with: a failure is logged, never the
 * change's answer (its in-app notifications stand, and the stranded-deliveries sweep queues deliveries written but
 * not queued). Jobs call queueDeliveries itself, so a failure retries them.
 */
export async function queueDeliveriesAfterCommit(notificationIds: number[]): Promise<void> {
  await queueDeliveries(notificationIds).catch((err: unknown) =>
    logger.error({ err, notificationIds }, 'deliveries of committed notifications not queued'),
  );
}

/** The delivery job's idempotency key: one job per delivery, however often it is queued. */
export const deliveryJobKey = (deliveryId: number) => `delivery:${deliveryId}`;

/** Queues one delivery's job, not before `startAfter` (the end of its member's quiet hours); false: already queued. */
export function enqueueDelivery(deliveryId: number, startAfter: Date | null): Promise<boolean> {
  return enqueue(
    notificationDeliveryJob,
    { deliveryId },
    { idempotencyKey: deliveryJobKey(deliveryId), startAfter: startAfter ?? undefined },
  );
}

/** Tells a member something: the in-app notification at once, the other channels through the job queue. */
export async function notify(
  memberId: number,
  kind: NotificationKind,
  params: NotificationParams,
  options: NotifyOptions = {},
): Promise<number | undefined> {
  const created = await writeNotification(db(), memberId, kind, params, options);
  if (created !== undefined) await queueDeliveries([created]);
  return created;
}

/**
 * The in-app notification alone, in the caller's transaction, so it commits with the change it tells of; the caller
 * queues its deliveries after the commit (queueDeliveries). Undefined when its dedupe key was used already.
 */
export async function writeNotification(
  executor: Executor,
  memberId: number,
  kind: NotificationKind,
  params: NotificationParams,
  options: NotifyOptions = {},
): Promise<number | undefined> {
  const [created] = await executor
    .insert(notifications)
    .values({ memberId, kind, params, link: options.link ?? null, dedupeKey: options.dedupeKey ?? null })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return created?.id;
}
