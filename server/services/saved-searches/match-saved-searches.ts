import { sql, type SQL } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import type { SavedSearchFrequency } from '@/lib/saved-searches/constants';
import { db } from '../../db/client';
import { fairPriceLevelExpr, levelJoin } from '../ads/fair-price';
import { queueDeliveries } from '../notifications/notify';

/** Searches matched per statement: a bounded join however many searches are saved. */
const CHUNK = 2000;
/** Titles an alert names; the count says how many there are in all. */
const TITLES = 3;

/**
 * Ad `a` matches saved search `s` on every filter the list has (null or empty = any), the way the list matches them
 * (list-ads.ts): lower bounds on bedrooms (or an exact count) and bathrooms, an unannounced price fails a price bound, and each word of
 * the free text is in the ad's normalised search text or names the ad's area.
 */
const adMatchesSearch = sql`
  (s.deal_type_id is null or s.deal_type_id = a.deal_type_id)
  and (s.category_id is null or s.category_id = a.category_id)
  and (s.property_type_id is null or s.property_type_id = a.property_type_id)
  and (cardinality(s.area_ids) = 0 or a.area_id = any(s.area_ids))
  and (s.price_min_fils is null or a.price_fils >= s.price_min_fils)
  and (s.price_max_fils is null or a.price_fils <= s.price_max_fils)
  and (s.size_min is null or a.size_sqm >= s.size_min)
  and (s.size_max is null or a.size_sqm <= s.size_max)
  and (s.bedrooms is null or a.bedrooms = s.bedrooms or (not s.bedrooms_exact and a.bedrooms > s.bedrooms))
  and (s.bathrooms is null or a.bathrooms >= s.bathrooms)
  and (s.fair_price is null or a.fair_price = s.fair_price)
  and (s.q_terms = '[]'::jsonb or not exists (
    select 1 from jsonb_array_elements(s.q_terms) term
    where strpos(a.search_text, term->>'token') = 0
      and not a.area_id in (select jsonb_array_elements_text(term->'areaIds')::int)))`;

/** The next chunk of active searches of one frequency, in id order. */
const chunkOf = (frequency: SavedSearchFrequency, afterSearchId: number) => sql`
  select * from saved_searches where frequency = ${frequency} and not paused and id > ${afterSearchId} order by id limit ${CHUNK}`;

/**
 * The pairs of a search and an ad it matches, from one of three joins that cover each pair once: searches with areas
 * by the ad's area, the others by deal type, and the few with neither against every new ad. Equality joins let the
 * database hash instead of testing every search against every ad.
 */
const candidates = (join: SQL, searches: SQL, since: SQL) => sql`
  select s.id as search_id, s.member_id, s.name, s.link, s.watermark, a.id as ad_id, a.title, a.title_en, a.published_at
  from due s ${join}
  where ${searches} and a.owner_id <> s.member_id and a.published_at > ${since} and ${adMatchesSearch}`;

interface MatchRun {
  frequency: SavedSearchFrequency;
  now: Date;
  /** Instant alerts: the one ad that went live. Scheduled runs take every ad published since each search's watermark. */
  adId?: number;
  /** Chunking: searches with a greater id. */
  afterSearchId: number;
}

/**
 * One statement: the due searches of a chunk joined with the new live ads (not the searcher's own), grouped per
 * search into ONE notification (its count and its newest titles), each search's watermark moved past what was
 * matched. The dedupe key names the search and the watermark it started from (instant: the ad and its publication),
 * so a run repeated, or run by two instances at once, notifies once.
 */
function matchStatement({ frequency, now, adId, afterSearchId }: MatchRun): SQL {
  const at = now.toISOString();
  const newAds = adId === undefined ? sql`ads.published_at > (select min(watermark) from due)` : sql`ads.id = ${adId}`;
  // An instant search hears of an ad published after it was saved; a scheduled one of those since its watermark.
  const since = adId === undefined ? sql`s.watermark` : sql`s.created_at`;
  const dedupe =
    adId === undefined
      ? sql`'saved-search:' || g.search_id || ':' || floor(extract(epoch from g.since) * 1000)::bigint`
      : sql`'saved-search:' || g.search_id || ':ad:' || ${adId}::int || ':' || floor(extract(epoch from g.upto) * 1000)::bigint`;
  return sql`
    with due as (
      select s.* from (${chunkOf(frequency, afterSearchId)}) s
      join members m on m.id = s.member_id and m.deleted_at is null
    ), fresh as (
      select ads.id, ads.owner_id, ads.title, ads.title_en, ads.deal_type_id, ads.category_id, ads.property_type_id, ads.area_id,
             ads.price_fils, ads.size_sqm, ads.bedrooms, ads.bathrooms, ads.search_text, ads.published_at,
             ${fairPriceLevelExpr()} as fair_price
      from ads
      left join property_types on property_types.id = ads.property_type_id
      left join property_categories on property_categories.id = ads.category_id
      left join area_price_levels on ${levelJoin()}
      where ads.status = ${adStatus.approved} and (ads.expires_at is null or ads.expires_at > ${at}::timestamptz)
        and ads.owner_suspended_at is null and ads.published_at <= ${at}::timestamptz and ${newAds}
    ), matched as (
      ${candidates(sql`join unnest(s.area_ids) as chosen(area_id) on true join fresh a on a.area_id = chosen.area_id`, sql`true`, since)}
      union all
      ${candidates(sql`join fresh a on a.deal_type_id = s.deal_type_id`, sql`cardinality(s.area_ids) = 0`, since)}
      union all
      ${candidates(sql`cross join fresh a`, sql`cardinality(s.area_ids) = 0 and s.deal_type_id is null`, since)}
    ), grouped as (
      select search_id, member_id, name, link, min(watermark) as since, max(published_at) as upto, count(*)::int as n,
             (array_agg(title order by published_at desc, ad_id desc))[1:${TITLES}] as titles_ar,
             (array_agg(coalesce(title_en, title) order by published_at desc, ad_id desc))[1:${TITLES}] as titles_en
      from matched group by search_id, member_id, name, link
    ), advanced as (
      -- Runs whether or not it is read (PostgreSQL executes every data-modifying WITH once).
      update saved_searches s set watermark = greatest(s.watermark, g.upto), last_alerted_at = ${at}::timestamptz
      from grouped g where s.id = g.search_id
      returning s.id
    )
    insert into notifications (member_id, kind, params, link, dedupe_key)
    select g.member_id, 'saved-search-matches',
           jsonb_build_object('search', g.name, 'count', g.n, 'formatted', g.n::text,
             'titles', jsonb_build_object('ar', array_to_string(g.titles_ar, '، '), 'en', array_to_string(g.titles_en, ', '))),
           g.link, ${dedupe}
    from grouped g
    on conflict do nothing
    returning id`;
}

/** The chunk's last search id, read on its own: a chunk without matches writes nothing and returns no row. */
async function lastSearchIdOf(frequency: SavedSearchFrequency, afterSearchId: number): Promise<number | undefined> {
  const result = (await db().execute(sql`select max(id) as id from (${chunkOf(frequency, afterSearchId)}) chunk`)) as {
    rows: Array<{ id: number | null }>;
  };
  return result.rows[0]?.id ?? undefined;
}

/**
 * Matches the due searches of one frequency, chunk by chunk, and queues the alerts' deliveries. Answers the number of
 * alerts written (one per search with new matches).
 */
export async function matchSavedSearches(
  frequency: SavedSearchFrequency,
  options: { now?: Date; adId?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  let alerts = 0;
  for (let afterSearchId = 0; ;) {
    const last = await lastSearchIdOf(frequency, afterSearchId);
    if (last === undefined) return alerts;
    const result = (await db().execute(matchStatement({ frequency, now, adId: options.adId, afterSearchId }))) as {
      rows: Array<{ id: number }>;
    };
    await queueDeliveries(
      result.rows.map((row) => row.id),
      now,
    );
    alerts += result.rows.length;
    afterSearchId = last;
  }
}
