import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { defineWorker } from '../jobs/queue';
import { logger } from '../logger';
import { backfillPhotoHashes } from '../services/photo-hashes/photo-matches';

/** Batches one run may hash: about 10,000 photos, a few minutes of one core. */
const MAX_BATCHES = 50;

/**
 * Hashes the ad photos stored before the photo-copy check existed (or whose hashing failed at upload), so an existing
 * database gets its hashes in the first runs after the upgrade; afterwards each run finds nothing in one indexed read.
 */
export async function runPhotoHashBackfill(): Promise<number> {
  let hashed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const done = await backfillPhotoHashes(db(), 200);
    hashed += done;
    if (done === 0) break;
  }
  if (hashed > 0) logger.info({ hashed }, 'ad photo hashes backfilled');
  // The lookup reads only the band indexes while the visibility map says their pages are settled; PGlite has no
  // autovacuum to keep it so after the uploads (on a PostgreSQL server this finds little left to do).
  await db().execute(sql`vacuum (analyze) photo_hashes`);
  return hashed;
}

/** Every 15 minutes. */
export const photoHashBackfillJob = defineWorker({
  name: 'photo-hash-backfill',
  cron: '*/15 * * * *',
  retryLimit: 1,
  retryDelaySeconds: 300,
  run: async () => {
    await runPhotoHashBackfill();
  },
});
