import { desc } from 'drizzle-orm';
import { kuwaitDate } from '../../../lib/kuwait-time';
import { db, type Db } from '../../db/client';
import { valuationBacktests } from '../../db/schema/valuation-backtests';
import { memoize } from '../../lib/memo';
import { backtestComparables } from './backtest';
import { allSaleRecords, areaPoints } from './sale-records';

/** Re-estimates the last twelve months of recorded deals (no look-ahead) and keeps the table; answers its row count. */
export async function runValuationBacktest(database: Db = db(), now = new Date()): Promise<number> {
  const started = performance.now();
  const until = kuwaitDate(now);
  const [sales, areas] = await Promise.all([allSaleRecords(database), areaPoints(database)]);
  const rows = await backtestComparables(sales, areas, until);
  await database.insert(valuationBacktests).values({ until, rows, seconds: (performance.now() - started) / 1000 });
  latestValuationAccuracy.clear();
  return rows.length;
}

/** The latest published accuracy (undefined before the first backtest); it changes once a week. */
export const latestValuationAccuracy = memoize(10 * 60_000, async () => {
  const [latest] = await db().select().from(valuationBacktests).orderBy(desc(valuationBacktests.id)).limit(1);
  return latest && { until: latest.until, rows: latest.rows };
});
