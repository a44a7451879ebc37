import { and, asc, desc, eq } from 'drizzle-orm';
import { kuwaitDate, kuwaitDayStart } from '@/lib/kuwait-time';
import { memberName } from '@/lib/member-name';
import type { PackagePrice, PackagePriceInput, PackagePriceListRow } from '@/lib/schemas/package-prices';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { packagePrices, packages } from '../../db/schema/payments';
import { now as clockNow } from '../../lib/clock';
import { ApiError } from '../../lib/errors';
import { recordAudit } from '../staff/audit-log';
import { forgetCatalogue } from './catalogue';

type PriceRow = typeof packagePrices.$inferSelect;

const auditPrice = (row: PriceRow) => ({
  priceFils: row.priceFils,
  effectiveFrom: row.effectiveFrom.toISOString(),
  source: row.source,
});

/** Every package, retired ones too, in the catalogue's order, each with all its prices and the one in effect now. */
export async function listPackagePrices(now = clockNow()): Promise<PackagePriceListRow[]> {
  const [rows, prices] = await Promise.all([
    db().select().from(packages).orderBy(asc(packages.screen), asc(packages.sortOrder), asc(packages.id)),
    db()
      .select({
        price: packagePrices,
        setBy: { id: members.id, firstName: members.firstName, lastName: members.lastName },
      })
      .from(packagePrices)
      .leftJoin(members, eq(members.id, packagePrices.setBy))
      .orderBy(desc(packagePrices.effectiveFrom)),
  ]);
  return rows.map((row) => {
    const own = prices.filter(({ price }) => price.packageId === row.id);
    return {
      id: row.id,
      kind: row.kind,
      screen: row.screen,
      billing: row.billing,
      nameAr: row.nameAr,
      nameEn: row.nameEn,
      active: row.active,
      currentPriceId: own.find(({ price }) => price.effectiveFrom <= now)?.price.id ?? null,
      prices: own.map(({ price, setBy }): PackagePrice => ({
        id: price.id,
        priceFils: price.priceFils,
        effectiveFrom: price.effectiveFrom.toISOString(),
        source: price.source,
        setBy: setBy && { id: setBy.id, name: memberName(setBy) },
        createdAt: price.createdAt.toISOString(),
      })),
    };
  });
}

/**
 * Sets a package's price from a Kuwait day: today applies from this moment, a later day from its start and replaces a
 * price already set for that day. A past day is refused. Written to the audit log with the price it replaces or
 * follows.
 */
export async function setPackagePrice(
  staffId: number,
  packageId: number,
  input: PackagePriceInput,
  now = clockNow(),
): Promise<void> {
  const today = kuwaitDate(now);
  if (input.from < today) throw new ApiError('VALIDATION_FAILED', { from: ['packagePrices.validation.past'] });
  const effectiveFrom = input.from === today ? now : kuwaitDayStart(input.from);
  await db().transaction(async (tx) => {
    const [pkg] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId)).for('update');
    if (!pkg) throw new ApiError('NOT_FOUND');
    const [replaced] = await tx
      .select()
      .from(packagePrices)
      .where(and(eq(packagePrices.packageId, packageId), eq(packagePrices.effectiveFrom, effectiveFrom)));
    const values = { priceFils: input.priceFils, source: input.source, setBy: staffId, createdAt: now };
    const [saved] = replaced
      ? await tx.update(packagePrices).set(values).where(eq(packagePrices.id, replaced.id)).returning()
      : await tx
          .insert(packagePrices)
          .values({ ...values, packageId, effectiveFrom })
          .returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'package.price-set',
      entityType: 'package',
      entityId: packageId,
      before: replaced ? auditPrice(replaced) : null,
      after: auditPrice(saved!),
    });
  });
  forgetCatalogue();
}

/** Withdraws a price that has not begun yet; one in effect or past is history and stays (409 `PRICE_IN_EFFECT`). */
export async function withdrawPackagePrice(
  staffId: number,
  packageId: number,
  priceId: number,
  now = clockNow(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(packagePrices)
      .where(and(eq(packagePrices.id, priceId), eq(packagePrices.packageId, packageId)))
      .for('update');
    if (!row) throw new ApiError('NOT_FOUND');
    if (row.effectiveFrom <= now) throw new ApiError('PRICE_IN_EFFECT');
    await tx.delete(packagePrices).where(eq(packagePrices.id, row.id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'package.price-withdraw',
      entityType: 'package',
      entityId: packageId,
      before: auditPrice(row),
    });
  });
  forgetCatalogue();
}
