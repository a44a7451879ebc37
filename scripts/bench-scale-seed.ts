import { count, eq, sql } from 'drizzle-orm';
import { database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { ads } from '../server/db/schema/ads';
import { rentMarketLots } from '../server/seed/ads/rent-market';
import { seedDemoData, seedReferenceData } from '../server/seed/seed';
import benchAd from '../bench/publish-ad.json';

/**
 * The data behind `npm run bench:scale`: the deterministic demo generator at BENCH_SCALE_ADS ads in the DATA_DIR (or
 * DATABASE_URL) the caller sets. A database that already holds that many ads is reused as it is, once the ads an
 * interrupted publish measure left (bench/publish.mjs deletes each one it measured) are removed.
 */
const wanted = Number(process.env.BENCH_SCALE_ADS ?? 100_000);
// The generator adds the rent estimators' market (its fixed lots) to the ads it draws.
const expected = wanted + rentMarketLots.reduce((sum, lot) => sum + lot.count, 0);
const db = database();
try {
  await migrateDatabase(db);
  const left = await db.db.delete(ads).where(eq(ads.description, benchAd.description)).returning();
  if (left.length) console.info(`bench:scale data: ${left.length} ads of an interrupted publish measure removed`);
  const [existing] = await db.db.select({ value: count() }).from(ads);
  if (existing && existing.value > 0) {
    if (existing.value !== expected)
      throw new Error(`the database holds ${existing.value} ads, not ${expected}: remove it first`);
    console.info(`bench:scale data: ${existing.value} ads already there`);
  } else {
    const started = Date.now();
    await seedReferenceData(db.db);
    const seeded = await seedDemoData(db.db, { adCount: wanted });
    // PGlite has no autovacuum: without statistics and a visibility map the planner guesses and index-only scans visit the heap.
    await db.db.execute(sql`vacuum analyze`);
    console.info(`bench:scale data: ${seeded.ads} ads seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  }
} finally {
  await db.close();
}
