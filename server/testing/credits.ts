import { eq } from 'drizzle-orm';
import type { BalanceKind } from '@/lib/schemas/payments';
import { db } from '../db/client';
import { creditSettings } from '../db/schema/payments';
import { grantCredits } from '../services/payments/ledger';

/**
 * Sets the free regular ads per month of this test file's database. Tests about an ad's states publish many ads per
 * member and are not about paying for them: they raise it; the credits tests set the seeded value themselves.
 */
export async function setFreeAdsPerMonth(value: number): Promise<void> {
  await db().update(creditSettings).set({ value }).where(eq(creditSettings.key, 'free-regular-ads-per-month'));
}

/** Credits of a kind for a member, valid for a month from `now` (a grant, as a goodwill gesture would be). */
export async function grantTestCredits(
  memberId: number,
  kind: BalanceKind,
  quantity: number,
  now = new Date(),
): Promise<void> {
  await grantCredits({ memberId, kind, quantity, expiresAt: new Date(now.getTime() + 30 * 86_400_000), note: 'test' });
}
