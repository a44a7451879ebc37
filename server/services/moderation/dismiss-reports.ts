import { and, eq } from 'drizzle-orm';
import type { DismissReportsInput } from '@/lib/schemas/moderation';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { adReviews } from '../../db/schema/moderation';
import { ApiError } from '../../lib/errors';
import { afterReportsClosed, closeReports } from '../ad-reports/ad-reports';
import { recordAudit } from '../staff/audit-log';

/**
 * An operator finds the open reports against an ad unfounded: each is closed as dismissed, its signed-in reporter is
 * told, and the decision (with the reports it closed, by reason) goes to the audit log in the same transaction. The
 * ad stays as it is. 404: no such ad; 409: nothing open to dismiss, or the ad waits in the queue (where approving it
 * dismisses its reports).
 */
export async function dismissReports(
  operatorId: number,
  adId: number,
  input: DismissReportsInput,
  now = new Date(),
): Promise<{ adId: number; dismissed: number }> {
  const note = input.note?.trim() || null;
  const result = await db().transaction(async (tx) => {
    const [ad] = await tx.select({ id: ads.id }).from(ads).where(eq(ads.id, adId)).for('update');
    if (!ad) throw new ApiError('NOT_FOUND');
    const [waiting] = await tx
      .select({ id: adReviews.id })
      .from(adReviews)
      .where(and(eq(adReviews.adId, adId), eq(adReviews.state, 'waiting')));
    if (waiting) throw new ApiError('CONFLICT');
    const closed = await closeReports(tx, adId, 'dismissed', operatorId, now);
    if (closed.count === 0) throw new ApiError('CONFLICT');
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'ad.reports-dismiss',
      entityType: 'ad',
      entityId: adId,
      note,
      before: { openReports: closed.closed },
      after: { openReports: {} },
      at: now,
    });
    return closed;
  });
  await afterReportsClosed(adId, result);
  return { adId, dismissed: result.count };
}
