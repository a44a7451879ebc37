import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { config } from '../config';
import type { Db } from '../db/client';
import {
  areas,
  banks,
  contentBlocks,
  disclaimers,
  faqs,
  governorates,
  headerSections,
  propertyCategories,
  propertyTypes,
  registrationReasons,
  sectors,
  seoConfigs,
} from '../db/schema/reference';
import { bankRates, constructionRates, valuationSettings } from '../db/schema/construction';
import { banners, creditSettings, packagePrices, packages, promoCodes } from '../db/schema/payments';
import { seedDemoAds } from './ads/ads';
import { seedDemoOffices } from './offices';
import { seedDemoOwners } from './ads/owners';
import { seedDemoTrust } from './ads/trust';
import { seedDemoSubscriptions } from './ads/subscriptions';
import { seedDemoTrustHistory } from './ads/trust-history';
import { seedDemoAuctions } from './market/auctions';
import { refreshAreaPriceLevels } from '../services/ads/fair-price';
import { runValuationBacktest } from '../services/instant-valuations/accuracy';
import { seedDemoDeals } from './market/deals';
import { seedDemoMemberDeals } from './market/member-deals';
import { seedDemoNews } from './market/news';
import { seedDemoPhotos } from './ads/photos';
import { seedDemoModerationWork } from './ads/moderation-work';
import { seedDemoPhotoCopies } from './ads/photo-copies';
import { backfillPhotoHashes } from '../services/photo-hashes/photo-matches';
import { areaRows } from './data/areas';
import { bankRateRows, constructionRateRows, valuationSettingRows } from './data/construction';
import { contentBlockRows, faqRows } from './data/content';
import { governorateRows } from './data/governorates';
import { bankRows, disclaimerRows, headerSectionRows, registrationReasonRows, sectorRows } from './data/lists';
import { propertyCategoryRows, propertyTypeRows } from './data/property';
import { seoConfigRows } from './data/seo';
import { trustSettingRows } from './data/trust';
import { trustSettings } from '../db/schema/ad-trust';
import { bannerRows, creditSettingRows, demoPromoCodeRows, packagePriceRows, packageRows } from './data/payments';
import { appraisalFeeRows, appraiserRows } from './data/appraisals';
import { appraisalFees, appraisers } from '../db/schema/appraisals';
import { seedDemoAppraisers } from './appraisal/appraiser-members';
import { bannedTerms, moderationSettings, rejectionReasons } from '../db/schema/moderation';
import { bannedTermRows, moderationSettingRows, rejectionReasonRows } from './data/moderation';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The seeded tables in foreign-key order, each with its conflict key and rows. */
export const referenceTables = [
  { name: 'governorates', table: governorates, key: governorates.id, rows: governorateRows },
  { name: 'areas', table: areas, key: areas.id, rows: areaRows },
  { name: 'propertyCategories', table: propertyCategories, key: propertyCategories.id, rows: propertyCategoryRows },
  { name: 'propertyTypes', table: propertyTypes, key: propertyTypes.id, rows: propertyTypeRows },
  { name: 'sectors', table: sectors, key: sectors.id, rows: sectorRows },
  {
    name: 'registrationReasons',
    table: registrationReasons,
    key: registrationReasons.id,
    rows: registrationReasonRows,
  },
  { name: 'banks', table: banks, key: banks.id, rows: bankRows },
  { name: 'bankRates', table: bankRates, key: bankRates.id, rows: bankRateRows },
  { name: 'constructionRates', table: constructionRates, key: constructionRates.id, rows: constructionRateRows },
  { name: 'valuationSettings', table: valuationSettings, key: valuationSettings.key, rows: valuationSettingRows },
  { name: 'disclaimers', table: disclaimers, key: disclaimers.id, rows: disclaimerRows },
  { name: 'headerSections', table: headerSections, key: headerSections.id, rows: headerSectionRows },
  { name: 'contentBlocks', table: contentBlocks, key: contentBlocks.key, rows: contentBlockRows },
  { name: 'faqs', table: faqs, key: faqs.id, rows: faqRows },
  { name: 'seoConfigs', table: seoConfigs, key: seoConfigs.id, rows: seoConfigRows },
  { name: 'packages', table: packages, key: packages.id, rows: packageRows },
  { name: 'creditSettings', table: creditSettings, key: creditSettings.key, rows: creditSettingRows },
  { name: 'banners', table: banners, key: banners.id, rows: bannerRows },
  { name: 'appraisers', table: appraisers, key: appraisers.id, rows: appraiserRows },
  { name: 'appraisalFees', table: appraisalFees, key: appraisalFees.id, rows: appraisalFeeRows },
  { name: 'trustSettings', table: trustSettings, key: trustSettings.key, rows: trustSettingRows },
  {
    name: 'moderationSettings',
    table: moderationSettings,
    key: moderationSettings.key,
    rows: moderationSettingRows,
  },
  { name: 'bannedTerms', table: bannedTerms, key: bannedTerms.term, rows: bannedTermRows },
  { name: 'rejectionReasons', table: rejectionReasons, key: rejectionReasons.code, rows: rejectionReasonRows },
] as const;

/** Inserts the rows, or overwrites every other column of rows whose key already exists. */
async function upsert<T extends PgTable>(tx: Tx, table: T, key: PgColumn, rows: PgInsertValue<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => column.name !== key.name)
      .map(([property, column]) => [property, sql.raw(`excluded."${column.name}"`)]),
  ) as PgUpdateSetSource<T>;
  await tx.insert(table).values(rows).onConflictDoUpdate({ target: key, set });
}

/** Writes all reference data in one transaction; running it again leaves the rows as they are. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { table, key, rows } of referenceTables) {
      await upsert(tx, table, key, rows as PgInsertValue<typeof table>[]);
    }
    await tx.insert(packagePrices).values(packagePriceRows).onConflictDoNothing();
  });
}

/**
 * Adds the reference rows a release brings (a new setting, bank or SEO screen) to a database seeded before it. Rows
 * that exist stay as they are, edited or not: rates and limits are kept up to date in the database, not by deploys.
 */
export async function seedNewReferenceRows(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { table, rows } of referenceTables) {
      if (rows.length > 0)
        await tx
          .insert(table)
          .values(rows as PgInsertValue<typeof table>[])
          .onConflictDoNothing();
    }
    await tx.insert(packagePrices).values(packagePriceRows).onConflictDoNothing();
  });
}

/** Seeds a database that has no reference data yet, or adds the reference rows it lacks; returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: governorates.id }).from(governorates).limit(1);
  if (existing) {
    await seedNewReferenceRows(db);
    // A demo database seeded before the appraisal desk gets its appraisers too (matched by phone: added once).
    if (config().APP_ENV === 'demo') await seedDemoAppraisers(db);
    return false;
  }
  await seedReferenceData(db);
  // Demo listings only for demo deployments: a production database starts without fake ads.
  if (config().APP_ENV === 'demo') await seedDemoData(db);
  return true;
}

/** Demo members, photos and ads (deterministic; a second run finds them and does nothing); returns how many ads it inserted. */
export async function seedDemoData(
  db: Db,
  options: { adCount?: number } = {},
): Promise<{ owners: number; photos: number; ads: number; deals: number; auctions: number; news: number }> {
  const owners = await seedDemoOwners(db);
  const photos = await seedDemoPhotos();
  // Members added with the offices feature take over ads (seedDemoOffices) rather than change what was drawn.
  const inserted = await seedDemoAds(db, {
    owners: owners.filter((owner) => !owner.lateJoiner),
    photos,
    count: options.adCount,
  });
  await seedDemoOffices(db, owners);
  await seedDemoTrust(db, owners);
  // The photo-copy check's hashes of the demo pictures (a few dozen files, however many ads show them).
  while ((await backfillPhotoHashes(db, 500)) > 0);
  const deals = await seedDemoDeals(db);
  // The estimator's published accuracy is there from the first start, not only after the weekly backtest.
  if (deals > 0) await runValuationBacktest(db);
  // Likewise the fair-price badges, not only after the first nightly run.
  if (deals > 0) await refreshAreaPriceLevels(db);
  // The market-data desk's work, priced against those levels.
  await seedDemoMemberDeals(db, owners);
  // Work for the moderation desk (issue 29), after the price levels its bait prices are measured against.
  await seedDemoModerationWork(db);
  await seedDemoPhotoCopies(db);
  const auctions = await seedDemoAuctions(db);
  const news = await seedDemoNews(db);
  await db.insert(promoCodes).values(demoPromoCodeRows).onConflictDoNothing();
  await seedDemoAppraisers(db);
  await seedDemoSubscriptions(db, owners);
  // After the offices took over their ads: periods on offer carry the ads' owners as they stand.
  await seedDemoTrustHistory(db);
  return { owners: owners.length, photos: photos.length, ads: inserted, deals, auctions, news };
}
