import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adStatus, dealTypes } from '../../../lib/constants';
import { openDatabase, type Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { members } from '../../db/schema/accounts';
import { adMedia, ads } from '../../db/schema/ads';
import { propertyCategories, propertyTypes } from '../../db/schema/reference';
import { storage } from '../../providers/storage/registry';
import { seedDemoData, seedReferenceData } from '../seed';
import { demoAppraisalPhones } from '../appraisal/appraiser-members';
import { demoPhones } from './owners';
import { officeAreas } from '../../db/schema/offices';
import { seedDemoPhotos, variantKey } from './photos';
import { demoTrustCounts } from './trust';

let first: Database;
let second: Database;

async function fresh(): Promise<Database> {
  const database = openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  return database;
}

async function firstAds(database: Database) {
  return database.db
    .select({
      title: ads.title,
      titleEn: ads.titleEn,
      priceFils: ads.priceFils,
      dealTypeId: ads.dealTypeId,
      areaId: ads.areaId,
      propertyTypeId: ads.propertyTypeId,
    })
    .from(ads)
    .orderBy(asc(ads.id))
    .limit(20);
}

beforeAll(async () => {
  first = await fresh();
  await seedDemoData(first.db);
  second = await fresh();
  await seedDemoData(second.db);
}, 300_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('seedDemoData', () => {
  it('inserts at least 3,000 ads over all five deal types', async () => {
    const rows = await first.db
      .select({ dealTypeId: ads.dealTypeId, value: count() })
      .from(ads)
      .groupBy(ads.dealTypeId);
    const total = rows.reduce((sum, row) => sum + row.value, 0);
    expect(total).toBeGreaterThanOrEqual(3000);
    expect(rows.map((row) => row.dealTypeId).sort()).toEqual(Object.values(dealTypes).sort());
    console.info('ads per deal type', Object.fromEntries(rows.map((row) => [row.dealTypeId, row.value])));
  });

  it('inserts the demo members: users, licensed brokers and their marketeers', async () => {
    const rows = await first.db.select().from(members).where(inArray(members.phone, demoPhones));
    expect(rows).toHaveLength(demoPhones.length);
    const brokers = rows.filter((row) => row.brokerType === 'licensed');
    const marketeers = rows.filter((row) => row.brokerType === 'marketeer');
    expect(brokers).toHaveLength(9);
    expect(brokers.filter((b) => b.licenceStatus === 'verified')).toHaveLength(7);
    expect(marketeers).toHaveLength(8);
    for (const marketeer of marketeers) expect(brokers.map((b) => b.id)).toContain(marketeer.officeId);
    expect(marketeers.filter((m) => m.officeStatus === 'pending').map((m) => m.phone)).toEqual(['66650118']);
    for (const row of rows) expect(row.phone).toMatch(/^[569]\d{7}$/);
  });

  it('gives the offices their public pages (areas, about, logo) and the late-joining offices and marketeers live ads', async () => {
    const offices = await first.db
      .select()
      .from(members)
      .where(and(inArray(members.phone, demoPhones), eq(members.brokerType, 'licensed')));
    for (const office of offices)
      expect(office).toMatchObject({
        about: expect.any(String),
        avatarKey: expect.any(String),
        licenceDocumentId: expect.any(Number),
      });
    const areaCounts = await first.db
      .select({ memberId: officeAreas.memberId })
      .from(officeAreas)
      .where(
        inArray(
          officeAreas.memberId,
          offices.map((o) => o.id),
        ),
      );
    expect(new Set(areaCounts.map((r) => r.memberId)).size).toBe(offices.length);
    for (const phone of ['96650105', '96650107', '66650114', '66650118']) {
      const [owner] = await first.db.select({ id: members.id }).from(members).where(eq(members.phone, phone));
      const owned = await first.db.select({ id: ads.id }).from(ads).where(eq(ads.ownerId, owner!.id));
      expect(owned.length).toBeGreaterThan(0);
    }
  });

  it('gives every ad a property type whose category allows its deal type', async () => {
    const rows = await first.db
      .select({
        dealTypeId: ads.dealTypeId,
        categoryId: ads.categoryId,
        typeCategoryId: propertyTypes.categoryId,
        dealTypeIds: propertyCategories.dealTypeIds,
      })
      .from(ads)
      .innerJoin(propertyTypes, eq(propertyTypes.id, ads.propertyTypeId))
      .innerJoin(propertyCategories, eq(propertyCategories.id, propertyTypes.categoryId));
    expect(rows.length).toBeGreaterThanOrEqual(3000);
    for (const row of rows) {
      expect(row.typeCategoryId).toBe(row.categoryId);
      expect(row.dealTypeIds).toContain(row.dealTypeId);
    }
  });

  it('stores prices as positive integer fils or null, with a few not announced', async () => {
    const rows = await first.db.select({ priceFils: ads.priceFils }).from(ads);
    let missing = 0;
    for (const { priceFils } of rows) {
      if (priceFils === null) missing++;
      else {
        expect(Number.isInteger(priceFils)).toBe(true);
        expect(priceFils).toBeGreaterThan(0);
      }
    }
    expect(missing).toBeGreaterThan(0);
    expect(missing / rows.length).toBeLessThan(0.15);
  });

  it('has special, featured, expired, pending and rejected ads with consistent dates', async () => {
    const rows = await first.db
      .select({
        adType: ads.adType,
        isFeatured: ads.isFeatured,
        status: ads.status,
        publishedAt: ads.publishedAt,
        expiresAt: ads.expiresAt,
      })
      .from(ads);
    const now = Date.now();
    expect(rows.some((row) => row.adType === 'special')).toBe(true);
    expect(rows.some((row) => row.isFeatured)).toBe(true);
    for (const status of Object.values(adStatus)) expect(rows.some((row) => row.status === status)).toBe(true);
    for (const row of rows.filter((r) => r.status === adStatus.expired))
      expect(row.expiresAt!.getTime()).toBeLessThan(now);
    for (const row of rows.filter((r) => r.status === adStatus.approved)) {
      expect(row.expiresAt!.getTime() - row.publishedAt!.getTime()).toBe(60 * 86_400_000);
      expect(row.publishedAt!.getTime()).toBeLessThanOrEqual(now);
    }
  });

  it('gives every offer one to six photos that exist in storage with their variants, and wanted ads none', async () => {
    const perAd = await first.db
      .select({ adId: ads.id, dealTypeId: ads.dealTypeId, value: count(adMedia.id) })
      .from(ads)
      .leftJoin(adMedia, eq(adMedia.adId, ads.id))
      .groupBy(ads.id);
    const wanted = new Set<number>([dealTypes['wanted-for-rent'], dealTypes['wanted-for-sale']]);
    expect(perAd.some((row) => wanted.has(row.dealTypeId))).toBe(true);
    for (const row of perAd) {
      if (wanted.has(row.dealTypeId)) expect(row.value).toBe(0);
      else {
        expect(row.value).toBeGreaterThanOrEqual(1);
        expect(row.value).toBeLessThanOrEqual(6);
      }
    }
    const keys = await first.db.selectDistinct({ key: adMedia.storageKey }).from(adMedia);
    for (const { key } of keys) {
      for (const width of [1280, 640, 320]) {
        const file = await storage().get(variantKey(key, width));
        expect(file?.mimeType).toBe('image/webp');
      }
    }
  });

  it('shows each property type a picture of its kind, and neighbours in a list different ones', async () => {
    const sceneOf = new Map((await seedDemoPhotos()).map((photo) => [photo.key, photo.scene]));
    const covers = await first.db
      .select({ dealTypeId: ads.dealTypeId, slug: propertyTypes.slug, key: adMedia.storageKey })
      .from(ads)
      .innerJoin(propertyTypes, eq(propertyTypes.id, ads.propertyTypeId))
      .innerJoin(adMedia, and(eq(adMedia.adId, ads.id), eq(adMedia.sort, 0)))
      .where(and(eq(ads.status, adStatus.approved), eq(ads.adType, 'regular')))
      .orderBy(desc(ads.publishedAt), desc(ads.id));
    const expected: Record<string, string> = {
      apartment: 'apartment',
      villa: 'villa',
      house: 'house',
      'residential-land': 'land',
      shop: 'shop',
      office: 'office',
      warehouse: 'warehouse',
      chalet: 'chalet',
    };
    for (const [slug, scene] of Object.entries(expected)) {
      const ofType = covers.filter((cover) => cover.slug === slug);
      expect(ofType.length, slug).toBeGreaterThan(0);
      for (const cover of ofType) expect(sceneOf.get(cover.key), slug).toBe(scene);
    }
    const rentals = covers.filter((cover) => cover.dealTypeId === dealTypes.rent);
    for (let i = 1; i < rentals.length; i++) expect(rentals[i]!.key).not.toBe(rentals[i - 1]!.key);
  });

  it('writes most ads in English too, in English letters', async () => {
    const rows = await first.db.select({ titleEn: ads.titleEn, descriptionEn: ads.descriptionEn }).from(ads);
    const english = rows.filter((row) => row.titleEn !== null);
    expect(english.length / rows.length).toBeGreaterThan(0.75);
    expect(english.length).toBeLessThan(rows.length);
    for (const row of english) {
      expect(row.descriptionEn).toBeTruthy();
      expect(`${row.titleEn} ${row.descriptionEn}`).not.toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('fills the search text with normalized title and area names', async () => {
    const [row] = await first.db
      .select({ searchText: ads.searchText })
      .from(ads)
      .where(sql`${ads.searchText} like '%salmiya%'`)
      .limit(1);
    expect(row?.searchText).toContain('السالميه');
  });

  it('offers a few units through two offices, verifies a few ads and leaves one request for the operator', async () => {
    const shared = await first.db
      .select({ unit: ads.unitNumber, owners: sql<number>`count(distinct ${ads.ownerId})`.mapWith(Number) })
      .from(ads)
      .where(and(isNotNull(ads.unitNumber), eq(ads.status, adStatus.approved)))
      .groupBy(ads.unitNumber);
    expect(shared.filter((unit) => unit.owners >= 2).length).toBeGreaterThanOrEqual(3);
    expect(await demoTrustCounts(first.db)).toEqual({ verified: 6, pending: 1 });
    const [verifiedAds] = await first.db
      .select({ value: count() })
      .from(ads)
      .where(and(isNotNull(ads.verifiedAt), eq(ads.status, adStatus.approved)));
    expect(verifiedAds?.value).toBe(6);
    expect(await demoTrustCounts(second.db)).toEqual(await demoTrustCounts(first.db));
  });

  it('changes nothing when run again', async () => {
    const [before] = await first.db.select({ ads: count() }).from(ads);
    const [mediaBefore] = await first.db.select({ value: count() }).from(adMedia);
    const result = await seedDemoData(first.db);
    expect(result.ads).toBe(0);
    const [after] = await first.db.select({ ads: count() }).from(ads);
    const [mediaAfter] = await first.db.select({ value: count() }).from(adMedia);
    expect(after).toEqual(before);
    expect(mediaAfter).toEqual(mediaBefore);
    const [memberCount] = await first.db.select({ value: count() }).from(members);
    expect(memberCount!.value).toBe(demoPhones.length + demoAppraisalPhones.length);
  });

  it('produces the same ads in two fresh databases', async () => {
    expect(await firstAds(second)).toEqual(await firstAds(first));
  });
});
