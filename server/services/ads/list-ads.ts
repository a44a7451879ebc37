import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { dealTypes } from '@/lib/constants';
import { AD_PAGE_SIZE, type AdListQuery, type AdPage, type AdSort } from '@/lib/schemas/ads';
import { searchTokens, stripArticle } from '@/lib/search/normalize-arabic';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { areas } from '../../db/schema/reference';
import { isLive, selectCards, specialFirst, toCard } from './ad-cards';

const MAX_SEARCH_TOKENS = 8;

const kwdToFils = (kwd: number) => Math.round(kwd * 1000);

/**
 * One token of free text: a substring of the normalised search text (pg_trgm index), or the name or an alias of the
 * ad's area, compared without the article so "سالميه" finds السالمية even when the ad text never names the area.
 * Tokens come from normalizeForSearch, which turns %, _ and \ into separators: no LIKE escaping is needed.
 */
function tokenMatch(token: string): SQL {
  const bare = stripArticle(token);
  const stripped = (name: SQL) => sql`regexp_replace(manzil_normalize(${name}), '^(ال|al )', '')`;
  return sql`(${ads.searchText} ilike ${`%${token}%`} or ${ads.areaId} in (
    select a.id from ${areas} a
    where ${stripped(sql`a.name_ar`)} = ${bare} or ${stripped(sql`a.name_en`)} = ${bare}
      or exists (select 1 from unnest(a.aliases) alias where manzil_normalize(alias) = ${token} or ${stripped(sql`alias`)} = ${bare})
  ))`;
}

export function adFilters(query: Omit<AdListQuery, 'sort' | 'page' | 'pageSize'>, now: Date): SQL {
  const conditions: SQL[] = [isLive(now)];
  if (query.dealType) conditions.push(eq(ads.dealTypeId, dealTypes[query.dealType]));
  const areaIds = [...(query.areaIds ?? []), ...(query.areaId === undefined ? [] : [query.areaId])];
  if (areaIds.length) conditions.push(inArray(ads.areaId, areaIds));
  if (query.categoryId !== undefined) conditions.push(eq(ads.categoryId, query.categoryId));
  if (query.propertyTypeId !== undefined) conditions.push(eq(ads.propertyTypeId, query.propertyTypeId));
  if (query.priceMin !== undefined) conditions.push(gte(ads.priceFils, kwdToFils(query.priceMin)));
  if (query.priceMax !== undefined) conditions.push(lte(ads.priceFils, kwdToFils(query.priceMax)));
  if (query.sizeMin !== undefined) conditions.push(gte(ads.sizeSqm, query.sizeMin));
  if (query.sizeMax !== undefined) conditions.push(lte(ads.sizeSqm, query.sizeMax));
  if (query.bedrooms !== undefined) conditions.push(gte(ads.bedrooms, query.bedrooms));
  if (query.bathrooms !== undefined) conditions.push(gte(ads.bathrooms, query.bathrooms));
  // NFKC first: text pasted from PDFs and some keyboards uses Arabic presentation forms (ﻟ for ل).
  const tokens = [...new Set(searchTokens((query.q ?? '').normalize('NFKC')))].slice(0, MAX_SEARCH_TOKENS);
  for (const token of tokens) conditions.push(tokenMatch(token));
  return and(...conditions)!;
}

const sortOrders: Record<AdSort, SQL[]> = {
  newest: [sql`${ads.publishedAt} desc nulls last`],
  'price-asc': [sql`${ads.priceFils} asc nulls last`],
  'price-desc': [sql`${ads.priceFils} desc nulls last`],
  'size-desc': [desc(ads.sizeSqm)],
};

export async function listAds(query: AdListQuery, now = new Date()): Promise<AdPage> {
  const currentPage = query.page ?? 1;
  const pageSize = query.pageSize ?? AD_PAGE_SIZE;
  const where = adFilters(query, now);
  const [rows, [total]] = await Promise.all([
    selectCards(now)
      .where(where)
      .orderBy(specialFirst, ...sortOrders[query.sort ?? 'newest'], desc(ads.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    db().select({ value: count() }).from(ads).where(where),
  ]);
  return { data: rows.map(toCard), totalItems: total?.value ?? 0, currentPage, pageSize };
}

