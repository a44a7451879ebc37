import { count, sql } from 'drizzle-orm';
import { database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { ads } from '../server/db/schema/ads';
import { seedDemoData, seedReferenceData } from '../server/seed/seed';

/**
 * The data behind `npm run bench:scale`: the deterministic demo generator at BENCH_SCALE_ADS ads in the DATA_DIR (or
 * DATABASE_URL) the caller sets. A database that already holds that many ads is reused as it is.
 */
const wanted = Number(process.env.BENCH_SCALE_ADS ?? 100_000);
const db = database();
try {
  await migrateDatabase(db);
  const [existing] = await db.db.select({ value: count() }).from(ads);
  if (existing && existing.value > 0) {
    if (existing.value !== wanted)
      throw new Error(`the database holds ${existing.value} ads, not ${wanted}: remove it first`);
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
