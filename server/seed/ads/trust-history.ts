import { sql } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import type { Db } from '../../db/client';
import { adAvailability, adOfferPeriods, adPriceChanges, adReports } from '../../db/schema/ad-trust';
import { ads } from '../../db/schema/ads';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The demo's availability and history (issue 29), drawn from the live demo ads by id so every install gets the same:
 * every live ad has its period on offer (one in nine relisted, so on offer since 40 days before it was published), four
 * in five were confirmed available lately, one in twelve had its price cut, and one in twenty-five carries a report or two.
 * Written once: a database that has any offer period already is left as it is.
 */
export async function seedDemoTrustHistory(
  db: Db,
): Promise<{ periods: number; reports: number; priceChanges: number }> {
  const [existing] = await db.select({ id: adOfferPeriods.id }).from(adOfferPeriods).limit(1);
  if (existing) return { periods: 0, reports: 0, priceChanges: 0 };
  const live = await db
    .select({
      id: ads.id,
      ownerId: ads.ownerId,
      areaId: ads.areaId,
      propertyTypeId: ads.propertyTypeId,
      sizeSqm: ads.sizeSqm,
      bedrooms: ads.bedrooms,
      priceFils: ads.priceFils,
      publishedAt: ads.publishedAt,
    })
    .from(ads)
    .where(sql`${ads.status} = ${adStatus.approved} and ${ads.publishedAt} is not null`)
    .orderBy(ads.id);
  if (live.length === 0) return { periods: 0, reports: 0, priceChanges: 0 };
  const at = (ad: (typeof live)[number], days: number) => new Date(ad.publishedAt!.getTime() + days * DAY_MS);

  const periods = live.map((ad) => ({
    adId: ad.id,
    ownerId: ad.ownerId,
    areaId: ad.areaId,
    propertyTypeId: ad.propertyTypeId,
    sizeSqm: ad.sizeSqm,
    bedrooms: ad.bedrooms,
    startedAt: ad.publishedAt!,
    onOfferSince: ad.id % 9 === 0 ? at(ad, -40) : ad.publishedAt!,
  }));
  // Four in five confirmed within the last ten days (so the first daily run does not empty the demo's lists); the
  // others were never confirmed, and those published over three weeks ago leave the lists on that run.
  const now = Date.now();
  const confirmed = live
    .filter((ad) => ad.id % 5 < 4)
    .map((ad) => ({
      adId: ad.id,
      confirmedAt: new Date(Math.max(at(ad, 1).getTime(), now - (ad.id % 10) * DAY_MS)),
    }))
    .filter((row) => row.confirmedAt.getTime() < now);
  const priceChanges = live
    .filter((ad) => ad.id % 12 === 0 && ad.priceFils)
    .map((ad) => {
      // A 5% cut, rounded to whole dinars, a few days after publication.
      const previousFils = Math.round((ad.priceFils! * 1.05) / 1000) * 1000;
      return { adId: ad.id, previousFils, priceFils: ad.priceFils, changedAt: at(ad, 3) };
    })
    .filter((row) => row.changedAt.getTime() < now);
  const reasons = ['wrong-price', 'rented-or-sold', 'duplicate', 'fake-photos', 'scam'] as const;
  const reports = live
    .filter((ad) => ad.id % 25 === 0)
    .flatMap((ad, index) =>
      Array.from({ length: 1 + (index % 2) }, (_, n) => ({
        adId: ad.id,
        reason: reasons[(index + n) % reasons.length]!,
        note: null,
        reporterKey: `v:demo-visitor-${ad.id}-${n}`,
        addressKey: `demo-address-${ad.id}-${n}`,
        createdAt: at(ad, 1 + n),
      })),
    )
    .filter((row) => row.createdAt.getTime() < now);

  await db.transaction(async (tx) => {
    for (let i = 0; i < periods.length; i += 500) await tx.insert(adOfferPeriods).values(periods.slice(i, i + 500));
    for (let i = 0; i < confirmed.length; i += 500)
      await tx
        .insert(adAvailability)
        .values(confirmed.slice(i, i + 500))
        .onConflictDoNothing();
    if (priceChanges.length) await tx.insert(adPriceChanges).values(priceChanges);
    if (reports.length) await tx.insert(adReports).values(reports).onConflictDoNothing();
  });
  return { periods: periods.length, reports: reports.length, priceChanges: priceChanges.length };
}
