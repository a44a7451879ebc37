import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import { messageKeys } from '@/lib/schemas/fields';
import type { ModerationDecision, OwnerReview, TakeDownInput } from '@/lib/schemas/moderation';
import { config } from '../../config';
import { db, type Tx } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { adReviews, rejectionReasons } from '../../db/schema/moderation';
import { queueInstantAlerts } from '../../jobs/saved-search-alerts';
import { ApiError } from '../../lib/errors';
import { memoize } from '../../lib/memo';
import { logger } from '../../logger';
import { isLive } from '../ads/ad-cards';
import { noticeNoLongerOffered } from '../notifications/favourite-notices';
import { writeNotification } from '../notifications/notify';
import { recordAudit } from '../staff/audit-log';
import { afterReportsClosed, closeReports } from '../ad-reports/ad-reports';
import { moderationSettingsNow } from './settings';

const DAY_MS = 86_400_000;

/** Whether the ad waits for an operator (SQL, for the owner's publish transition to refuse skipping the queue). */
export const waitsForReview = () =>
  sql<boolean>`exists (select 1 from ${adReviews} where ${adReviews.adId} = ${ads.id} and ${adReviews.state} = 'waiting')`;

/** The last review of each ad, the latest first (the owner's panel; the desk's "rejected before"). */
async function latestReviews(adIds: number[]) {
  if (adIds.length === 0) return new Map<number, typeof adReviews.$inferSelect & { reason: ReasonRow | null }>();
  const rows = await db()
    .select({ review: adReviews, reason: rejectionReasons })
    .from(adReviews)
    .leftJoin(rejectionReasons, eq(rejectionReasons.code, adReviews.reasonCode))
    .where(inArray(adReviews.adId, adIds))
    .orderBy(desc(adReviews.id));
  const latest = new Map<number, typeof adReviews.$inferSelect & { reason: ReasonRow | null }>();
  for (const { review, reason } of rows) if (!latest.has(review.adId)) latest.set(review.adId, { ...review, reason });
  return latest;
}
type ReasonRow = typeof rejectionReasons.$inferSelect;

/** Median hours from queueing to decision of the decisions since `since` (take-downs are decided at once: left out). */
export async function decisionHours(since: Date) {
  const [row] = await db()
    .select({
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${adReviews.decidedAt} - ${adReviews.queuedAt})))`.mapWith(
        (v) => (v == null ? null : Number(v) / 3600),
      ),
      decisions: count(),
    })
    .from(adReviews)
    .where(and(gte(adReviews.decidedAt, since), ne(adReviews.trigger, 'takedown')));
  return { median: row?.median ?? null, decisions: row?.decisions ?? 0 };
}

/** What owners are told to expect: the median of recent decisions, or the configured figure while there are few. */
const usualDecisionHours = memoize(5 * 60_000, async () => {
  const settings = await moderationSettingsNow();
  const since = new Date(Date.now() - settings['desk.usual-window-days'].value * DAY_MS);
  const { median, decisions } = await decisionHours(since);
  const fallback = settings['desk.usual-fallback-hours'].value;
  const hours = median != null && decisions >= settings['desk.usual-min-decisions'].value ? median : fallback;
  return Math.max(1, Math.round(Number.isFinite(hours) ? hours : 24));
});

export const forgetUsualDecisionHours = () => usualDecisionHours.clear();

/**
 * The owner's view of their ads' reviews: an ad waiting, or one an operator turned down (with the reason), by ad id.
 * Ads in neither state have none.
 */
export async function ownerReviews(adStates: { id: number; status: number }[]): Promise<Map<number, OwnerReview>> {
  const relevant = adStates.filter((ad) => ad.status === adStatus.pending || ad.status === adStatus.rejected);
  const latest = await latestReviews(relevant.map((ad) => ad.id));
  const answer = new Map<number, OwnerReview>();
  if (latest.size === 0) return answer;
  const usualHours = await usualDecisionHours();
  for (const ad of relevant) {
    const review = latest.get(ad.id);
    if (!review) continue;
    const waiting = review.state === 'waiting';
    if (!waiting && !(review.state === 'rejected' && ad.status === adStatus.rejected)) continue;
    answer.set(ad.id, {
      state: review.state,
      kinds: [...new Set(review.signals.map((signal) => signal.kind))],
      queuedAt: review.queuedAt.toISOString(),
      usualHours,
      decidedAt: review.decidedAt?.toISOString() ?? null,
      reason: review.reason
        ? { code: review.reason.code, labelAr: review.reason.labelAr, labelEn: review.reason.labelEn }
        : null,
      note: review.note,
    });
  }
  return answer;
}

async function reasonOrFail(tx: Tx, code: string) {
  const [reason] = await tx.select().from(rejectionReasons).where(eq(rejectionReasons.code, code));
  if (!reason) throw new ApiError('VALIDATION_FAILED', { reasonCode: [messageKeys.invalidValue] });
  return reason;
}

const adColumnsForDecision = {
  id: ads.id,
  ownerId: ads.ownerId,
  status: ads.status,
  title: ads.title,
  titleEn: ads.titleEn,
  publishedAt: ads.publishedAt,
  expiresAt: ads.expiresAt,
  listingPaidUntil: ads.listingPaidUntil,
};

type DecidedAd = { id: number; ownerId: number; title: string; titleEn: string | null };

/** The owner's notice of the decision, written in the decision's transaction; the link opens their view of the ad. */
async function ownerNotice(
  tx: Tx,
  ad: DecidedAd,
  outcome: { approved: true } | { approved: false; action: 'reject' | 'takedown'; reason: ReasonRow; note: string },
  key: string,
): Promise<number[]> {
  const adTitle = { ar: ad.title, en: ad.titleEn };
  const options = { link: `/profile/ads/${ad.id}`, dedupeKey: key };
  const created = outcome.approved
    ? await writeNotification(tx, ad.ownerId, 'ad-approved', { ad: adTitle }, options)
    : await writeNotification(
        tx,
        ad.ownerId,
        'ad-rejected',
        {
          ad: adTitle,
          action: outcome.action,
          reason: { ar: outcome.reason.labelAr, en: outcome.reason.labelEn },
          hasNote: outcome.note ? 'yes' : 'no',
          note: outcome.note,
        },
        options,
      );
  return created === undefined ? [] : [created];
}

/**
 * An operator's decision on an ad waiting in the queue. Approving makes it live: a held publication gets a full
 * listing period from now (it was paid for when it was held), a held edit of a live ad keeps its dates. Rejecting
 * sets it rejected (3) with a catalogued reason and a note; the owner edits it and it comes back to the queue. Both
 * are written to the audit log in the same transaction and told to the owner. 404: the ad does not wait.
 */
export async function decideAdReview(
  operatorId: number,
  adId: number,
  decision: ModerationDecision,
  now = new Date(),
): Promise<{ adId: number; status: number; reviewId: number }> {
  const note = decision.note?.trim() || null;
  const result = await db().transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(adReviews)
      .where(and(eq(adReviews.adId, adId), eq(adReviews.state, 'waiting')))
      .for('update');
    if (!review) throw new ApiError('NOT_FOUND');
    const [ad] = await tx.select(adColumnsForDecision).from(ads).where(eq(ads.id, adId)).for('update');
    if (!ad) throw new ApiError('NOT_FOUND');
    const reason = decision.decision === 'reject' ? await reasonOrFail(tx, decision.reasonCode) : undefined;
    let status: number = adStatus.rejected;
    if (decision.decision === 'approve') {
      status = adStatus.approved;
      const keepsDates =
        (review.trigger === 'edit' || review.trigger === 'reports') &&
        ad.publishedAt &&
        ad.expiresAt &&
        ad.expiresAt > now;
      const expiresAt = new Date(now.getTime() + config().AD_LIFETIME_DAYS * DAY_MS);
      await tx
        .update(ads)
        .set(
          keepsDates
            ? { status, updatedAt: now }
            : {
                status,
                publishedAt: now,
                expiresAt,
                listingPaidUntil:
                  ad.listingPaidUntil && ad.listingPaidUntil > expiresAt ? ad.listingPaidUntil : expiresAt,
                updatedAt: now,
              },
        )
        .where(eq(ads.id, adId));
    } else {
      await tx.update(ads).set({ status, updatedAt: now }).where(eq(ads.id, adId));
    }
    const state = decision.decision === 'approve' ? 'approved' : 'rejected';
    await tx
      .update(adReviews)
      .set({ state, decidedAt: now, decidedBy: operatorId, reasonCode: reason?.code ?? null, note })
      .where(eq(adReviews.id, review.id));
    await recordAudit(tx, {
      actorId: operatorId,
      action: decision.decision === 'approve' ? 'ad.approve' : 'ad.reject',
      entityType: 'ad',
      entityId: adId,
      reasonCode: reason?.code,
      note,
      before: { status: ad.status, review: 'waiting', signals: review.signals.map((s) => s.kind) },
      after: { status, review: state },
      at: now,
    });
    // The reports against the ad are decided with it: approving dismisses them, rejecting upholds them.
    const reports = await closeReports(tx, adId, reason ? 'upheld' : 'dismissed', operatorId, now);
    const told = await ownerNotice(
      tx,
      ad,
      reason ? { approved: false, action: 'reject', reason, note: note ?? '' } : { approved: true },
      `ad-review:${review.id}`,
    );
    return {
      reviewId: review.id,
      status,
      approved: !reason,
      notices: [...reports.notices, ...told],
      changedAd: reports.changedAd,
    };
  });
  await afterReportsClosed(adId, result);
  if (result.approved)
    await queueInstantAlerts(adId, now).catch((err: unknown) =>
      logger.error({ err, adId }, 'instant saved-search alerts not queued'),
    );
  return { adId, status: result.status, reviewId: result.reviewId };
}

/**
 * Takes a live ad down (the desk's other decision): rejected with a catalogued reason and a note, recorded and told
 * like a rejection; its followers hear it is no longer on offer. 404: no such ad; 409: the ad is not live.
 */
export async function takeDownAd(
  operatorId: number,
  adId: number,
  input: TakeDownInput,
  now = new Date(),
): Promise<{ adId: number; status: number; reviewId: number }> {
  const note = input.note?.trim() || null;
  const result = await db().transaction(async (tx) => {
    const [ad] = await tx
      .select({ ...adColumnsForDecision, live: sql<boolean>`${isLive(now)}` })
      .from(ads)
      .where(eq(ads.id, adId))
      .for('update');
    if (!ad) throw new ApiError('NOT_FOUND');
    if (!ad.live) throw new ApiError('CONFLICT');
    const reason = await reasonOrFail(tx, input.reasonCode);
    const followers = await noticeNoLongerOffered(tx, and(eq(ads.id, adId), isLive(now))!);
    await tx.update(ads).set({ status: adStatus.rejected, updatedAt: now }).where(eq(ads.id, adId));
    const [review] = await tx
      .insert(adReviews)
      .values({
        adId,
        ownerId: ad.ownerId,
        state: 'rejected',
        trigger: 'takedown',
        signals: [],
        queuedAt: now,
        decidedAt: now,
        decidedBy: operatorId,
        reasonCode: reason.code,
        note,
      })
      .returning({ id: adReviews.id });
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'ad.take-down',
      entityType: 'ad',
      entityId: adId,
      reasonCode: reason.code,
      note,
      before: { status: ad.status, live: true },
      after: { status: adStatus.rejected },
      at: now,
    });
    const reports = await closeReports(tx, adId, 'upheld', operatorId, now);
    const told = await ownerNotice(
      tx,
      ad,
      { approved: false, action: 'takedown', reason, note: note ?? '' },
      `ad-review:${review!.id}`,
    );
    return { reviewId: review!.id, notices: [...followers, ...reports.notices, ...told], changedAd: reports.changedAd };
  });
  await afterReportsClosed(adId, result);
  return { adId, status: adStatus.rejected, reviewId: result.reviewId };
}
