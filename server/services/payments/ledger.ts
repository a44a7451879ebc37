import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { balanceKinds, type BalanceKind, type Balances } from '@/lib/schemas/payments';
import { db, type Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { balanceEntries } from '../../db/schema/payments';
import { ApiError } from '../../lib/errors';
import { now as clockNow } from '../../lib/clock';
import { logger } from '../../logger';
import type { PackageRow } from './catalogue';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
export type BalanceEntry = typeof balanceEntries.$inferSelect;

/** A credit row with what is left of it: its quantity plus the (negative) rows that name it. */
export interface Lot {
  id: number;
  kind: BalanceKind;
  quantity: number;
  remaining: number;
  expiresAt: Date;
  packageId: number | null;
  /** The charge that bought it; null for a grant. */
  transactionId: number | null;
  reason: BalanceEntry['reason'];
  createdAt: Date;
}

/** Every balance change of a member goes through the member's row lock, so two uses never spend one credit twice. */
export async function lockMemberBalance(tx: Tx, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export function lotsFrom(rows: BalanceEntry[]): Lot[] {
  const taken = new Map<number, number>();
  for (const row of rows) if (row.lotId !== null) taken.set(row.lotId, (taken.get(row.lotId) ?? 0) + row.quantity);
  return rows
    .filter((row) => row.lotId === null)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      quantity: row.quantity,
      remaining: row.quantity + (taken.get(row.id) ?? 0),
      expiresAt: row.expiresAt!,
      packageId: row.packageId,
      transactionId: row.transactionId,
      reason: row.reason,
      createdAt: row.createdAt,
    }));
}

/** The balance of each kind: the sum of the rows of every lot that has not expired at `now`. */
export function balancesFrom(rows: BalanceEntry[], now: Date): Balances {
  const expiry = new Map(rows.filter((r) => r.lotId === null).map((r) => [r.id, r.expiresAt!.getTime()]));
  const balances = Object.fromEntries(balanceKinds.map((kind) => [kind, 0])) as Balances;
  for (const row of rows) {
    const lotExpiry = expiry.get(row.lotId ?? row.id);
    if (lotExpiry !== undefined && lotExpiry > now.getTime()) balances[row.kind] += row.quantity;
  }
  return balances;
}

export async function ledgerRows(
  memberId: number,
  executor: Executor = db(),
  kinds?: BalanceKind[],
): Promise<BalanceEntry[]> {
  return executor
    .select()
    .from(balanceEntries)
    .where(
      kinds
        ? and(eq(balanceEntries.memberId, memberId), inArray(balanceEntries.kind, kinds))
        : eq(balanceEntries.memberId, memberId),
    )
    .orderBy(balanceEntries.id);
}

export async function memberBalances(memberId: number, now = new Date()): Promise<Balances> {
  return balancesFrom(await ledgerRows(memberId), now);
}

const addMonths = (from: Date, months: number) => {
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + months);
  return to;
};

/**
 * Credits a paid package inside the caller's transaction; a second call for the same charge inserts nothing (the
 * unique purchase index), and answers false. Months of data access start when the access already bought ends.
 */
export async function creditPurchase(
  tx: Tx,
  input: { memberId: number; pkg: PackageRow; transactionId: number; now: Date },
): Promise<boolean> {
  await lockMemberBalance(tx, input.memberId);
  let startsAt = input.now;
  if (input.pkg.kind === 'data-access') {
    const open = lotsFrom(await ledgerRows(input.memberId, tx, ['data-access'])).filter(
      (lot) => lot.remaining > 0 && lot.expiresAt > input.now,
    );
    for (const lot of open) if (lot.expiresAt > startsAt) startsAt = lot.expiresAt;
  }
  const inserted = await tx
    .insert(balanceEntries)
    .values({
      memberId: input.memberId,
      kind: input.pkg.kind,
      quantity: input.pkg.quantity,
      reason: 'purchase',
      transactionId: input.transactionId,
      packageId: input.pkg.id,
      expiresAt: addMonths(startsAt, input.pkg.validityMonths),
      details: { startsAt: startsAt.toISOString() },
    })
    .onConflictDoNothing()
    .returning({ id: balanceEntries.id });
  return inserted.length > 0;
}

/** Credits given for free (the monthly allowance, a goodwill grant, the demo subscriber's months). */
export async function grantCredits(
  input: { memberId: number; kind: BalanceKind; quantity: number; expiresAt: Date; note: string },
  executor: Executor = db(),
): Promise<void> {
  await executor.insert(balanceEntries).values({
    memberId: input.memberId,
    kind: input.kind,
    quantity: input.quantity,
    reason: 'grant',
    expiresAt: input.expiresAt,
    note: input.note,
  });
}

/**
 * Spends `quantity` credits of a kind, from the lots that expire first; with too few it spends nothing and throws
 * INSUFFICIENT_BALANCE. Pass the caller's transaction to spend atomically with what the credit pays for.
 */
export async function spendCredits(
  input: { memberId: number; kind: BalanceKind; quantity: number; adId?: number; note?: string; now?: Date },
  outer?: Tx,
): Promise<BalanceEntry[]> {
  const run = async (tx: Tx) => {
    const now = input.now ?? new Date();
    await lockMemberBalance(tx, input.memberId);
    const open = lotsFrom(await ledgerRows(input.memberId, tx, [input.kind]))
      .filter((lot) => lot.remaining > 0 && lot.expiresAt > now)
      .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
    if (open.reduce((sum, lot) => sum + lot.remaining, 0) < input.quantity) throw new ApiError('INSUFFICIENT_BALANCE');
    const rows: Array<typeof balanceEntries.$inferInsert> = [];
    let left = input.quantity;
    for (const lot of open) {
      if (left === 0) break;
      const take = Math.min(left, lot.remaining);
      rows.push({
        memberId: input.memberId,
        kind: input.kind,
        quantity: -take,
        reason: 'use',
        lotId: lot.id,
        adId: input.adId,
        note: input.note,
      });
      left -= take;
    }
    return tx.insert(balanceEntries).values(rows).returning();
  };
  return outer ? run(outer) : db().transaction(run);
}

/**
 * Takes back what is left of a charge's credits (a refunded payment), inside the caller's transaction (the refund's
 * own); answers how many were taken.
 */
export async function refundPurchase(tx: Tx, transactionId: number, note: string): Promise<number> {
  const [purchase] = await tx
    .select()
    .from(balanceEntries)
    .where(and(eq(balanceEntries.transactionId, transactionId), eq(balanceEntries.reason, 'purchase')));
  if (!purchase) return 0;
  await lockMemberBalance(tx, purchase.memberId);
  const lot = lotsFrom(await ledgerRows(purchase.memberId, tx, [purchase.kind])).find((l) => l.id === purchase.id)!;
  if (lot.remaining <= 0) return 0;
  await tx.insert(balanceEntries).values({
    memberId: purchase.memberId,
    kind: purchase.kind,
    quantity: -lot.remaining,
    reason: 'refund',
    lotId: lot.id,
    transactionId,
    note,
  });
  return lot.remaining;
}

/** Writes an `expiry` row for what is left of every lapsed lot (once per lot); answers how many lots it closed. */
export async function expireLots(now = new Date()): Promise<number> {
  const result = (await db().execute(sql`
    select distinct lot.member_id as "memberId" from balance_entries lot
    where lot.lot_id is null and lot.expires_at <= ${now.toISOString()}::timestamptz
      and lot.quantity + coalesce((select sum(e.quantity) from balance_entries e where e.lot_id = lot.id), 0) > 0
    limit 1000`)) as { rows: Array<{ memberId: number }> };
  let closed = 0;
  for (const { memberId } of result.rows) {
    closed += await db().transaction(async (tx) => {
      await lockMemberBalance(tx, memberId);
      const lapsed = lotsFrom(await ledgerRows(memberId, tx)).filter(
        (lot) => lot.remaining > 0 && lot.expiresAt <= now,
      );
      if (lapsed.length === 0) return 0;
      const rows = lapsed.map((lot) => ({
        memberId,
        kind: lot.kind,
        quantity: -lot.remaining,
        reason: 'expiry' as const,
        lotId: lot.id,
      }));
      return (await tx.insert(balanceEntries).values(rows).onConflictDoNothing().returning({ id: balanceEntries.id }))
        .length;
    });
  }
  if (closed > 0) logger.info({ closed }, 'balance lots expired');
  return closed;
}

/**
 * The end of the member's paid data access at `at`, or null without one (the subscriber lock reads this): one query,
 * the latest expiry among the member's data-access lots that have not lapsed and still hold something (a refunded lot
 * does not). Lots bought on top of access start when it ends, so the latest expiry is where access stops.
 */
export async function dataAccessUntil(
  memberId: number,
  at = clockNow(),
  executor: Executor = db(),
): Promise<Date | null> {
  const result = (await executor.execute(sql`
    select max(lot.expires_at) as "until" from balance_entries lot
    where lot.member_id = ${memberId} and lot.kind = 'data-access' and lot.lot_id is null and lot.expires_at > ${at.toISOString()}::timestamptz
      and lot.quantity + coalesce((select sum(e.quantity) from balance_entries e where e.lot_id = lot.id), 0) > 0`)) as {
    rows: Array<{ until: string | Date | null }>;
  };
  const until = result.rows[0]?.until;
  return until ? new Date(until) : null;
}

/** The member's credit lots, newest first, for the account-balances page. */
export async function memberLots(memberId: number): Promise<Lot[]> {
  return lotsFrom(await ledgerRows(memberId)).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  );
}

export const latestEntries = (memberId: number, limit = 50) =>
  db()
    .select()
    .from(balanceEntries)
    .where(eq(balanceEntries.memberId, memberId))
    .orderBy(desc(balanceEntries.id))
    .limit(limit);
