import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { deals } from '../../db/schema/market';
import { areas } from '../../db/schema/reference';
import { seedReferenceData } from '../seed';
import { seedDemoDeals } from './deals';

const now = new Date('2026-11-21T09:00:00Z');
let full: Database;

async function fresh(): Promise<Database> {
  const database = openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  return database;
}

async function medianPerSqm(database: Database, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await database.db
    .select({ value: sql<number>`percentile_cont(0.5) within group (order by ${deals.pricePerSqmFils})` })
    .from(deals)
    .innerJoin(areas, eq(areas.id, deals.areaId))
    .where(where);
  return Number(row?.value) / 1000;
}

beforeAll(async () => {
  full = await fresh();
  expect(await seedDemoDeals(full.db, { now })).toBe(20_400);
}, 120_000);

afterAll(async () => {
  await full?.close();
});

describe('seedDemoDeals', () => {
  it('covers five years up to the seed day, on ministry working days only', async () => {
    const [range] = await full.db
      .select({ first: sql<string>`min(${deals.recordedOn})::text`, last: sql<string>`max(${deals.recordedOn})::text` })
      .from(deals);
    expect(range!.first >= '2021-11-21').toBe(true);
    expect(range!.first <= '2021-12-31').toBe(true);
    expect(range!.last <= '2026-11-21').toBe(true);
    expect(range!.last >= '2026-11-01').toBe(true);
    const [weekend] = await full.db
      .select({ value: count() })
      .from(deals)
      .where(sql`extract(isodow from ${deals.recordedOn}) in (5, 6)`);
    expect(weekend!.value).toBe(0);
  });

  it('prices private-housing land in the KD 600–950 per m² band, with investment in Salmiya far above it', async () => {
    const housing = await medianPerSqm(
      full,
      and(eq(deals.category, 'private-housing'), eq(deals.propertyKind, 'vacant-land')),
    );
    expect(housing).toBeGreaterThan(600);
    expect(housing).toBeLessThan(950);
    const salmiyaInvestment = await medianPerSqm(
      full,
      and(eq(deals.category, 'investment'), eq(areas.slug, 'salmiya')),
    );
    expect(salmiyaInvestment).toBeGreaterThan(housing * 1.8);
  });

  it('uses every category and records some partial shares', async () => {
    const categories = await full.db.selectDistinct({ category: deals.category }).from(deals);
    expect(categories).toHaveLength(8);
    const [partial] = await full.db
      .select({ value: count() })
      .from(deals)
      .where(sql`${deals.salePercentage} < 100`);
    expect(partial!.value / 20_400).toBeGreaterThan(0.05);
    expect(partial!.value / 20_400).toBeLessThan(0.2);
  });

  it('does nothing when run again, and gives the same deals for the same day', async () => {
    expect(await seedDemoDeals(full.db, { now })).toBe(0);
    const other = await fresh();
    try {
      await seedDemoDeals(other.db, { now, count: 300 });
      const columns = { recordedOn: deals.recordedOn, areaId: deals.areaId, totalValueFils: deals.totalValueFils };
      const a = await other.db.select(columns).from(deals).orderBy(asc(deals.id)).limit(20);
      const again = await fresh();
      await seedDemoDeals(again.db, { now, count: 300 });
      expect(await again.db.select(columns).from(deals).orderBy(asc(deals.id)).limit(20)).toEqual(a);
      await again.close();
    } finally {
      await other.close();
    }
  }, 60_000);
});
