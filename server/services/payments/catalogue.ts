import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { Banner, BannerScreen, Package, PackageBilling, PackageScreen } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { banners, packages } from '../../db/schema/payments';
import { memoize } from '../../lib/memo';

/** The catalogue changes only with the seed or the back office; a minute of staleness is fine for the lists. */
const CATALOGUE_TTL_MS = 60_000;

export type PackageRow = typeof packages.$inferSelect;

const activePackages = memoize(CATALOGUE_TTL_MS, () =>
  db()
    .select()
    .from(packages)
    .where(eq(packages.active, true))
    .orderBy(asc(packages.screen), asc(packages.sortOrder), asc(packages.id)),
);
const activeBanners = memoize(CATALOGUE_TTL_MS, () =>
  db().select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.sortOrder), asc(banners.id)),
);

/** The content desk's banner writes take effect in this process's next answer, not after the TTL. */
export const forgetBanners = () => activeBanners.clear();

export function toPackage(row: PackageRow, locale: Locale): Package {
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

/** A package that can be bought now (read fresh: an order's price must be today's). */
export async function findActivePackage(id: number): Promise<PackageRow | undefined> {
  const [row] = await db()
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.active, true)));
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
export async function cheapestDataPlan(): Promise<Pick<PackageRow, 'priceFils' | 'validityMonths'> | undefined> {
  const plans = (await activePackages()).filter((p) => p.kind === 'data-access' && p.screen === 'subscriptions');
  const cheapest = plans.reduce<PackageRow | undefined>(
    (best, p) => (!best || p.priceFils < best.priceFils ? p : best),
    undefined,
  );
  return cheapest && { priceFils: cheapest.priceFils, validityMonths: cheapest.validityMonths };
}
