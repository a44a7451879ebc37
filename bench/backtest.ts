import { asc } from 'drizzle-orm';
import { database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { governorates } from '../server/db/schema/reference';
import { seedIfEmpty } from '../server/seed/seed';
import { latestValuationAccuracy, runValuationBacktest } from '../server/services/instant-valuations/accuracy';

/**
 * `npm run backtest`: re-estimates every recorded deal of the last 12 months from the deals before it (no look-ahead)
 * on the app's database (DATA_DIR or DATABASE_URL; seeded first when empty), keeps the table that `/evaluation/accuracy`
 * shows, and prints it.
 */
const db = database();
await migrateDatabase(db);
await seedIfEmpty(db.db);
const started = performance.now();
await runValuationBacktest();
const seconds = (performance.now() - started) / 1000;
const accuracy = (await latestValuationAccuracy())!;
const names = await db.db.select().from(governorates).orderBy(asc(governorates.id));

const governorate = (id: number | null) =>
  id === null ? 'All Kuwait' : (names.find((g) => g.id === id)?.nameEn ?? String(id));
const cell = (value: number | null) => (value === null ? '—' : `${value}%`);
const total = accuracy.rows.at(-1);
console.log(
  `Backtest until ${accuracy.until}: ${total?.sales ?? 0} deals of the last 12 months, each from the deals before it (${seconds.toFixed(1)} s)\n`,
);
console.log('| Governorate | Category | Deals | Estimated | MdAPE | Within 10 % | Within 20 % | Inside the range |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of accuracy.rows) {
  console.log(
    `| ${governorate(row.governorateId)} | ${row.category ?? 'all'} | ${row.sales} | ${row.estimated} | ${cell(row.mdape)} | ${cell(row.within10)} | ${cell(row.within20)} | ${cell(row.insideRange)} |`,
  );
}
await db.close();
