import { database } from './client';
import { migrateDatabase } from './migrate';
import { logger } from '../logger';

const db = database();
await migrateDatabase(db);
logger.info({ database: db.kind }, 'migrations applied');
await db.close();
