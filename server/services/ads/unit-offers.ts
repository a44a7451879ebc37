import {
  and,
  asc,
  countDistinct,
  eq,
  gte,
  isNotNull,
  isNull,
  lte,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dealTypes, type DealTypeSlug } from '@/lib/constants';
import { memberName } from '@/lib/member-name';
import type { UnitOffer } from '@/lib/schemas/ads';
import { db, type Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { ads } from '../../db/schema/ads';
import { liveAdOf } from './ad-visibility';
import { hasLiveBadge, verifiedAtColumn } from './verified-badge';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/*
 * One unit, one card (issue 29): live ads of different advertisers that carry the same unit number (its PACI number)
 * and deal type are one group. The lists show the group's lead, the cheapest offer (an unannounced price last), then
 * the first published, then the lowest id; the ad page lists the others. Everything reads `ads_live_unit_idx`, and an
 * ad without a unit number settles every test at its first term.
 */

const offer = alias(ads, 'unit_offer');
/** Larger than any price (bigint's maximum): an unannounced price sorts after every announced one. */
const NO_PRICE = sql.raw('9223372036854775807');

/** The other live offers of the outer `ads` row's unit and deal type. */
function sameUnit(now: Date): SQL {
  return and(
    eq(offer.unitNumber, ads.unitNumber),
    eq(offer.dealTypeId, ads.dealTypeId),
    ne(offer.id, ads.id),
    liveAdOf(offer, now),
  )!;
}

/* ---------- Grouping in the lists ---------- */

/** What a list filters on that may differ between the offers of one unit (the rest is the unit's own). */
export interface OfferFilters {
  priceMinFils?: number;
  priceMaxFils?: number;
  verified?: boolean;
}

/**
 * The outer `ads` row leads its unit's group among the offers the list's filters keep: it has no unit number, or no
 * other matching live offer of its unit comes before it. An offer the filters drop does not hide the one they keep.
 */
export function leadsItsUnit(now: Date, filters: OfferFilters = {}): SQL {
  const ahead = sql`(coalesce(${offer.priceFils}, ${NO_PRICE}), ${offer.publishedAt}, ${offer.id}) < (coalesce(${ads.priceFils}, ${NO_PRICE}), ${ads.publishedAt}, ${ads.id})`;
  const kept = [
    filters.priceMinFils === undefined ? undefined : gte(offer.priceFils, filters.priceMinFils),
    filters.priceMaxFils === undefined ? undefined : lte(offer.priceFils, filters.priceMaxFils),
    filters.verified ? hasLiveBadge(now, offer) : undefined,
  ];
  return or(
    isNull(ads.unitNumber),
    notExists(
      db()
        .select({ one: sql`1` })
        .from(offer)
        .where(and(sameUnit(now), ahead, ...kept)),
    ),
  )!;
}

/** An ad of a list that another offer of its unit stands for (counted apart, to keep the main count index-only). */
export function groupedUnder(now: Date, filters: OfferFilters = {}): SQL {
  return and(isNotNull(ads.unitNumber), sql`not ${leadsItsUnit(now, filters)}`)!;
}

/** How many advertisers offer the outer row's unit, null without a unit number: the card's "offered by N". */
export const offeredByColumn = (now: Date) =>
  sql<number | null>`case when ${ads.unitNumber} is null then null else 1 + (${db()
    .select({ n: countDistinct(offer.ownerId) })
    .from(offer)
    .where(and(sameUnit(now), ne(offer.ownerId, ads.ownerId)))}) end`.mapWith(Number);

/* ---------- The ad page and the availability helper ---------- */

/** The other advertisers' live offers of an ad's unit and deal type, the cheapest first (the group's order). */
export async function unitOffersOf(
  database: Db,
  ad: { id: number; unitNumber: string | null; dealTypeId: number },
  now = new Date(),
): Promise<UnitOffer[]> {
  if (!ad.unitNumber) return [];
  const rows = await database
    .select({
      id: offer.id,
      priceFils: offer.priceFils,
      publishedAt: offer.publishedAt,
      verifiedAt: verifiedAtColumn(now, offer),
      advertiser: {
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        accountType: members.accountType,
        companyName: members.companyName,
      },
    })
    .from(offer)
    .innerJoin(members, eq(members.id, offer.ownerId))
    .where(
      and(
        eq(offer.unitNumber, ad.unitNumber),
        eq(offer.dealTypeId, ad.dealTypeId),
        ne(offer.id, ad.id),
        liveAdOf(offer, now),
      ),
    )
    .orderBy(sql`${offer.priceFils} asc nulls last`, asc(offer.publishedAt), asc(offer.id))
    .limit(20);
  return rows.map(({ advertiser, ...row }) => {
    const isOffice = advertiser.accountType === 2;
    return {
      id: row.id,
      priceFils: row.priceFils,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      advertiser: {
        id: advertiser.id,
        displayName: (isOffice && advertiser.companyName) || memberName(advertiser),
        isOffice,
      },
    };
  });
}

export interface OtherOffer {
  id: number;
  ownerId: number;
  dealType: DealTypeSlug;
  priceFils: number | null;
}

/**
 * The other live ads of the same unit, whatever their deal type or advertiser, for the availability helper to ask for
 * a confirmation when one of them is marked rented or sold. Empty when the ad has no unit number or does not exist.
 * Takes the caller's database or transaction.
 */
export async function otherOffersOfUnit(database: Executor, adId: number, now = new Date()): Promise<OtherOffer[]> {
  const rows = await database
    .select({ id: offer.id, ownerId: offer.ownerId, dealTypeId: offer.dealTypeId, priceFils: offer.priceFils })
    .from(offer)
    .innerJoin(ads, and(eq(ads.id, adId), isNotNull(ads.unitNumber), eq(offer.unitNumber, ads.unitNumber)))
    .where(and(ne(offer.id, adId), liveAdOf(offer, now)))
    .orderBy(asc(offer.id));
  const slugs = Object.entries(dealTypes) as [DealTypeSlug, number][];
  return rows.map(({ dealTypeId, ...row }) => ({
    ...row,
    dealType: slugs.find(([, id]) => id === dealTypeId)![0],
  }));
}
