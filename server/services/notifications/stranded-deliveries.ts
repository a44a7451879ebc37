import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { quietHoursEnd } from '@/lib/notifications/settings';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { memberNotificationSettings, notificationDeliveries, notifications } from '../../db/schema/notifications';
import { notificationDeliveryJob } from '../../jobs/notification-delivery';
import { queuedKeys } from '../../jobs/queue';
import { deliverySettings } from './notification-settings';
import { deliveryJobKey, enqueueDelivery } from './notify';

const MINUTE_MS = 60 * 1000;
/** A delivery this young may still be on its way to the queue (its notify is running). */
const GRACE_MS = 5 * MINUTE_MS;
/**
 * A delivery older than this is left alone: under pg-boss's 12 hours of keeping a finished job, so a job that ran and
 * sent nothing (the member turned the channel off meanwhile) is still seen in the queue and never run again.
 */
const WINDOW_MS = 11 * 60 * MINUTE_MS;
const BATCH = 500;

/**
 * Queues the deliveries a crash left behind: written (queueDeliveries) but never enqueued. Only deliveries never tried
 * (no attempt, no error: a dead letter stays dead) and without a job in the queue; the same idempotency key as
 * queueDeliveries, so a notify finishing meanwhile and this sweep queue one job between them. Answers how many it queued.
 */
export async function requeueStrandedDeliveries(now = new Date()): Promise<number> {
  let requeued = 0;
  // Pages by id: most unsent deliveries in the window are waiting for quiet hours to end, with their job queued.
  for (let after = 0; ;) {
    const candidates = await unsentDeliveries(now, after);
    const queued = await queuedKeys(
      notificationDeliveryJob,
      candidates.map((row) => deliveryJobKey(row.id)),
    );
    for (const { id, settings } of candidates) {
      if (queued.has(deliveryJobKey(id))) continue;
      if (await enqueueDelivery(id, quietHoursEnd(deliverySettings(settings).quietHours, now))) requeued += 1;
    }
    if (candidates.length < BATCH) return requeued;
    after = candidates.at(-1)!.id;
  }
}

function unsentDeliveries(now: Date, afterId: number) {
  return db()
    .select({ id: notificationDeliveries.id, settings: memberNotificationSettings })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(members, and(eq(members.id, notifications.memberId), isNull(members.deletedAt)))
    .leftJoin(memberNotificationSettings, eq(memberNotificationSettings.memberId, members.id))
    .where(
      and(
        gt(notificationDeliveries.id, afterId),
        isNull(notificationDeliveries.sentAt),
        eq(notificationDeliveries.attempts, 0),
        isNull(notificationDeliveries.lastError),
        lt(notificationDeliveries.createdAt, new Date(now.getTime() - GRACE_MS)),
        gt(notificationDeliveries.createdAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    )
    .orderBy(asc(notificationDeliveries.id))
    .limit(BATCH);
}
