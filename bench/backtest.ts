import { mkdirSync, writeFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import { kuwaitDate } from '../lib/kuwait-time';
import { database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { governorates } from '../server/db/schema/reference';
import { seedIfEmpty } from '../server/db/seed/seed';
import { backtestComparables } from '../server/services/valuations/backtest';
import { allSaleRecords, areaPoints } from '../server/services/valuations/sale-records';

/**
 * `npm run backtest`: re-estimates every recorded deal of the last 12 months from the deals before it (no look-ahead)
 * on the app's database (DATA_DIR or DATABASE_URL; seeded first when empty), prints the accuracy per governorate and
 * category and writes it to bench/results/backtest.json.
 */
const db = database();
await migrateDatabase(db);
await seedIfEmpty(db.db);
const until = kuwaitDate(new Date());
const started = performance.now();
const [sales, areas, names] = await Promise.all([allSaleRecords(), areaPoints(), db.db.select().from(governorates).orderBy(asc(governorates.id))]);
const rows = backtestComparables(sales, areas, until);
const seconds = (performance.now() - started) / 1000;

const governorate = (id: number | null) => (id === null ? 'All Kuwait' : (names.find((g) => g.id === id)?.nameEn ?? String(id)));
const cell = (value: number | null, unit = '%') => (value === null ? '—' : `${value}${unit}`);
console.log(`Backtest until ${until}: ${rows.at(-1)?.sales ?? 0} deals of the last 12 months, each from the deals before it (${seconds.toFixed(1)} s)\n`);
console.log('| Governorate | Category | Deals | Estimated | MdAPE | Within 10 % | Within 20 % | Inside the range |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${governorate(row.governorateId)} | ${row.category ?? 'all'} | ${row.sales} | ${row.estimated} | ${cell(row.mdape)} | ${cell(row.within10)} | ${cell(row.within20)} | ${cell(row.insideRange)} |`);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/backtest.json', JSON.stringify({ until, seconds, rows }, null, 2));
await db.close();
