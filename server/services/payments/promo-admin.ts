import { desc, eq } from 'drizzle-orm';
import { kuwaitDayEnd, kuwaitDayStart } from '@/lib/kuwait-time';
import type { PromoCodeInput, PromoCodeRow } from '@/lib/schemas/promo-codes';
import { db } from '../../db/client';
import { packages, promoCodes } from '../../db/schema/payments';
import { ApiError } from '../../lib/errors';
import { recordAudit } from '../staff/audit-log';

function selectCodes() {
  return db()
    .select({ code: promoCodes, pkg: { id: packages.id, nameAr: packages.nameAr, nameEn: packages.nameEn } })
    .from(promoCodes)
    .leftJoin(packages, eq(packages.id, promoCodes.packageId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectCodes>['execute']>>[number];

const toRow = ({ code, pkg }: Selected): PromoCodeRow => ({
  id: code.id,
  code: code.code,
  discountType: code.discountType,
  value: code.value,
  package: pkg,
  validFrom: code.validFrom.toISOString(),
  validUntil: code.validUntil.toISOString(),
  maxRedemptions: code.maxRedemptions,
  perMemberLimit: code.perMemberLimit,
  redemptions: code.redemptions,
  createdAt: code.createdAt.toISOString(),
});

/** Every promo code, the newest first, with how often each was used. */
export async function listPromoCodes(): Promise<PromoCodeRow[]> {
  return (await selectCodes().orderBy(desc(promoCodes.id))).map(toRow);
}

/** Creates a code (a code in use → 409 with the field named), written to the audit log with it. */
export async function createPromoCode(staffId: number, input: PromoCodeInput): Promise<PromoCodeRow> {
  const id = await db().transaction(async (tx) => {
    if (input.packageId !== undefined) {
      const [pkg] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, input.packageId));
      if (!pkg) throw new ApiError('VALIDATION_FAILED', { packageId: ['general.validation.required_field'] });
    }
    const [created] = await tx
      .insert(promoCodes)
      .values({
        code: input.code,
        discountType: input.discountType,
        value: input.value,
        packageId: input.packageId ?? null,
        validFrom: kuwaitDayStart(input.validFrom),
        validUntil: kuwaitDayEnd(input.validUntil),
        maxRedemptions: input.maxRedemptions ?? null,
        perMemberLimit: input.perMemberLimit,
      })
      .onConflictDoNothing()
      .returning({ id: promoCodes.id });
    if (!created) throw new ApiError('CONFLICT', { code: ['promoCodes.validation.taken'] });
    await recordAudit(tx, {
      actorId: staffId,
      action: 'promo-code.create',
      entityType: 'promo-code',
      entityId: created.id,
      after: { ...input },
    });
    return created.id;
  });
  const [row] = await selectCodes().where(eq(promoCodes.id, id));
  return toRow(row!);
}

/** Ends a code now (one already over is left as it was); orders already holding it keep their price. */
export async function endPromoCode(staffId: number, id: number, now = new Date()): Promise<PromoCodeRow> {
  await db().transaction(async (tx) => {
    const [code] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!code) throw new ApiError('NOT_FOUND');
    if (code.validUntil <= now) return;
    await tx.update(promoCodes).set({ validUntil: now }).where(eq(promoCodes.id, id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'promo-code.end',
      entityType: 'promo-code',
      entityId: id,
      before: { validUntil: code.validUntil.toISOString() },
      after: { validUntil: now.toISOString() },
      at: now,
    });
  });
  const [row] = await selectCodes().where(eq(promoCodes.id, id));
  return toRow(row!);
}
