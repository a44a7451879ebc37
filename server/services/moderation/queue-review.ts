import { and, eq } from 'drizzle-orm';
import type { ReviewTrigger, Signal } from '@/lib/schemas/moderation';
import type { Db } from '../../db/client';
import { adReviews } from '../../db/schema/moderation';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Puts an ad in the queue, or, when it already waits (edited while waiting), replaces its signals and keeps its place.
 * In the caller's transaction, with the ad's own change.
 */
export async function queueReview(
  tx: Tx,
  review: { adId: number; ownerId: number; trigger: ReviewTrigger; signals: Signal[]; now: Date },
): Promise<number> {
  const [waiting] = await tx
    .select({ id: adReviews.id })
    .from(adReviews)
    .where(and(eq(adReviews.adId, review.adId), eq(adReviews.state, 'waiting')))
    .for('update');
  if (waiting) {
    await tx.update(adReviews).set({ signals: review.signals }).where(eq(adReviews.id, waiting.id));
    return waiting.id;
  }
  const [row] = await tx
    .insert(adReviews)
    .values({
      adId: review.adId,
      ownerId: review.ownerId,
      state: 'waiting',
      trigger: review.trigger,
      signals: review.signals,
      queuedAt: review.now,
    })
    .returning({ id: adReviews.id });
  return row!.id;
}
