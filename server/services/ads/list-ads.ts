import { and, count, desc, eq, gte, inArray, like, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { dealTypes } from '@/lib/constants';
import type { AdSort } from '@/lib/constants';
import { AD_PAGE_SIZE, type AdListQuery, type AdPage } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { countCardsWithLevel, isLive, selectCards, toCard } from './ad-cards';
import { fairPriceLevelExpr } from './fair-price';
import { cachedCount } from './count-cache';
import { searchTerms, type SearchTerm } from './search-terms';
import { brokerOwnedAds } from '../offices/offices';
import { slotSettings, specialSlots, type SlotSettings } from './special-slots';
import { groupedUnder, leadsItsUnit, type OfferFilters } from './unit-offers';
import { hasLiveBadge } from './verified-badge';

type AdFilters = Omit<AdListQuery, 'sort' | 'page' | 'pageSize'>;

const kwdToFils = (kwd: number) => Math.round(kwd * 1000);

/**
 * One word of free text: a substring of the normalised search text (pg_trgm index), or, when the word names an area,
 * any ad of that area, so "سالميه" finds السالمية even when the ad text never spells it that way. LIKE rather than
 * ILIKE: both sides are normalised (ASCII lower-cased), and ILIKE is several times slower on Arabic text.
 * Tokens come from normalizeForSearch, which turns %, _ and \ into separators: no LIKE escaping is needed.
 */
function termMatch({ token, areaIds }: SearchTerm): SQL {
  const text = like(ads.searchText, `%${token}%`);
  // The area test first: it settles the ads of that area without reading their text.
  return areaIds.length ? or(inArray(ads.areaId, areaIds), text)! : text;
}

function areaIdsOf(query: AdFilters): number[] {
  return [...new Set([...(query.areaIds ?? []), ...(query.areaId === undefined ? [] : [query.areaId])])].sort(
    (a, b) => a - b,
  );
}

function adFilters(query: AdFilters, terms: SearchTerm[], now: Date): SQL {
  const conditions: SQL[] = [isLive(now)];
  if (query.dealType) conditions.push(eq(ads.dealTypeId, dealTypes[query.dealType]));
  const areaIds = areaIdsOf(query);
  if (areaIds.length) conditions.push(inArray(ads.areaId, areaIds));
  if (query.categoryId !== undefined) conditions.push(eq(ads.categoryId, query.categoryId));
  if (query.propertyTypeId !== undefined) conditions.push(eq(ads.propertyTypeId, query.propertyTypeId));
  if (query.priceMin !== undefined) conditions.push(gte(ads.priceFils, kwdToFils(query.priceMin)));
  if (query.priceMax !== undefined) conditions.push(lte(ads.priceFils, kwdToFils(query.priceMax)));
  if (query.sizeMin !== undefined) conditions.push(gte(ads.sizeSqm, query.sizeMin));
  if (query.sizeMax !== undefined) conditions.push(lte(ads.sizeSqm, query.sizeMax));
  if (query.bedrooms !== undefined) conditions.push((query.bedroomsExact ? eq : gte)(ads.bedrooms, query.bedrooms));
  if (query.bathrooms !== undefined) conditions.push(gte(ads.bathrooms, query.bathrooms));
  if (query.fairPrice) conditions.push(sql`${fairPriceLevelExpr()} = ${query.fairPrice}`);
  if (query.brokerAds) conditions.push(brokerOwnedAds());
  if (query.verified) conditions.push(hasLiveBadge(now));
  for (const term of terms) conditions.push(termMatch(term));
  return and(...conditions)!;
}

/** The same filters always give the same key, whatever the order or spelling they came in. */
function filterKey(query: AdFilters, terms: SearchTerm[]): string {
  const {
    dealType,
    categoryId,
    propertyTypeId,
    priceMin,
    priceMax,
    sizeMin,
    sizeMax,
    bedrooms,
    bedroomsExact,
    bathrooms,
    fairPrice,
    brokerAds,
    verified,
  } = query;
  const tokens = terms.map((term) => term.token).sort();
  const exact = bedrooms !== undefined && bedroomsExact === true;
  return JSON.stringify([
    dealType,
    areaIdsOf(query),
    categoryId,
    propertyTypeId,
    priceMin,
    priceMax,
    sizeMin,
    sizeMax,
    bedrooms,
    exact,
    bathrooms,
    fairPrice,
    brokerAds ?? false,
    verified ?? false,
    tokens,
  ]);
}

/** What may differ between the offers of one unit among the list's filters (unit-offers.ts). */
const offerFilters = (query: AdFilters): OfferFilters => ({
  priceMinFils: query.priceMin === undefined ? undefined : kwdToFils(query.priceMin),
  priceMaxFils: query.priceMax === undefined ? undefined : kwdToFils(query.priceMax),
  verified: query.verified,
});

const newest = [sql`${ads.publishedAt} desc nulls last`, desc(ads.id)];

/**
 * Each order has a partial index with exactly these terms (schema/ads.ts), over special and regular ads alike;
 * `verified` walks the verified ads' index first, then the newest order (listAds).
 */
const sortOrders: Record<AdSort, SQL[]> = {
  newest,
  verified: newest,
  'price-asc': [sql`${ads.priceFils} asc nulls last`, desc(ads.id)],
  'price-desc': [sql`${ads.priceFils} desc nulls last`, desc(ads.id)],
  'size-desc': [desc(ads.sizeSqm), desc(ads.id)],
};

/**
 * One page of a public list: up to `settings.slots` special ads on top (special-slots.ts), then the page of the
 * chosen order over every matching ad, special ones included. Paging and `totalItems` count that order alone, so a
 * page holds up to pageSize + slots cards; a special ad already on the page takes no slot.
 */
export async function listAds(
  query: AdListQuery,
  now = new Date(),
  settings: SlotSettings = slotSettings(),
): Promise<AdPage> {
  const currentPage = query.page ?? 1;
  const pageSize = query.pageSize ?? AD_PAGE_SIZE;
  const offset = (currentPage - 1) * pageSize;
  const terms = await searchTerms(query.q);
  const matching = adFilters(query, terms, now);
  // One card per unit (unit-offers.ts): the other offers of a unit the card stands for are left out.
  const where = and(matching, leadsItsUnit(now, offerFilters(query)))!;
  const key = filterKey(query, terms);
  const counted = async (condition: SQL) => {
    // The fair-price filter reads the joined level; without it the count needs no join.
    const counting = query.fairPrice ? countCardsWithLevel(now) : db().select({ value: count() }).from(ads);
    const [total] = await counting.where(condition);
    return total?.value ?? 0;
  };
  // The matching ads (index-only) less the few grouped under another offer of their unit (the unit index).
  const countMatching = (countKey: string, condition?: SQL) =>
    cachedCount(countKey, async () => {
      const [all, grouped] = await Promise.all([
        counted(and(matching, condition)!),
        counted(and(matching, condition, groupedUnder(now, offerFilters(query)))!),
      ]);
      return all - grouped;
    });
  const specials = eq(ads.adType, 'special');
  const page = (condition: SQL, skip: number, take: number) =>
    selectCards(now)
      .where(condition)
      .orderBy(...sortOrders[query.sort ?? 'newest'])
      .limit(take)
      .offset(skip);
  const [rows, specialCount] = await Promise.all([
    query.sort === 'verified'
      ? verifiedFirst({
          where,
          offset,
          pageSize,
          now,
          page,
          count: () => cachedCount(`${key}:verified`, () => counted(and(where, hasLiveBadge(now))!)),
        })
      : page(where, offset, pageSize),
    settings.slots > 0 ? countMatching(`${key}:special`, specials) : 0,
  ]);
  // A page that is not full ends the list, so it tells the total without counting.
  const complete = rows.length < pageSize && (rows.length > 0 || offset === 0);
  const [totalItems, slots] = await Promise.all([
    complete ? offset + rows.length : countMatching(key),
    rows.length ? specialSlots({ where, specialCount, page: currentPage, shown: rows, now, settings }) : [],
  ]);
  return { data: [...slots, ...rows].map(toCard), totalItems, currentPage, pageSize };
}

type CardRows = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>;

/**
 * The "verified first" order without sorting every match: the verified ads (a small set, their own partial index)
 * fill the first pages newest first, then the others follow in the newest order, each part paged by the index.
 */
async function verifiedFirst({
  where,
  offset,
  pageSize,
  now,
  page,
  count,
}: {
  where: SQL;
  offset: number;
  pageSize: number;
  now: Date;
  page: (condition: SQL, skip: number, take: number) => Promise<CardRows>;
  /** The matching verified ads (cached by the caller). */
  count: () => Promise<number>;
}): Promise<CardRows> {
  const verifiedCount = await count();
  const first = offset < verifiedCount ? await page(and(where, hasLiveBadge(now))!, offset, pageSize) : [];
  if (first.length >= pageSize) return first;
  const rest = await page(
    and(where, not(hasLiveBadge(now)))!,
    Math.max(0, offset - verifiedCount),
    pageSize - first.length,
  );
  return [...first, ...rest];
}
