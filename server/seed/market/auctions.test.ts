import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storage } from '../../providers/storage/registry';
import { openDatabase, type Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { auctionOrganizers, auctionProperties, auctions } from '../../db/schema/market';
import { kuwaitMidnight } from '../../../lib/kuwait-time';
import { seedReferenceData } from '../seed';
import { seedDemoAuctions } from './auctions';

const now = new Date('2026-11-21T09:00:00Z');
const today = kuwaitMidnight(now);
const tomorrow = new Date(today.getTime() + 86_400_000);
let database: Database;

beforeAll(async () => {
  database = openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  expect(await seedDemoAuctions(database.db, { now })).toBeGreaterThanOrEqual(60);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const countAuctions = async (where: ReturnType<typeof and>) =>
  (await database.db.select({ value: count() }).from(auctions).where(where))[0]!.value;

describe('seedDemoAuctions', () => {
  it('spreads sessions over today, the coming weeks and the past', async () => {
    expect(await countAuctions(and(gte(auctions.startsAt, today), lt(auctions.startsAt, tomorrow)))).toBe(4);
    expect(await countAuctions(gte(auctions.startsAt, tomorrow))).toBeGreaterThanOrEqual(20);
    expect(await countAuctions(lt(auctions.startsAt, today))).toBeGreaterThanOrEqual(40);
    expect((await database.db.select({ value: count() }).from(auctionOrganizers))[0]!.value).toBeGreaterThanOrEqual(6);
  });

  it('records outcomes only for past sessions, with final prices above the start', async () => {
    const future = await database.db
      .select({ status: auctionProperties.status })
      .from(auctionProperties)
      .innerJoin(auctions, eq(auctions.id, auctionProperties.auctionId))
      .where(gte(auctions.startsAt, tomorrow));
    expect(future.every((p) => p.status === 'offered')).toBe(true);
    const sold = await database.db.select().from(auctionProperties).where(eq(auctionProperties.status, 'sold'));
    expect(sold.length).toBeGreaterThan(20);
    expect(sold.every((p) => p.finalPriceFils! >= p.startingPriceFils)).toBe(true);
  });

  it('brings some unsold properties back in a later session', async () => {
    const repeated = await database.db
      .select({ paci: auctionProperties.paciNumber })
      .from(auctionProperties)
      .groupBy(auctionProperties.paciNumber)
      .having(sql`count(*) > 1`);
    expect(repeated.length).toBeGreaterThan(0);
  });

  it('stores a PDF property file for the recent and coming sessions', async () => {
    const [withFile] = await database.db
      .select({ key: auctionProperties.fileKey })
      .from(auctionProperties)
      .where(isNotNull(auctionProperties.fileKey))
      .limit(1);
    const file = await storage().get(withFile!.key!);
    expect(file?.mimeType).toBe('application/pdf');
    expect(file!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('does nothing when run again', async () => {
    expect(await seedDemoAuctions(database.db, { now })).toBe(0);
  });
});
