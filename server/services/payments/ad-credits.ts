import { and, eq, sql } from 'drizzle-orm';
import type { AdCreditsSummary, BalanceKind } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { accountTypes, members } from '../../db/schema/accounts';
import { balanceEntries, creditSettings } from '../../db/schema/payments';
import { ApiError } from '../../lib/errors';
import { ledgerRows, lockMemberBalance, lotsFrom, memberBalances, spendCredits, type Tx } from './ledger';

type Executor = ReturnType<typeof db> | Tx;

const KUWAIT_OFFSET_MS = 3 * 3_600_000;

/** The Kuwait calendar month of an instant (YYYY-MM) and the instant it ends (the allowance's expiry). */
export function kuwaitMonth(now: Date): { key: string; endsAt: Date } {
  const local = new Date(now.getTime() + KUWAIT_OFFSET_MS);
  const endsAt = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - KUWAIT_OFFSET_MS);
  return { key: local.toISOString().slice(0, 7), endsAt };
}

/** The free regular ads per member per month (credit_settings; 0 when the row is missing: nothing is given away by accident). */
export async function freeAdsPerMonth(executor: Executor = db()): Promise<number> {
  const [row] = await executor
    .select({ value: creditSettings.value })
    .from(creditSettings)
    .where(eq(creditSettings.key, 'free-regular-ads-per-month'));
  return row?.value ?? 0;
}

/** This month's allowance lot of a member, if it was granted (at the member's first publication of the month). */
async function allowanceLot(executor: Executor, memberId: number, now: Date) {
  const { key } = kuwaitMonth(now);
  const [grant] = await executor
    .select({ id: balanceEntries.id })
    .from(balanceEntries)
    .where(
      and(
        eq(balanceEntries.memberId, memberId),
        eq(balanceEntries.reason, 'grant'),
        sql`${balanceEntries.details} ->> 'allowance' = ${key}`,
      ),
    );
  if (!grant) return undefined;
  return lotsFrom(await ledgerRows(memberId, executor, ['regular-ad'])).find((lot) => lot.id === grant.id);
}

/** Free ads left to the member this month: the allowance before its grant, then what is left of the grant. */
export async function freeAdsLeft(
  memberId: number,
  now = new Date(),
): Promise<{ month: string; allowance: number; left: number; granted: boolean }> {
  const [allowance, lot] = await Promise.all([freeAdsPerMonth(), allowanceLot(db(), memberId, now)]);
  return {
    month: kuwaitMonth(now).key,
    allowance,
    left: lot ? Math.max(lot.remaining, 0) : allowance,
    granted: lot !== undefined,
  };
}

/** Grants this month's allowance once (the unique index keeps a racing grant out); answers its lot. Call under the member's lock. */
async function grantAllowance(tx: Tx, memberId: number, now: Date) {
  const existing = await allowanceLot(tx, memberId, now);
  if (existing) return existing;
  const quantity = await freeAdsPerMonth(tx);
  if (quantity <= 0) return undefined;
  const { key, endsAt } = kuwaitMonth(now);
  await tx
    .insert(balanceEntries)
    .values({
      memberId,
      kind: 'regular-ad',
      quantity,
      reason: 'grant',
      expiresAt: endsAt,
      note: `free ads ${key}`,
      details: { allowance: key },
    })
    .onConflictDoNothing();
  return allowanceLot(tx, memberId, now);
}

export type ListingPayer = { source: 'allowance' | 'regular-ad' | 'broker-ad'; memberId: number };

/** Whose balance of which kind pays for a publisher's ads after the allowance, in the order they are tried. */
async function listingPayers(
  tx: Executor,
  publisherId: number,
): Promise<Array<{ memberId: number; kind: BalanceKind }>> {
  const [publisher] = await tx
    .select({ accountType: members.accountType, officeId: members.officeId, officeStatus: members.officeStatus })
    .from(members)
    .where(eq(members.id, publisherId));
  if (!publisher) throw new ApiError('NOT_FOUND');
  const own = { memberId: publisherId, kind: 'regular-ad' as const };
  // A marketeer (an office/broker account too, spec §6) works for an office once it accepted them: its broker-ad
  // balance when it allows it. A marketeer still waiting for the office pays like anybody else.
  if (publisher.officeId !== null && publisher.officeId !== publisherId) {
    if (publisher.officeStatus !== 'accepted') return [own];
    const [office] = await tx
      .select({ allows: members.allowMarketeerBrokerAds })
      .from(members)
      .where(
        and(
          eq(members.id, publisher.officeId),
          eq(members.accountType, accountTypes.office),
          sql`${members.deletedAt} is null`,
        ),
      );
    return office?.allows ? [{ memberId: publisher.officeId, kind: 'broker-ad' }, own] : [own];
  }
  // An office's ads are its broker ads; its own regular credits, if it bought any, come after.
  if (publisher.accountType === accountTypes.office) return [{ memberId: publisherId, kind: 'broker-ad' }, own];
  return [own];
}

/**
 * Pays for one listing period of an ad inside the caller's transaction (the one that makes the ad live): the
 * publisher's free allowance of the month first, then the payers in order; with nothing left anywhere it throws
 * INSUFFICIENT_BALANCE and the caller's transaction (and the ad's change) rolls back.
 */
export async function payForListing(
  tx: Tx,
  input: { publisherId: number; adId: number; now: Date },
): Promise<ListingPayer> {
  await lockMemberBalance(tx, input.publisherId);
  const allowance = await grantAllowance(tx, input.publisherId, input.now);
  if (allowance && allowance.remaining > 0) {
    await tx.insert(balanceEntries).values({
      memberId: input.publisherId,
      kind: 'regular-ad',
      quantity: -1,
      reason: 'use',
      lotId: allowance.id,
      adId: input.adId,
      note: 'free ad',
    });
    return { source: 'allowance', memberId: input.publisherId };
  }
  for (const payer of await listingPayers(tx, input.publisherId)) {
    try {
      await spendCredits(
        {
          memberId: payer.memberId,
          kind: payer.kind,
          quantity: 1,
          adId: input.adId,
          note: payer.memberId === input.publisherId ? 'ad' : `ad by member ${input.publisherId}`,
          now: input.now,
        },
        tx,
      );
      return { source: payer.kind === 'broker-ad' ? 'broker-ad' : 'regular-ad', memberId: payer.memberId };
    } catch (err) {
      // spendCredits refuses before writing anything: the next payer can be tried in the same transaction.
      if (!(err instanceof ApiError && err.code === 'INSUFFICIENT_BALANCE')) throw err;
    }
  }
  throw new ApiError('INSUFFICIENT_BALANCE');
}

/** What the member's next ads will spend, for the "my ads" page and `GET /v1/members/my-balance`. */
export async function adCreditsSummary(memberId: number, now = new Date()): Promise<AdCreditsSummary> {
  const [{ granted, ...freeAds }, own, payers] = await Promise.all([
    freeAdsLeft(memberId, now),
    memberBalances(memberId, now),
    listingPayers(db(), memberId),
  ]);
  const broker = payers.find((payer) => payer.kind === 'broker-ad');
  const brokerBalance = broker
    ? broker.memberId === memberId
      ? own['broker-ad']
      : (await memberBalances(broker.memberId, now))['broker-ad']
    : null;
  return {
    freeAds,
    // The allowance's lot is part of the regular balance once granted: counted once, as free ads.
    regular: own['regular-ad'] - (granted ? freeAds.left : 0),
    special: own['special-ad'],
    broker: brokerBalance,
    rules: !broker ? 'own' : broker.memberId === memberId ? 'office' : 'marketeer',
  };
}
