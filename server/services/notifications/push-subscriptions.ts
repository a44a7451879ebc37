import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@/lib/schemas/push-subscriptions';
import { db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/push';

const controlCharacters = /\p{Cc}/gu;

/** The User-Agent header as a short label of the device, for support. */
const deviceLabel = (userAgent: string | undefined) => userAgent?.replace(controlCharacters, '').slice(0, 200) || null;

/**
 * Keeps a browser's subscription for the member. An endpoint is one browser profile: subscribed again (new keys, or
 * another member signed in on it) it belongs to the last member, so one browser never gets another account's pushes.
 */
export async function savePushSubscription(
  memberId: number,
  subscription: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<void> {
  const values = {
    memberId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent: deviceLabel(userAgent),
  };
  await db()
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Removes one of the member's own subscriptions; false when they have none with this endpoint. */
export async function deletePushSubscription(memberId: number, endpoint: string): Promise<boolean> {
  const deleted = await db()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}
