import { and, eq, inArray } from 'drizzle-orm';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { pushSubscriptions } from '../../db/schema/push';
import { DeliveryRejected } from '../../providers/delivery-rejected';
import type { PushPayload, PushResult } from '../../providers/push/push-sender';
import { fcmSender, webPushSender } from '../../providers/registry';
import type { Member } from '../members/members';

type Device = { push(): Promise<PushResult>; forget(): Promise<unknown> };

/**
 * One push to every device of a member: their browsers' subscriptions and their app's FCM token. A device its push
 * service no longer knows is forgotten. The push counts as delivered when one device took it; when none did because
 * of a passing failure it throws, to be retried (on every device: none had it), and when every device is gone it is
 * rejected, not retried.
 */
export async function pushToMember(member: Pick<Member, 'id' | 'fcmToken'>, payload: PushPayload): Promise<void> {
  const web = webPushSender();
  const fcm = fcmSender();
  const subscriptions = web
    ? await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member.id))
    : [];
  const devices: Device[] = subscriptions.map((subscription) => ({
    push: () =>
      web!.send(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
      ),
    forget: () => db().delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id)),
  }));
  const token = member.fcmToken;
  if (fcm && token) {
    devices.push({
      push: () => fcm.send(token, payload),
      forget: () =>
        db()
          .update(members)
          .set({ fcmToken: null })
          .where(and(eq(members.id, member.id), eq(members.fcmToken, token))),
    });
  }

  const results = await Promise.allSettled(devices.map((device) => device.push()));
  await Promise.all(
    results.map((result, i) =>
      result.status === 'fulfilled' && result.value === 'gone' ? devices[i]!.forget() : undefined,
    ),
  );
  const reached = subscriptions.filter(
    (_, i) => results[i]!.status === 'fulfilled' && (results[i] as PromiseFulfilledResult<PushResult>).value === 'sent',
  );
  if (reached.length > 0)
    await db()
      .update(pushSubscriptions)
      .set({ lastUsedAt: new Date() })
      .where(
        inArray(
          pushSubscriptions.id,
          reached.map((s) => s.id),
        ),
      );

  if (results.some((result) => result.status === 'fulfilled' && result.value === 'sent')) return;
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  throw new DeliveryRejected('no device of the member takes push any more');
}
