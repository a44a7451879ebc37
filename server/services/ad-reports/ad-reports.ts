import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import type { AdReportReason, ReportDecision } from '@/lib/ad-trust/reasons';
import type { DeskReport } from '@/lib/schemas/moderation';
import { db, type Db } from '../../db/client';
import { adAvailability, adReports } from '../../db/schema/ad-trust';
import { ads } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';
import { keyedHash } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { invalidatePages } from '../../lib/page-cache';
import { adWriteTags } from '../../lib/page-tags';
import { isLive } from '../ads/ad-cards';
import { queueDeliveriesAfterCommit } from '../notifications/notify';
import type { Executor } from '../ad-availability/ad-history';
import { askOwnerNow, ensureAvailabilityRow } from '../ad-availability/availability';
import { trustSettingsOf } from '../ad-availability/trust-settings';
import { queueReview } from '../moderation/queue-review';

export interface ReportInput {
  adId: number;
  reason: AdReportReason;
  note?: string;
  /** The signed-in reporter, if any: their member id is their identity, whatever cookie they send. */
  memberId?: number;
  /** The visitor's cookie id (x-uuid), the identity of a reporter who is not signed in. */
  visitorId: string;
  ip: string;
}

/**
 * Distinct reporters of a reason among the ad's open reports: each member once, and the visitors without an account
 * once per client address, so one address making up visitor ids (or replaying a report) counts as one reporter.
 */
async function distinctReporters(executor: Executor, adId: number, reason: AdReportReason): Promise<number> {
  const [row] = await executor
    .select({
      value: sql<number>`count(distinct case when ${adReports.memberId} is not null
        then 'm:' || ${adReports.memberId} else 'a:' || ${adReports.addressKey} end)::int`,
    })
    .from(adReports)
    .where(and(eq(adReports.adId, adId), eq(adReports.reason, reason), isNull(adReports.resolvedAt)));
  return Number(row?.value ?? 0);
}

/**
 * Files a report of a live ad (another member's): one per reporter and ad, so a second or replayed one is 409
 * ALREADY_REPORTED and counts nothing. Past the thresholds in the database, enough distinct reporters saying "let or
 * sold" ask its owner to confirm at once; saying "scam", they hide it (status pending, held) until an operator decides
 * with `resolveReports`. The answer says nothing of either, so a reporter cannot probe the thresholds.
 */
export async function fileReport(input: ReportInput, now = new Date()): Promise<{ reported: true }> {
  const settings = await trustSettingsOf();
  const reporterKey = input.memberId ? `m:${input.memberId}` : `v:${input.visitorId}`;
  const addressKey = keyedHash('reportAddress', input.ip);
  const outcome = await db().transaction(async (tx) => {
    // Locked, so that parallel reports cross a threshold once.
    const [ad] = await tx
      .select({ ownerId: ads.ownerId, live: sql<boolean>`${isLive(now)}` })
      .from(ads)
      .where(eq(ads.id, input.adId))
      .for('update');
    if (!ad?.live) throw new ApiError('NOT_FOUND');
    if (ad.ownerId === input.memberId) throw new ApiError('FORBIDDEN');
    const [created] = await tx
      .insert(adReports)
      .values({
        adId: input.adId,
        reason: input.reason,
        note: input.note || null,
        reporterKey,
        addressKey,
        memberId: input.memberId ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: adReports.id });
    if (!created) throw new ApiError('ALREADY_REPORTED');
    if (
      input.reason === 'scam' &&
      (await distinctReporters(tx, input.adId, 'scam')) >= settings['reports-scam-to-hide']
    ) {
      await ensureAvailabilityRow(tx, input.adId);
      await tx.update(ads).set({ status: adStatus.pending, updatedAt: now }).where(eq(ads.id, input.adId));
      await tx.update(adAvailability).set({ heldAt: now }).where(eq(adAvailability.adId, input.adId));
      // It joins the moderation desk's queue, where an operator dismisses the reports or upholds them.
      await queueReview(tx, {
        adId: input.adId,
        ownerId: ad.ownerId,
        trigger: 'reports',
        signals: [{ kind: 'reported', evidence: { reason: 'scam', reporters: settings['reports-scam-to-hide'] } }],
        now,
      });
      return { hidden: true, notices: [] };
    }
    if (
      input.reason === 'rented-or-sold' &&
      (await distinctReporters(tx, input.adId, 'rented-or-sold')) >= settings['reports-rented-to-ask']
    )
      return { hidden: false, notices: await askOwnerNow(tx, input.adId, now) };
    return { hidden: false, notices: [] };
  });
  await queueDeliveriesAfterCommit(outcome.notices);
  if (outcome.hidden) await invalidatePages(adWriteTags(input.adId));
  return { reported: true };
}

export interface AdReportRow {
  id: number;
  reason: AdReportReason;
  note: string | null;
  /** Whether the reporter was signed in (their identity stays with the desk, not shown to the advertiser). */
  memberId: number | null;
  createdAt: Date;
  resolvedAt: Date | null;
  decision: ReportDecision | null;
  resolvedBy: number | null;
}

/** Every report of an ad, oldest first: the moderation desk shows them beside the ad. */
export function reportsForAd(executor: Db | Executor, adId: number): Promise<AdReportRow[]> {
  return executor
    .select({
      id: adReports.id,
      reason: adReports.reason,
      note: adReports.note,
      memberId: adReports.memberId,
      createdAt: adReports.createdAt,
      resolvedAt: adReports.resolvedAt,
      decision: adReports.decision,
      resolvedBy: adReports.resolvedBy,
    })
    .from(adReports)
    .where(eq(adReports.adId, adId))
    .orderBy(asc(adReports.createdAt), asc(adReports.id));
}

/** Open (undecided) reports per ad, for the desk's queue; only ads with some are in the map. */
export async function openReportCounts(executor: Db | Executor, adIds?: number[]): Promise<Map<number, number>> {
  if (adIds && adIds.length === 0) return new Map();
  const rows = await executor
    .select({ adId: adReports.adId, open: count() })
    .from(adReports)
    .where(and(isNull(adReports.resolvedAt), adIds ? inArray(adReports.adId, adIds) : undefined))
    .groupBy(adReports.adId);
  return new Map(rows.map((row) => [row.adId, row.open]));
}

/** Open reports per ad and reason, newest last, for the moderation desk's items. */
export async function openReportsByReason(
  executor: Db | Executor,
  adIds: number[],
): Promise<Map<number, DeskReport[]>> {
  if (adIds.length === 0) return new Map();
  const rows = await executor
    .select({ adId: adReports.adId, reason: adReports.reason, count: count(), latestAt: max(adReports.createdAt) })
    .from(adReports)
    .where(and(isNull(adReports.resolvedAt), inArray(adReports.adId, adIds)))
    .groupBy(adReports.adId, adReports.reason)
    .orderBy(asc(adReports.adId), asc(adReports.reason));
  const byAd = new Map<number, DeskReport[]>();
  for (const row of rows)
    byAd.set(row.adId, [
      ...(byAd.get(row.adId) ?? []),
      { reason: row.reason, count: row.count, latestAt: (row.latestAt ?? new Date(0)).toISOString() },
    ]);
  return byAd;
}

/**
 * Closes the ad's open reports with an operator's decision, in the caller's transaction (the ad row locked first). An
 * ad hidden by reports comes back when they are dismissed (as it was: live, or expired if its time ran out meanwhile)
 * and is rejected when they are upheld. Answers the closed reports by reason, the notices to the signed-in reporters
 * (to queue once the transaction commits) and whether the ad changed. 404: no such ad.
 */
export async function closeReports(
  tx: Executor,
  adId: number,
  decision: ReportDecision,
  staffId: number,
  now: Date,
): Promise<{ closed: Partial<Record<AdReportReason, number>>; count: number; notices: number[]; changedAd: boolean }> {
  const [ad] = await tx
    .select({ title: ads.title, titleEn: ads.titleEn, expiresAt: ads.expiresAt, heldAt: adAvailability.heldAt })
    .from(ads)
    .leftJoin(adAvailability, eq(adAvailability.adId, ads.id))
    .where(eq(ads.id, adId))
    .for('update', { of: ads });
  if (!ad) throw new ApiError('NOT_FOUND');
  const closed = await tx
    .update(adReports)
    .set({ resolvedAt: now, decision, resolvedBy: staffId })
    .where(and(eq(adReports.adId, adId), isNull(adReports.resolvedAt)))
    .returning({ memberId: adReports.memberId, reason: adReports.reason });
  if (ad.heldAt) {
    const status =
      decision === 'upheld'
        ? adStatus.rejected
        : ad.expiresAt && ad.expiresAt <= now
          ? adStatus.expired
          : adStatus.approved;
    await tx.update(ads).set({ status, updatedAt: now }).where(eq(ads.id, adId));
    await tx.update(adAvailability).set({ heldAt: null }).where(eq(adAvailability.adId, adId));
  }
  const reporters = [...new Set(closed.flatMap((row) => (row.memberId ? [row.memberId] : [])))];
  const notices =
    reporters.length === 0
      ? []
      : await tx
          .insert(notifications)
          .values(
            reporters.map((memberId) => ({
              memberId,
              kind: 'ad-report-resolved' as const,
              params: { ad: { ar: ad.title, en: ad.titleEn }, decision },
              dedupeKey: `report-resolved:${adId}:${memberId}:${now.getTime()}`,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: notifications.id });
  const byReason: Partial<Record<AdReportReason, number>> = {};
  for (const row of closed) byReason[row.reason] = (byReason[row.reason] ?? 0) + 1;
  return {
    closed: byReason,
    count: closed.length,
    notices: notices.map((row) => row.id),
    changedAd: Boolean(ad.heldAt),
  };
}

/**
 * An operator's decision on the ad's open reports (the moderation desk calls it after deciding the ad), in a
 * transaction of its own; each signed-in reporter is told the outcome. Answers how many reports it closed.
 */
export async function resolveReports(
  executor: Db,
  adId: number,
  decision: ReportDecision,
  staffId: number,
  now = new Date(),
): Promise<number> {
  const result = await executor.transaction((tx) => closeReports(tx, adId, decision, staffId, now));
  await afterReportsClosed(adId, result);
  return result.count;
}

/**
 * Once the transaction that closed an ad's reports has committed: its notices leave on their channels and an ad the
 * reports had hidden expires its pages. Neither can fail the decision that closed them.
 */
export async function afterReportsClosed(
  adId: number,
  { notices, changedAd }: { notices: number[]; changedAd: boolean },
): Promise<void> {
  await queueDeliveriesAfterCommit(notices);
  if (changedAd) await invalidatePages(adWriteTags(adId));
}
