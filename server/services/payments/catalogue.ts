import { and, asc, desc, eq, getTableColumns, isNotNull, lte, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { Banner, BannerScreen, Package, PackageBilling, PackageScreen } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { banners, packagePrices, packages } from '../../db/schema/payments';
import { now as clockNow } from '../../lib/clock';
import { memoize } from '../../lib/memo';

/**
 * The catalogue changes only with the seed or the back office; a minute of staleness is fine for the lists. Prices are
 * picked at each call from the memoized schedule, so a price set for a day begins on the lists at that day's start.
 */
const CATALOGUE_TTL_MS = 60_000;

export type PackageRow = typeof packages.$inferSelect;
/** A package with the price in effect when it was read. */
export type PricedPackage = PackageRow & { priceFils: number };

/**
 * The price of the selected package in effect at `at`: the latest price that has begun (null before its first). The
 * package's id is written qualified: drizzle writes a one-table select's columns bare, which inside this subquery
 * would name the price's own id.
 */
export const packagePriceAt = (at: Date) =>
  sql<number>`(select p.price_fils from package_prices p where p.package_id = "packages"."id" and p.effective_from <= ${at} order by p.effective_from desc limit 1)`.mapWith(
    Number,
  );

/** The price of one package in effect at `at`. */
export async function packagePriceOn(packageId: number, at: Date): Promise<number | undefined> {
  const [row] = await db()
    .select({ priceFils: packagePrices.priceFils })
    .from(packagePrices)
    .where(and(eq(packagePrices.packageId, packageId), lte(packagePrices.effectiveFrom, at)))
    .orderBy(desc(packagePrices.effectiveFrom))
    .limit(1);
  return row?.priceFils;
}

const activeCatalogue = memoize(CATALOGUE_TTL_MS, async () => {
  const [rows, prices] = await Promise.all([
    db()
      .select()
      .from(packages)
      .where(eq(packages.active, true))
      .orderBy(asc(packages.screen), asc(packages.sortOrder), asc(packages.id)),
    db().select().from(packagePrices).orderBy(desc(packagePrices.effectiveFrom)),
  ]);
  return rows.map((row) => ({ row, prices: prices.filter((price) => price.packageId === row.id) }));
});

/** After a price is set or withdrawn: this process's lists read the schedule again (others within the minute). */
export const forgetCatalogue = () => activeCatalogue.clear();

/** The active packages with the price in effect now; a package whose first price has not begun is not for sale yet. */
async function activePackages(): Promise<PricedPackage[]> {
  const at = clockNow();
  return (await activeCatalogue()).flatMap(({ row, prices }) => {
    const price = prices.find((p) => p.effectiveFrom <= at);
    return price ? [{ ...row, priceFils: price.priceFils }] : [];
  });
}
const activeBanners = memoize(CATALOGUE_TTL_MS, () =>
  db().select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.sortOrder), asc(banners.id)),
);

/** The content desk's banner writes take effect in this process's next answer, not after the TTL. */
export const forgetBanners = () => activeBanners.clear();

export function toPackage(row: PricedPackage, locale: Locale): Package {
  return {
    id: row.id,
    kind: row.kind,
    screen: row.screen,
    billing: row.billing,
    name: locale === 'ar' ? row.nameAr : row.nameEn,
    description: locale === 'ar' ? row.descriptionAr : row.descriptionEn,
    priceFils: row.priceFils,
    quantity: row.quantity,
    validityMonths: row.validityMonths,
    officesOnly: row.officesOnly,
  };
}

/** Active packages, optionally of one screen and billing, in the catalogue's order. */
export async function listPackages(
  filter: { screen?: PackageScreen; billing?: PackageBilling },
  locale: Locale,
): Promise<Package[]> {
  const rows = await activePackages();
  return rows
    .filter((p) => (!filter.screen || p.screen === filter.screen) && (!filter.billing || p.billing === filter.billing))
    .map((p) => toPackage(p, locale));
}

/** A package that can be bought now, at the price in effect now (read fresh: an order's price must be today's). */
export async function findActivePackage(id: number): Promise<PricedPackage | undefined> {
  const price = packagePriceAt(clockNow());
  const [row] = await db()
    .select({ ...getTableColumns(packages), priceFils: price })
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.active, true), isNotNull(price)));
  return row;
}

export async function listBanners(screen: BannerScreen, locale: Locale): Promise<Banner[]> {
  const rows = await activeBanners();
  return rows
    .filter((b) => b.screen === screen)
    .map((b) => ({
      id: b.id,
      screen: b.screen,
      title: locale === 'ar' ? b.titleAr : b.titleEn,
      body: locale === 'ar' ? b.bodyAr : b.bodyEn,
      linkPath: b.linkPath,
    }));
}

/** The data plan an offer to subscribe quotes: the cheapest, so "from 10.000 KWD a month" holds for every plan. */
export async function cheapestDataPlan(): Promise<Pick<PricedPackage, 'priceFils' | 'validityMonths'> | undefined> {
  const plans = (await activePackages()).filter((p) => p.kind === 'data-access' && p.screen === 'subscriptions');
  const cheapest = plans.reduce<PricedPackage | undefined>(
    (best, p) => (!best || p.priceFils < best.priceFils ? p : best),
    undefined,
  );
  return cheapest && { priceFils: cheapest.priceFils, validityMonths: cheapest.validityMonths };
}
