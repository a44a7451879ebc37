import { count } from 'drizzle-orm';
import { config } from '../config';
import { database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { logger } from '../logger';
import { referenceTables, seedDemoData, seedReferenceData } from './seed';

const db = database();
try {
  await migrateDatabase(db);
  await seedReferenceData(db.db);
  const counts: Record<string, number> = {};
  for (const { name, table } of referenceTables) {
    const [row] = await db.db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  logger.info({ database: db.kind, counts }, 'reference data seeded');
  if (config().APP_ENV === 'demo') {
    const started = Date.now();
    const demo = await seedDemoData(db.db);
    logger.info({ ...demo, ms: Date.now() - started }, 'demo data seeded');
  }
} catch (error) {
  logger.error({ err: error }, 'seeding failed');
  process.exitCode = 1;
} finally {
  await db.close();
}
