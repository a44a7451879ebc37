import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { valuationSettings } from '../db/schema/construction';
import { areas, governorates, propertyCategories, propertyTypes, seoConfigs } from '../db/schema/reference';
import { referenceTables, seedIfEmpty, seedReferenceData } from './seed';

const kuwait = { minLatitude: 28.5, maxLatitude: 30.1, minLongitude: 46.5, maxLongitude: 48.45 };

let database: Database;
let seededWhenEmpty: boolean;
let seededWhenFull: boolean;

async function snapshot() {
  const tables: Record<string, unknown[]> = {};
  for (const { name, table, key } of referenceTables)
    tables[name] = await database.db.select().from(table).orderBy(asc(key));
  return tables;
}

beforeAll(async () => {
  database = openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  seededWhenEmpty = await seedIfEmpty(database.db);
  seededWhenFull = await seedIfEmpty(database.db);
  // The whole demo marketplace is seeded here: about 15 s alone, several times that beside other test files.
}, 300_000);

afterAll(async () => {
  await database.close();
});

describe('seedReferenceData', () => {
  it('seeds an empty database once and reports it', () => {
    expect(seededWhenEmpty).toBe(true);
    expect(seededWhenFull).toBe(false);
  });

  it('leaves every row unchanged when run again', async () => {
    const before = await snapshot();
    await seedReferenceData(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('adds the rows a release brings to a database seeded before it, and leaves edited rows as they are', async () => {
    await database.db.delete(valuationSettings).where(eq(valuationSettings.key, 'building-life'));
    await database.db
      .update(valuationSettings)
      .set({ value: 300 })
      .where(eq(valuationSettings.key, 'cbk-discount-rate'));
    expect(await seedIfEmpty(database.db)).toBe(false);
    const settings = await database.db.select().from(valuationSettings);
    expect(settings.find((row) => row.key === 'building-life')?.value).toBe(40);
    expect(settings.find((row) => row.key === 'cbk-discount-rate')?.value).toBe(300);
    await seedReferenceData(database.db);
  });

  it('writes every data row', async () => {
    const tables = await snapshot();
    for (const { name, rows } of referenceTables) expect(tables[name], name).toHaveLength(rows.length);
  });

  it('has the six governorates', async () => {
    const rows = await database.db.select().from(governorates).orderBy(asc(governorates.id));
    expect(rows.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.map((g) => g.nameAr)).toEqual(['العاصمة', 'حولي', 'الفروانية', 'مبارك الكبير', 'الأحمدي', 'الجهراء']);
  });

  it('has at least 110 named areas inside Kuwait, each in an existing governorate', async () => {
    const rows = await database.db.select().from(areas);
    const governorateIds = new Set(
      (await database.db.select({ id: governorates.id }).from(governorates)).map((g) => g.id),
    );
    expect(rows.length).toBeGreaterThanOrEqual(110);
    for (const area of rows) {
      expect(governorateIds.has(area.governorateId), area.slug).toBe(true);
      expect(area.nameAr, area.slug).toMatch(/^[\u0600-\u06ff ]+$/);
      expect(area.nameEn, area.slug).toMatch(/^[A-Za-z][A-Za-z' -]+$/);
      expect(area.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(area.latitude, area.slug).toBeGreaterThanOrEqual(kuwait.minLatitude);
      expect(area.latitude, area.slug).toBeLessThanOrEqual(kuwait.maxLatitude);
      expect(area.longitude, area.slug).toBeGreaterThanOrEqual(kuwait.minLongitude);
      expect(area.longitude, area.slug).toBeLessThanOrEqual(kuwait.maxLongitude);
      expect(area.aliases.length, area.slug).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((a) => a.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((a) => a.nameAr)).size).toBe(rows.length);
    expect(new Set(rows.map((a) => a.kind))).toEqual(
      new Set(['residential', 'investment', 'commercial', 'industrial', 'agricultural', 'coastal']),
    );
  });

  it('gives every category property types and valid deal types', async () => {
    const categories = await database.db.select().from(propertyCategories);
    const types = await database.db.select().from(propertyTypes);
    for (const category of categories) {
      expect(
        types.some((t) => t.categoryId === category.id),
        category.slug,
      ).toBe(true);
      expect(
        category.dealTypeIds.every((id) => id >= 1 && id <= 5),
        category.slug,
      ).toBe(true);
    }
  });

  it.each([
    'homepage',
    'about-us',
    'auctions',
    'auctions-property',
    'ive',
    'rent-residential',
    'rent-investment',
    'rent-literal',
    'rent-commercial',
    'rent-industrial',
  ])('has a complete SEO config for %s', async (screen) => {
    const [row] = await database.db.select().from(seoConfigs).where(eq(seoConfigs.screen, screen));
    expect(row).toBeDefined();
    for (const [column, value] of Object.entries(row!)) {
      expect(value, column).not.toBeNull();
      if (typeof value === 'string') expect(value.trim(), column).not.toBe('');
    }
    expect(row!.titleAr).toMatch(/[\u0600-\u06ff]/);
    expect(row!.titleEn).toMatch(/[A-Za-z]/);
    expect(row!.canonicalUrl).toMatch(/^\//);
    expect(row!.schemaData).toMatchObject({ '@context': 'https://schema.org' });
  });
});
