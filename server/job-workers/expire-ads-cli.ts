import { database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { runAdExpiry } from './maintenance';

/** Runs the ad expiry once (`npx tsx server/job-workers/expire-ads-cli.ts`), e.g. from an external scheduler. */
const db = database();
await migrateDatabase(db);
await runAdExpiry();
await db.close();
