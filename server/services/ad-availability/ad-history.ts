import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AdTrustFacts } from '@/lib/schemas/ad-trust';
import { db, type Db } from '../../db/client';
import { adAvailability, adOfferPeriods, adPriceChanges } from '../../db/schema/ad-trust';
import { ads } from '../../db/schema/ads';
import { daysBefore, readTrustSettings, trustSettingsOf } from './trust-settings';

/** The database or a transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Two sizes within half a square metre are the same unit's (a typo fixed is not a different flat). */
const SAME_SIZE_SQM = 0.5;

/** Ends the ad's open period on offer (withdrawn, deleted, rented or sold). */
export async function closeOfferPeriods(executor: Executor, adId: number, now: Date): Promise<void> {
  await executor
    .update(adOfferPeriods)
    .set({ endedAt: now })
    .where(and(eq(adOfferPeriods.adId, adId), isNull(adOfferPeriods.endedAt)));
}

/**
 * Starts a period on offer as the ad goes live (publish or repost). It keeps the first date of the same unit's earlier
 * periods that ended within the relist window (the same ad reposted, or the owner's ad, live or deleted, of the same
 * area, type, size and bedrooms), so reposting or posting a unit again does not make it look new.
 */
export async function openOfferPeriod(executor: Executor, adId: number, now: Date): Promise<void> {
  const windowDays = (await readTrustSettings(executor))['relist-keeps-first-date'];
  const [ad] = await executor
    .select({
      ownerId: ads.ownerId,
      areaId: ads.areaId,
      propertyTypeId: ads.propertyTypeId,
      sizeSqm: ads.sizeSqm,
      bedrooms: ads.bedrooms,
    })
    .from(ads)
    .where(eq(ads.id, adId));
  if (!ad) return;
  await closeOfferPeriods(executor, adId, now);
  const since = daysBefore(now, windowDays);
  // An open period of an ad past its expiry ended at its expiry; one of a deleted ad was closed by the deletion.
  const endedAt = sql`coalesce(${adOfferPeriods.endedAt}, least(${ads.expiresAt}, ${now}), ${adOfferPeriods.startedAt})`;
  const sameUnit = sql`(${adOfferPeriods.adId} = ${adId} or (${adOfferPeriods.ownerId} = ${ad.ownerId}
    and ${adOfferPeriods.areaId} = ${ad.areaId} and ${adOfferPeriods.propertyTypeId} = ${ad.propertyTypeId}
    and abs(${adOfferPeriods.sizeSqm} - ${ad.sizeSqm}) < ${SAME_SIZE_SQM}
    and ${adOfferPeriods.bedrooms} is not distinct from ${ad.bedrooms}::smallint))`;
  const [earlier] = await executor
    .select({ first: sql<Date | string | null>`min(${adOfferPeriods.onOfferSince})` })
    .from(adOfferPeriods)
    .leftJoin(ads, eq(ads.id, adOfferPeriods.adId))
    .where(sql`${sameUnit} and ${endedAt} >= ${since}`);
  const first = earlier?.first ? new Date(earlier.first) : now;
  await executor.insert(adOfferPeriods).values({ adId, ...ad, startedAt: now, onOfferSince: first });
}

/** Records an edit's change of price (nothing when the price stayed). */
export async function recordPriceChange(
  executor: Executor,
  adId: number,
  previousFils: number | null,
  priceFils: number | null,
  now: Date,
): Promise<void> {
  if (previousFils === priceFils) return;
  await executor.insert(adPriceChanges).values({ adId, previousFils, priceFils, changedAt: now });
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * What the ad's page says about its history and availability: on offer since (across relists), confirmed available
 * on, rented or sold on (for the notice's days after), and its price from first publication through every change.
 */
export async function adTrustFacts(adId: number, now = new Date()): Promise<AdTrustFacts | undefined> {
  const settings = await trustSettingsOf();
  const [[ad], [period], [availability], changes] = await Promise.all([
    db()
      .select({ priceFils: ads.priceFils, publishedAt: ads.publishedAt, createdAt: ads.createdAt })
      .from(ads)
      .where(eq(ads.id, adId)),
    db()
      .select({ onOfferSince: adOfferPeriods.onOfferSince })
      .from(adOfferPeriods)
      .where(eq(adOfferPeriods.adId, adId))
      .orderBy(desc(adOfferPeriods.startedAt))
      .limit(1),
    db().select().from(adAvailability).where(eq(adAvailability.adId, adId)),
    db()
      .select({
        at: adPriceChanges.changedAt,
        previousFils: adPriceChanges.previousFils,
        priceFils: adPriceChanges.priceFils,
      })
      .from(adPriceChanges)
      .where(eq(adPriceChanges.adId, adId))
      .orderBy(asc(adPriceChanges.changedAt), asc(adPriceChanges.id)),
  ]);
  if (!ad) return undefined;
  const onOfferSince = iso(period?.onOfferSince ?? ad.publishedAt);
  const firstPrice = changes[0] ? changes[0].previousFils : ad.priceFils;
  const noticeFrom = daysBefore(now, settings['off-market-notice']);
  const offMarket =
    availability?.offMarketAt && availability.offMarketReason && availability.offMarketAt > noticeFrom
      ? { reason: availability.offMarketReason, at: availability.offMarketAt.toISOString() }
      : null;
  return {
    onOfferSince,
    confirmedAt: iso(availability?.confirmedAt),
    offMarket,
    priceHistory: [
      { at: onOfferSince ?? ad.createdAt.toISOString(), priceFils: firstPrice },
      ...changes.map((change) => ({ at: change.at.toISOString(), priceFils: change.priceFils })),
    ],
  };
}
