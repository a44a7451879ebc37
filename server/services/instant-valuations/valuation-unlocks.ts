import { and, eq, inArray } from 'drizzle-orm';
import { db } from '../../db/client';
import { instantValuations } from '../../db/schema/instant-valuations';
import { valuationUnlocks } from '../../db/schema/payments';
import { ApiError } from '../../lib/errors';
import { hasFullDealAccess } from '../deals/data-access';
import type { Member } from '../members/members';
import { lockMemberBalance, spendCredits } from '../payments/ledger';

/** Of these estimates, the ones whose detailed report the member has unlocked. */
export async function unlockedValuations(memberId: number, valuationIds: string[]): Promise<Set<string>> {
  if (valuationIds.length === 0) return new Set();
  const rows = await db()
    .select({ id: valuationUnlocks.valuationId })
    .from(valuationUnlocks)
    .where(and(eq(valuationUnlocks.memberId, memberId), inArray(valuationUnlocks.valuationId, valuationIds)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Opens an estimate's detailed report (comparables and the area's trend) to the member for one map-valuation credit
 * of their own balance. A second unlock of the same estimate, and a racing one, spend nothing (the unlock's primary
 * key); subscribers see every report already and spend nothing. Answers whether a credit was spent.
 */
export async function unlockValuation(
  member: Member,
  valuationId: string,
  now = new Date(),
): Promise<{ spent: boolean }> {
  const [valuation] = await db()
    .select({ id: instantValuations.id })
    .from(instantValuations)
    .where(eq(instantValuations.id, valuationId));
  if (!valuation) throw new ApiError('NOT_FOUND');
  if (await hasFullDealAccess(member)) return { spent: false };
  return db().transaction(async (tx) => {
    // Under the member's lock, a racing unlock of the same estimate waits here and then finds this one's row.
    await lockMemberBalance(tx, member.id);
    const [existing] = await tx
      .select({ id: valuationUnlocks.entryId })
      .from(valuationUnlocks)
      .where(and(eq(valuationUnlocks.memberId, member.id), eq(valuationUnlocks.valuationId, valuationId)));
    if (existing) return { spent: false };
    const [entry] = await spendCredits(
      { memberId: member.id, kind: 'map-valuation', quantity: 1, note: `valuation ${valuationId}`, now },
      tx,
    );
    const inserted = await tx
      .insert(valuationUnlocks)
      .values({ memberId: member.id, valuationId, entryId: entry!.id })
      .onConflictDoNothing()
      .returning({ id: valuationUnlocks.entryId });
    // Cannot happen under the lock; if it ever did, the spending rolls back with this error.
    if (inserted.length === 0) throw new ApiError('CONFLICT');
    return { spent: true };
  });
}
