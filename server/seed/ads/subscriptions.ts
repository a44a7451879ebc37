import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataSubscriptions, packages, paymentOrders, paymentTransactions } from '../../db/schema/payments';
import { packagePriceAt } from '../../services/payments/catalogue';
import { creditPurchase } from '../../services/payments/ledger';
import { recordSubscriptionPurchase } from '../../services/payments/subscriptions';
import { demoSubscriberKeys, type DemoOwner } from './owners';

/** The plan the demo subscribers bought: the yearly data subscription (package 12 of the catalogue). */
const DEMO_PLAN_ID = 12;

/**
 * The demo subscribers' data subscriptions, bought the way a member buys one: a paid order, its captured card charge
 * (`chg_SEED…`, one per member, so a rerun finds it) and the ledger's purchase row, a year of access from the seeding.
 */
export async function seedDemoSubscriptions(db: Db, owners: DemoOwner[], now = new Date()): Promise<number> {
  const [plan] = await db
    .select({ ...getTableColumns(packages), priceFils: packagePriceAt(now) })
    .from(packages)
    .where(eq(packages.id, DEMO_PLAN_ID));
  if (!plan) return 0;
  let seeded = 0;
  for (const owner of owners.filter((o) => demoSubscriberKeys.includes(o.key))) {
    const [existing] = await db
      .select({ id: dataSubscriptions.id })
      .from(dataSubscriptions)
      .where(eq(dataSubscriptions.memberId, owner.id));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(paymentOrders)
        .values({
          memberId: owner.id,
          packageId: plan.id,
          priceFils: plan.priceFils,
          amountFils: plan.priceFils,
          status: 'paid',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const [transaction] = await tx
        .insert(paymentTransactions)
        .values({
          orderId: order!.id,
          provider: 'local',
          method: 'card',
          idempotencyKey: `seed_subscription_${owner.id}`,
          chargeId: `chg_SEEDsubscription${String(owner.id).padStart(8, '0')}`,
          status: 'CAPTURED',
          amountFils: plan.priceFils,
          creditedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await creditPurchase(tx, { memberId: owner.id, pkg: plan, transactionId: transaction!.id, now });
      await recordSubscriptionPurchase(tx, { memberId: owner.id, pkg: plan, savedCard: undefined, now });
    });
    seeded += 1;
  }
  return seeded;
}
