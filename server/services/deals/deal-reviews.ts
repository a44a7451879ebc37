import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { dealStatus, landDealKinds } from '@/lib/constants';
import { formatPricePerSqm } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { memberName } from '@/lib/member-name';
import type { DealReviewDecision, DealReviewResult, DealReviewRow, DealReviewStatus } from '@/lib/schemas/deal-reviews';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { areaPriceLevels, deals } from '../../db/schema/market';
import { areas } from '../../db/schema/reference';
import { ApiError } from '../../lib/errors';
import { translateKey } from '../../lib/translate';
import { notify } from '../notifications/notify';
import { recordAudit } from '../staff/audit-log';

/*
 * Members' registered deals (issue 30 §4): a member's deal waits as pending until the market-data desk approves it
 * into the recorded deals (kept marked as member-reported) or rejects it with a reason; the member is told either way.
 */

const statusOf = { pending: dealStatus.pending, approved: dealStatus.approved, rejected: dealStatus.rejected };
const slugOf = (status: number): DealReviewStatus =>
  status === dealStatus.approved ? 'approved' : status === dealStatus.rejected ? 'rejected' : 'pending';

/** Decided deals shown under their tab: the latest this many (the waiting ones are shown all). */
const DECIDED_SHOWN = 100;

/** The desk's queue: waiting deals the longest-waiting first, decided ones the latest decided first. */
export async function dealReviewQueue(status: DealReviewStatus = 'pending'): Promise<DealReviewRow[]> {
  const basis = sql`case when ${inArray(deals.propertyKind, [...landDealKinds])} then 'land' else 'built' end`;
  const rows = await db()
    .select({
      deal: deals,
      area: { id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn },
      member: { id: members.id, firstName: members.firstName, lastName: members.lastName, phone: members.phone },
      areaMedianPerSqmFils: areaPriceLevels.medianPricePerSqmFils,
    })
    .from(deals)
    .innerJoin(areas, eq(areas.id, deals.areaId))
    .leftJoin(members, eq(members.id, deals.submittedBy))
    .leftJoin(
      areaPriceLevels,
      and(
        eq(areaPriceLevels.areaId, deals.areaId),
        eq(areaPriceLevels.dealCategory, deals.category),
        sql`${areaPriceLevels.basis} = ${basis}`,
      ),
    )
    .where(and(eq(deals.source, 'member'), eq(deals.status, statusOf[status])))
    .orderBy(status === 'pending' ? asc(deals.createdAt) : desc(deals.reviewedAt), asc(deals.id))
    .limit(status === 'pending' ? 1000 : DECIDED_SHOWN);
  return rows.map(({ deal, area, member, areaMedianPerSqmFils }) => ({
    id: deal.id,
    status: slugOf(deal.status),
    recordedOn: deal.recordedOn,
    area,
    block: deal.block,
    category: deal.category,
    propertyKind: deal.propertyKind,
    sizeSqm: deal.sizeSqm,
    totalValueFils: deal.totalValueFils,
    pricePerSqmFils: deal.pricePerSqmFils,
    salePercentage: deal.salePercentage,
    supplyRatio: deal.supplyRatio,
    notes: deal.notes,
    submittedAt: deal.createdAt.toISOString(),
    member: member && {
      id: member.id,
      name: memberName(member),
      phone: member.phone,
    },
    areaMedianPerSqmFils,
    reviewedAt: deal.reviewedAt?.toISOString() ?? null,
    rejectReason: deal.rejectReason,
  }));
}

/** How many members' deals wait for the desk. */
export async function pendingDealReviews(): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(deals)
    .where(and(eq(deals.source, 'member'), eq(deals.status, dealStatus.pending)));
  return row?.count ?? 0;
}

/**
 * Approves a waiting deal into the recorded deals or rejects it, once (a deal already decided is not found), with the
 * decision in the audit log in the same transaction; then tells the member.
 */
export async function decideDealReview(
  reviewerId: number,
  dealId: number,
  decision: DealReviewDecision,
  now = new Date(),
): Promise<DealReviewResult> {
  const approved = decision.decision === 'approve';
  const reason = decision.decision === 'reject' ? decision.reason : null;
  const row = await db().transaction(async (tx) => {
    const [decided] = await tx
      .update(deals)
      .set({
        status: approved ? dealStatus.approved : dealStatus.rejected,
        reviewedBy: reviewerId,
        reviewedAt: now,
        rejectReason: reason,
      })
      .where(and(eq(deals.id, dealId), eq(deals.source, 'member'), eq(deals.status, dealStatus.pending)))
      .returning();
    if (!decided) return undefined;
    await recordAudit(tx, {
      actorId: reviewerId,
      action: approved ? 'deal.approve' : 'deal.reject',
      entityType: 'deal',
      entityId: decided.id,
      note: reason,
      before: { status: 'pending' },
      after: { status: slugOf(decided.status) },
      at: now,
    });
    return decided;
  });
  if (!row) throw new ApiError('NOT_FOUND');
  if (row.submittedBy !== null) {
    const [area] = await db()
      .select({ ar: areas.nameAr, en: areas.nameEn })
      .from(areas)
      .where(eq(areas.id, row.areaId));
    const request = (locale: Locale) =>
      translateKey('dealReviews.notice.request', locale)
        .replace('{area}', area?.[locale] ?? '')
        .replace('{date}', row.recordedOn)
        .replace('{perSqm}', formatPricePerSqm(row.pricePerSqmFils, locale));
    const status = (locale: Locale) =>
      approved
        ? translateKey('dealReviews.notice.approved', locale)
        : translateKey('dealReviews.notice.rejected', locale).replace('{reason}', reason ?? '');
    await notify(
      row.submittedBy,
      'request-status-changed',
      { request: { ar: request('ar'), en: request('en') }, status: { ar: status('ar'), en: status('en') } },
      { link: approved ? `/deals?areaId=${row.areaId}` : '/deals', dedupeKey: `deal-review:${row.id}` },
    );
  }
  return { id: row.id, status: slugOf(row.status) };
}
