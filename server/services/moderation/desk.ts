import { and, asc, count, eq, gte, inArray, isNull, min, sql, type SQL } from 'drizzle-orm';
import type {
  DeskAd,
  DeskCursor,
  DeskHealth,
  DeskItem,
  DeskQuery,
  ModerationQueue,
  ReportedAds,
} from '@/lib/schemas/moderation';
import { DESK_PAGE_SIZE } from '@/lib/schemas/moderation';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { adReports } from '../../db/schema/ad-trust';
import { ads } from '../../db/schema/ads';
import { adReviews } from '../../db/schema/moderation';
import { areas, propertyTypes } from '../../db/schema/reference';
import { openReportsByReason } from '../ad-reports/ad-reports';
import { dealTypeSlug, isLive } from '../ads/ad-cards';
import { decisionHours, waitsForReview } from './reviews';
import { rejectionReasonsNow } from './settings';

const DAY_MS = 86_400_000;

/** A page's `next`: the last item's moment (ms) and id, which the next page starts after. */
const cursorOf = (at: Date, id: number) => `${at.getTime()}.${id}`;

/**
 * Rows after the cursor, by (moment, id) ascending. The moment is compared to the millisecond the cursor carries, so a
 * stored microsecond never shows the cursor's own item again.
 */
const after = (moment: SQL | AnyPgColumn, id: AnyPgColumn, cursor: DeskCursor | undefined) =>
  cursor
    ? sql`(date_trunc('milliseconds', ${moment}), ${id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
    : undefined;

/** Of `rows` fetched one past a page, the page and the next page's cursor. */
function paged<T>(rows: T[], cursor: (row: T) => string) {
  const page = rows.slice(0, DESK_PAGE_SIZE);
  return { page, next: rows.length > DESK_PAGE_SIZE ? cursor(page.at(-1)!) : null };
}

/** Live ads with open reports that do not wait in the queue (those are decided there). */
const reportedLiveWhere = (now: Date) => and(isNull(adReports.resolvedAt), isLive(now), sql`not ${waitsForReview()}`);

export async function deskHealth(now = new Date()): Promise<DeskHealth> {
  const [[waiting], week, [reported]] = await Promise.all([
    db()
      .select({ waiting: count(), oldest: min(adReviews.queuedAt) })
      .from(adReviews)
      .where(eq(adReviews.state, 'waiting')),
    decisionHours(new Date(now.getTime() - 7 * DAY_MS)),
    db()
      .select({ value: sql<number>`count(distinct ${adReports.adId})::int` })
      .from(adReports)
      .innerJoin(ads, eq(ads.id, adReports.adId))
      .where(reportedLiveWhere(now)),
  ]);
  return {
    waiting: waiting?.waiting ?? 0,
    oldestQueuedAt: waiting?.oldest ? new Date(waiting.oldest).toISOString() : null,
    medianDecisionHours7d: week.median == null ? null : Math.round(week.median * 10) / 10,
    decisions7d: week.decisions,
    reportedLive: Number(reported?.value ?? 0),
  };
}

/** The advertisers' records the desk shows beside their ads: since when, how many live, decided lately. */
async function advertiserHistories(ownerIds: number[], now: Date) {
  if (ownerIds.length === 0) return new Map<number, DeskItem['advertiser']>();
  const since = new Date(now.getTime() - 90 * DAY_MS);
  const [people, live, decided] = await Promise.all([
    db()
      .select({
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        companyName: members.companyName,
        createdAt: members.createdAt,
      })
      .from(members)
      .where(inArray(members.id, ownerIds)),
    db()
      .select({ ownerId: ads.ownerId, value: count() })
      .from(ads)
      .where(and(inArray(ads.ownerId, ownerIds), isLive(now)))
      .groupBy(ads.ownerId),
    db()
      .select({ ownerId: adReviews.ownerId, state: adReviews.state, value: count() })
      .from(adReviews)
      .where(and(inArray(adReviews.ownerId, ownerIds), gte(adReviews.decidedAt, since)))
      .groupBy(adReviews.ownerId, adReviews.state),
  ]);
  const liveBy = new Map(live.map((row) => [row.ownerId, row.value]));
  return new Map(
    people.map((person) => {
      const of = (state: string) => decided.find((row) => row.ownerId === person.id && row.state === state)?.value ?? 0;
      return [
        person.id,
        {
          id: person.id,
          displayName: person.companyName || `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim(),
          memberSince: person.createdAt.toISOString(),
          liveAds: liveBy.get(person.id) ?? 0,
          rejectedLast90Days: of('rejected'),
          approvedLast90Days: of('approved'),
        },
      ];
    }),
  );
}

const adColumns = {
  ad: ads,
  areaAr: areas.nameAr,
  areaEn: areas.nameEn,
  typeAr: propertyTypes.nameAr,
  typeEn: propertyTypes.nameEn,
};
type AdRow = { ad: typeof ads.$inferSelect; areaAr: string; areaEn: string; typeAr: string; typeEn: string };

const deskAd = ({ ad, areaAr, areaEn, typeAr, typeEn }: AdRow): DeskAd => ({
  id: ad.id,
  title: ad.title,
  description: ad.description,
  titleEn: ad.titleEn,
  descriptionEn: ad.descriptionEn,
  dealType: dealTypeSlug(ad.dealTypeId),
  areaAr,
  areaEn,
  propertyTypeAr: typeAr,
  propertyTypeEn: typeEn,
  sizeSqm: ad.sizeSqm,
  priceFils: ad.priceFils,
});

/** Each ad's advertiser record and open reports by reason, for a page of the desk. */
async function besideTheAds(rows: AdRow[], now: Date) {
  const [histories, reports] = await Promise.all([
    advertiserHistories([...new Set(rows.map((row) => row.ad.ownerId))], now),
    openReportsByReason(
      db(),
      rows.map((row) => row.ad.id),
    ),
  ]);
  return (ad: AdRow['ad']) => ({
    advertiser: histories.get(ad.ownerId) ?? {
      id: ad.ownerId,
      displayName: '',
      memberSince: ad.createdAt.toISOString(),
      liveAds: 0,
      rejectedLast90Days: 0,
      approvedLast90Days: 0,
    },
    reports: reports.get(ad.id) ?? [],
  });
}

/**
 * A page of the queue, the longest-waiting first, with each ad's signals, advertiser and reports. `ad` narrows it to
 * that one ad (none when it does not wait).
 */
export async function queuePage(
  query: DeskQuery = {},
  now = new Date(),
): Promise<Pick<ModerationQueue, 'items' | 'next'>> {
  const rows = await db()
    .select({ review: adReviews, ...adColumns })
    .from(adReviews)
    .innerJoin(ads, eq(ads.id, adReviews.adId))
    .innerJoin(areas, eq(areas.id, ads.areaId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, ads.propertyTypeId))
    .where(
      and(
        eq(adReviews.state, 'waiting'),
        query.ad ? eq(adReviews.adId, query.ad) : after(adReviews.queuedAt, adReviews.id, query.after),
      ),
    )
    .orderBy(asc(adReviews.queuedAt), asc(adReviews.id))
    .limit(DESK_PAGE_SIZE + 1);
  const { page, next } = paged(rows, (row) => cursorOf(row.review.queuedAt, row.review.id));
  const beside = await besideTheAds(page, now);
  const items: DeskItem[] = page.map((row) => ({
    reviewId: row.review.id,
    trigger: row.review.trigger,
    queuedAt: row.review.queuedAt.toISOString(),
    signals: row.review.signals,
    ad: deskAd(row),
    ...beside(row.ad),
  }));
  return { items, next };
}

/** The desk's API answer: a page of the queue (`queuePage`), the desk's health and the reasons. */
export async function moderationQueue(query: DeskQuery = {}, now = new Date()): Promise<ModerationQueue> {
  const [page, health, reasons] = await Promise.all([queuePage(query, now), deskHealth(now), rejectionReasonsNow()]);
  return { ...page, health, reasons };
}

/**
 * A page of the live ads with open reports, too few to hide them, the longest-reported first: the reports by reason
 * beside each, for an operator to take the ad down or dismiss them. `ad` narrows it to that one ad.
 */
export async function reportedAds(query: DeskQuery = {}, now = new Date()): Promise<ReportedAds> {
  const firstReport = min(adReports.createdAt);
  const rows = await db()
    .select({ firstReportAt: firstReport, ...adColumns })
    .from(adReports)
    .innerJoin(ads, eq(ads.id, adReports.adId))
    .innerJoin(areas, eq(areas.id, ads.areaId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, ads.propertyTypeId))
    .where(and(reportedLiveWhere(now), query.ad ? eq(ads.id, query.ad) : undefined))
    .groupBy(ads.id, areas.id, propertyTypes.id)
    .having(query.ad ? undefined : after(sql`min(${adReports.createdAt})`, ads.id, query.after))
    .orderBy(asc(firstReport), asc(ads.id))
    .limit(DESK_PAGE_SIZE + 1);
  const { page, next } = paged(rows, (row) => cursorOf(new Date(row.firstReportAt!), row.ad.id));
  const beside = await besideTheAds(page, now);
  return {
    items: page.map((row) => ({
      firstReportAt: new Date(row.firstReportAt!).toISOString(),
      ad: deskAd(row),
      ...beside(row.ad),
    })),
    next,
  };
}
