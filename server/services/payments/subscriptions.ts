import { eq, sql } from 'drizzle-orm';
import type { SubscriptionState } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { dataSubscriptions, packages } from '../../db/schema/payments';
import { ApiError } from '../../lib/errors';
import { now as clockNow } from '../../lib/clock';
import type { SavedCard } from '../../providers/payments/payment-gateway';
import { findActivePackage, packagePriceAt, type PackageRow } from './catalogue';
import { dataAccessUntil, type Tx } from './ledger';

export type DataSubscription = typeof dataSubscriptions.$inferSelect;

export async function findSubscription(
  memberId: number,
  executor: Tx | ReturnType<typeof db> = db(),
): Promise<DataSubscription | undefined> {
  const [row] = await executor.select().from(dataSubscriptions).where(eq(dataSubscriptions.memberId, memberId));
  return row;
}

/**
 * Spec §4's states, read at `at`: `active` while paid access lasts and the member has not cancelled, `cancelled`
 * while access lasts after a cancellation (the features stay until the paid period ends), `inactive` once it ended
 * or before any. Access is the ledger's: nothing here is switched off by a job, so the lock and the page never disagree.
 */
export async function subscriptionState(memberId: number, at = clockNow()): Promise<SubscriptionState> {
  const [row, until] = await Promise.all([
    db()
      .select({
        sub: dataSubscriptions,
        plan: { id: packages.id, nameAr: packages.nameAr, nameEn: packages.nameEn, priceFils: packagePriceAt(at) },
      })
      .from(dataSubscriptions)
      .innerJoin(packages, eq(packages.id, dataSubscriptions.packageId))
      .where(eq(dataSubscriptions.memberId, memberId))
      .then((rows) => rows[0]),
    dataAccessUntil(memberId, at),
  ]);
  const sub = row?.sub;
  const status = until === null ? 'inactive' : sub?.cancelledAt ? 'cancelled' : 'active';
  return {
    status,
    until: until?.toISOString() ?? null,
    autoRenew: status === 'active' && Boolean(sub?.autoRenew && sub.cardId),
    cancelledAt: status === 'cancelled' ? sub!.cancelledAt!.toISOString() : null,
    plan: row?.plan ?? null,
    card: sub?.cardId ? { brand: sub.cardBrand ?? '', lastFour: sub.cardLastFour ?? '' } : null,
    renewalFailed: Boolean(sub?.renewalFailedFor && until && sub.renewalFailedFor.getTime() === until.getTime()),
  };
}

/**
 * A paid data-access package, inside the crediting transaction: the member's subscription row is (re)opened on it —
 * a new purchase is a resubscription, so a cancellation and a failed renewal are forgotten. A monthly plan paid with a
 * card the member saved renews itself; any other purchase keeps the card saved before and leaves renewal off.
 */
export async function recordSubscriptionPurchase(
  tx: Tx,
  input: { memberId: number; pkg: PackageRow; savedCard: SavedCard | undefined; now: Date },
): Promise<void> {
  const card = input.savedCard
    ? {
        customerId: input.savedCard.customerId,
        cardId: input.savedCard.cardId,
        agreementId: input.savedCard.agreementId,
        cardBrand: input.savedCard.brand,
        cardLastFour: input.savedCard.lastFour,
      }
    : {};
  const monthly = input.pkg.billing === 'monthly';
  const values = {
    packageId: input.pkg.id,
    autoRenew: monthly && Boolean(input.savedCard),
    cancelledAt: null,
    renewalFailedFor: null,
    updatedAt: input.now,
    ...card,
  };
  await tx
    .insert(dataSubscriptions)
    .values({ memberId: input.memberId, ...values })
    .onConflictDoUpdate({
      target: dataSubscriptions.memberId,
      set: monthly
        ? {
            ...values,
            autoRenew: sql`${values.autoRenew} or (${dataSubscriptions.autoRenew} and ${dataSubscriptions.cardId} is not null)`,
          }
        : { cancelledAt: null, updatedAt: input.now },
    });
}

/**
 * No second data subscription is bought while one's paid period lasts: an active one renews itself (or is left to
 * end), a cancelled one is reactivated. A plan is bought again once the period has ended.
 */
export async function refuseWhileSubscribed(memberId: number, at = clockNow()): Promise<void> {
  if ((await subscriptionState(memberId, at)).status !== 'inactive') throw new ApiError('ALREADY_SUBSCRIBED');
}

function refuse(reason: string): never {
  throw new ApiError('CONFLICT', { subscription: [`subscriptions.errors.${reason}`] });
}

/** Cancels (after the member's yes): renewal stops, access stays until the paid period ends. */
export async function cancelSubscription(memberId: number, at = clockNow()): Promise<SubscriptionState> {
  const state = await subscriptionState(memberId, at);
  if (state.status !== 'active') refuse(state.status === 'cancelled' ? 'alreadyCancelled' : 'notSubscribed');
  await db()
    .update(dataSubscriptions)
    .set({ cancelledAt: at, autoRenew: false, updatedAt: at })
    .where(eq(dataSubscriptions.memberId, memberId));
  return subscriptionState(memberId, at);
}

/** Takes a cancellation back while the paid period lasts; renewal resumes when a card is saved. After it, subscribe again. */
export async function reactivateSubscription(memberId: number, at = clockNow()): Promise<SubscriptionState> {
  const state = await subscriptionState(memberId, at);
  if (state.status !== 'cancelled') refuse(state.status === 'active' ? 'alreadyActive' : 'periodEnded');
  await db()
    .update(dataSubscriptions)
    .set({ cancelledAt: null, autoRenew: sql`${dataSubscriptions.cardId} is not null`, updatedAt: at })
    .where(eq(dataSubscriptions.memberId, memberId));
  return subscriptionState(memberId, at);
}

/** Switches automatic renewal off (after the member's yes) or back on (with a saved card) on an active subscription. */
export async function setAutoRenew(memberId: number, autoRenew: boolean, at = clockNow()): Promise<SubscriptionState> {
  const state = await subscriptionState(memberId, at);
  if (state.status !== 'active') refuse(state.status === 'cancelled' ? 'alreadyCancelled' : 'notSubscribed');
  if (autoRenew && !state.card) refuse('noSavedCard');
  await db()
    .update(dataSubscriptions)
    .set({ autoRenew, updatedAt: at })
    .where(eq(dataSubscriptions.memberId, memberId));
  return subscriptionState(memberId, at);
}

/**
 * Changes the monthly plan an active subscription renews with (spec §7 `update-user-packages`): the paid period stays
 * as it is, the next renewal charges the new plan. Only an active monthly data plan can be chosen (else 404).
 */
export async function changeRenewalPlan(
  memberId: number,
  packageId: number,
  at = clockNow(),
): Promise<SubscriptionState> {
  const pkg = await findActivePackage(packageId);
  if (!pkg || pkg.kind !== 'data-access' || pkg.billing !== 'monthly') throw new ApiError('NOT_FOUND');
  const state = await subscriptionState(memberId, at);
  if (state.status !== 'active') refuse(state.status === 'cancelled' ? 'alreadyCancelled' : 'notSubscribed');
  await db()
    .update(dataSubscriptions)
    .set({ packageId: pkg.id, updatedAt: at })
    .where(eq(dataSubscriptions.memberId, memberId));
  return subscriptionState(memberId, at);
}
