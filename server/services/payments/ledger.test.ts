import fc from 'fast-check';
import { getTableColumns, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceKinds, type BalanceKind, type Balances } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { packages, paymentOrders, paymentTransactions } from '../../db/schema/payments';
import { ApiError } from '../../lib/errors';
import { testApp } from '../../testing/test-app';
import { packagePriceAt, type PricedPackage } from './catalogue';
import { creditPurchase, dataAccessUntil, expireLots, memberBalances, refundPurchase, spendCredits } from './ledger';

const DAY = 24 * 3600 * 1000;
let catalogue: PricedPackage[];

beforeAll(async () => {
  await testApp();
  catalogue = await db()
    .select({ ...getTableColumns(packages), priceFils: packagePriceAt(new Date()) })
    .from(packages);
});

async function newMember(): Promise<number> {
  const [row] = await db().insert(members).values({ firstName: 'Ledger' }).returning({ id: members.id });
  return row!.id;
}

/** A paid charge of a package, credited the way a captured charge is. */
async function buy(memberId: number, pkg: PricedPackage, now: Date): Promise<number> {
  const [order] = await db()
    .insert(paymentOrders)
    .values({ memberId, packageId: pkg.id, priceFils: pkg.priceFils, amountFils: pkg.priceFils, status: 'paid' })
    .returning();
  const [transaction] = await db()
    .insert(paymentTransactions)
    .values({
      orderId: order!.id,
      provider: 'local',
      method: 'knet',
      idempotencyKey: `ledger-${order!.id}`,
      chargeId: `chg_LEDGER${order!.id}x`,
      status: 'CAPTURED',
      amountFils: pkg.priceFils,
      creditedAt: now,
    })
    .returning();
  const credited = await db().transaction((tx) =>
    creditPurchase(tx, { memberId, pkg, transactionId: transaction!.id, now }),
  );
  expect(credited).toBe(true);
  return transaction!.id;
}

/** The balance straight from the rows in SQL: every row of a lot that has not expired, summed. */
async function sumOfRows(memberId: number, now: Date): Promise<Balances> {
  const result = (await db().execute(sql`
    select e.kind, sum(e.quantity)::int as total from balance_entries e
    join balance_entries lot on lot.id = coalesce(e.lot_id, e.id)
    where e.member_id = ${memberId} and lot.expires_at > ${now.toISOString()}::timestamptz group by e.kind`)) as {
    rows: Array<{ kind: BalanceKind; total: number }>;
  };
  const balances = Object.fromEntries(balanceKinds.map((k) => [k, 0])) as Balances;
  for (const row of result.rows) balances[row.kind] = Number(row.total);
  return balances;
}

async function negativeLots(memberId: number): Promise<number> {
  const result = (await db().execute(sql`
    select count(*)::int as n from balance_entries lot
    where lot.member_id = ${memberId} and lot.lot_id is null
      and lot.quantity + coalesce((select sum(e.quantity) from balance_entries e where e.lot_id = lot.id), 0) < 0`)) as {
    rows: Array<{ n: number }>;
  };
  return Number(result.rows[0]!.n);
}

type Step =
  | { op: 'buy'; pick: number }
  | { op: 'use'; kind: BalanceKind; quantity: number }
  | { op: 'wait'; days: number }
  | { op: 'expire' }
  | { op: 'refund'; pick: number };

/** Ad, special-ad, valuation and broker credits (months of data access stack, which the model below does not). */
const spendable = ['regular-ad', 'special-ad', 'map-valuation', 'broker-ad'] as const;

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('buy' as const), pick: fc.nat() }),
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('use' as const),
      kind: fc.constantFrom(...spendable),
      quantity: fc.integer({ min: 1, max: 12 }),
    }),
  },
  fc.record({ op: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 45 }) }),
  fc.record({ op: fc.constant('expire' as const) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
);

describe('the balance ledger', () => {
  it(
    'property: after any buys, uses, expiries and refunds the balance is the sum of the rows, no lot below zero, and a use beyond the balance spends nothing',
    { timeout: 240_000 },
    async () => {
      const bought = () => catalogue.filter((p) => p.kind !== 'data-access');
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 18 }), async (steps) => {
          const memberId = await newMember();
          let now = new Date('2027-01-01T09:00:00Z');
          const model = new Map<number, { kind: BalanceKind; remaining: number; expiresAt: number }>();
          const purchases: number[] = [];
          const modelBalances = () => {
            const b = Object.fromEntries(balanceKinds.map((k) => [k, 0])) as Balances;
            for (const lot of model.values()) if (lot.expiresAt > now.getTime()) b[lot.kind] += lot.remaining;
            return b;
          };
          for (const s of steps) {
            if (s.op === 'buy') {
              const pkg = bought()[s.pick % bought().length]!;
              const transactionId = await buy(memberId, pkg, now);
              const expiresAt = new Date(now);
              expiresAt.setUTCMonth(expiresAt.getUTCMonth() + pkg.validityMonths);
              model.set(transactionId, { kind: pkg.kind, remaining: pkg.quantity, expiresAt: expiresAt.getTime() });
              purchases.push(transactionId);
            } else if (s.op === 'use') {
              const available = modelBalances()[s.kind];
              const before = await sumOfRows(memberId, now);
              if (available >= s.quantity) {
                await spendCredits({ memberId, kind: s.kind, quantity: s.quantity, now });
                let left = s.quantity;
                const open = [...model.values()]
                  .filter((l) => l.kind === s.kind && l.remaining > 0 && l.expiresAt > now.getTime())
                  .sort((a, b) => a.expiresAt - b.expiresAt);
                for (const lot of open) {
                  const take = Math.min(left, lot.remaining);
                  lot.remaining -= take;
                  left -= take;
                }
              } else {
                const refused = await spendCredits({ memberId, kind: s.kind, quantity: s.quantity, now }).then(
                  () => undefined,
                  (err: unknown) => err,
                );
                expect(refused).toBeInstanceOf(ApiError);
                expect((refused as ApiError).code).toBe('INSUFFICIENT_BALANCE');
                expect(await sumOfRows(memberId, now)).toEqual(before);
              }
            } else if (s.op === 'wait') {
              now = new Date(now.getTime() + s.days * DAY);
            } else if (s.op === 'expire') {
              await expireLots(now);
              for (const lot of model.values()) if (lot.expiresAt <= now.getTime()) lot.remaining = 0;
            } else if (purchases.length > 0) {
              const transactionId = purchases[s.pick % purchases.length]!;
              await db().transaction((tx) => refundPurchase(tx, transactionId, 'test refund'));
              model.get(transactionId)!.remaining = 0;
            }
            const expected = modelBalances();
            expect(await memberBalances(memberId, now)).toEqual(expected);
            expect(await sumOfRows(memberId, now)).toEqual(expected);
            expect(await negativeLots(memberId)).toBe(0);
          }
        }),
        { numRuns: 25 },
      );
    },
  );

  it('expires a lot once, however often the job runs', async () => {
    const memberId = await newMember();
    const start = new Date('2027-03-01T00:00:00Z');
    await buy(
      memberId,
      catalogue.find((p) => p.id === 2)!,
      start,
    );
    const later = new Date(start.getTime() + 40 * DAY);
    await Promise.all([expireLots(later), expireLots(later), expireLots(later)]);
    await expireLots(later);
    const rows = (await db().execute(
      sql`select count(*)::int as n from balance_entries where member_id = ${memberId} and reason = 'expiry'`,
    )) as { rows: Array<{ n: number }> };
    expect(Number(rows.rows[0]!.n)).toBe(1);
  });

  it('two parallel uses of the last credit: one spends it, the other is refused', async () => {
    const memberId = await newMember();
    const now = new Date();
    await buy(
      memberId,
      catalogue.find((p) => p.id === 1)!,
      now,
    );
    const results = await Promise.allSettled([
      spendCredits({ memberId, kind: 'regular-ad', quantity: 1 }),
      spendCredits({ memberId, kind: 'regular-ad', quantity: 1 }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await memberBalances(memberId)).toMatchObject({ 'regular-ad': 0 });
  });

  it('months of data access stack: a second subscription starts when the first ends', async () => {
    const memberId = await newMember();
    const now = new Date('2027-05-01T00:00:00Z');
    const monthly = catalogue.find((p) => p.id === 10)!;
    await buy(memberId, monthly, now);
    await buy(memberId, monthly, now);
    expect((await dataAccessUntil(memberId, now))?.toISOString()).toBe('2027-07-01T00:00:00.000Z');
    expect((await memberBalances(memberId, now))['data-access']).toBe(2);
    expect(await dataAccessUntil(memberId, new Date('2027-07-02T00:00:00Z'))).toBeNull();
  });
});
