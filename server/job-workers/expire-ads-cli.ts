import { database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { runAdExpiry } from './maintenance';

/** Runs the ad expiry once (`npm run jobs:expire-ads`), e.g. from an external scheduler. */
const db = database();
await migrateDatabase(db);
await runAdExpiry();
await db.close();
