import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { stopJobQueue } from '../server/jobs/queue';
import { database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { matchSavedSearches } from '../server/services/saved-searches/match-saved-searches';

/**
 * `npm run bench:scale`'s last step, on its database once the server has stopped: BENCH_SAVED_SEARCHES (10,000) daily
 * saved searches with varied filters, a day's worth of the live ads (1/30 of them) made new, and the daily matching
 * timed once and again (the second run finds nothing: the watermarks moved). Merges the times into
 * bench/results/scale.json as `savedSearches`.
 */
const searchCount = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000);
const resultFile = 'bench/results/scale.json';
const DAY_MS = 24 * 3600 * 1000;

/** A fixed-seed generator: the same searches every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const db = database();
try {
  await migrateDatabase(db);
  const run = db.db;
  const now = new Date();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const { rows: memberRows } = (await run.execute(
    sql`select id from members where deleted_at is null order by id limit 500`,
  )) as { rows: Array<{ id: number }> };
  const { rows: areaRows } = (await run.execute(
    sql`select area_id as id, count(*)::int as n from ads where status = 1 group by area_id order by n desc`,
  )) as {
    rows: Array<{ id: number }>;
  };
  const { rows: typeRows } = (await run.execute(sql`select id, category_id as "categoryId" from property_types`)) as {
    rows: Array<{ id: number; categoryId: number }>;
  };
  if (!memberRows.length || !areaRows.length) throw new Error('seed the scale database first (npm run bench:scale)');

  // Earlier runs' searches and alerts go first; then a day's worth of the live ads is published "today".
  await run.execute(sql`delete from notifications where kind = 'saved-search-matches'`);
  await run.execute(sql`delete from saved_searches`);
  const { rows: fresh } = (await run.execute(sql`
    with picked as (select id from ads where status = 1 order by id desc limit (select count(*) / 30 from ads where status = 1))
    update ads set published_at = ${now.toISOString()}::timestamptz - random() * interval '23 hours', expires_at = ${now.toISOString()}::timestamptz + interval '29 days'
    from picked where ads.id = picked.id
    returning ads.id`)) as { rows: unknown[] };

  const next = random(13);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const popularAreas = areaRows.slice(0, 40);
  const values = Array.from({ length: searchCount }, (_, i) => {
    const roll = next();
    const dealTypeId = roll < 0.5 ? 2 : roll < 0.9 ? 1 : roll < 0.95 ? 3 : null;
    const type = next() < 0.5 ? pick(typeRows) : undefined;
    const areaIds =
      next() < 0.75
        ? [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(popularAreas).id))].sort(
            (a, b) => a - b,
          )
        : [];
    const priceMax =
      next() < 0.4
        ? (dealTypeId === 1 ? 150_000 + Math.floor(next() * 500_000) : 300 + Math.floor(next() * 900)) * 1000
        : null;
    const bedrooms = next() < 0.3 ? 1 + Math.floor(next() * 4) : null;
    const q = next() < 0.05 ? pick(['بحر', 'حديقة', 'مسبح', 'جديد']) : null;
    return sql`(${memberRows[i % memberRows.length]!.id}, ${`bench ${i}`}, ${dealTypeId}, ${type?.categoryId ?? null}, ${type?.id ?? null},
      ${`{${areaIds.join(',')}}`}::integer[], ${priceMax}, ${bedrooms}, ${q},
      ${JSON.stringify(q ? [{ token: q, areaIds: [] }] : [])}::jsonb, ${`bench:${i}`}, '/ads', 'daily', ${dayAgo.toISOString()}::timestamptz)`;
  });
  for (let start = 0; start < values.length; start += 1000) {
    await run.execute(sql`
      insert into saved_searches (member_id, name, deal_type_id, category_id, property_type_id, area_ids, price_max_fils, bedrooms, q, q_terms, filters_key, link, frequency, watermark)
      values ${sql.join(values.slice(start, start + 1000), sql`, `)}`);
  }
  await run.execute(sql`analyze saved_searches`);
  await run.execute(sql`analyze ads`);

  const timed = async () => {
    const started = performance.now();
    const alerts = await matchSavedSearches('daily', { now });
    return { ms: Math.round(performance.now() - started), alerts };
  };
  const first = await timed();
  const second = await timed();
  const result = { searches: searchCount, newAds: fresh.length, first, second };
  console.info(
    `match ${searchCount.toLocaleString('en-US')} saved searches against the day's ${fresh.length.toLocaleString('en-US')} new ads: ` +
      `${first.ms} ms, ${first.alerts} alerts (again: ${second.ms} ms, ${second.alerts} alerts)`,
  );
  mkdirSync('bench/results', { recursive: true });
  const previous = existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : {};
  writeFileSync(
    resultFile,
    JSON.stringify({ ...previous, savedSearches: { at: now.toISOString(), ...result } }, null, 2),
  );
} finally {
  await stopJobQueue();
  await db.close();
}
