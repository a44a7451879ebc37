import { database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { runMaintenance } from './maintenance';

const db = database();
await migrateDatabase(db);
await runMaintenance();
await db.close();
