import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInByPhone } from './support/sign-in';

/** A demo member no other journey signs in with (server/db/seed/ads/owners.ts). */
const buyer = '96650104';

async function balances(request: APIRequestContext, token: string) {
  const res = await request.get('/api/v1/members/my-balance', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { balances: Record<string, number> } }).data.balances;
}

test('from /packages, buy an ad package with a promo code by KNET through the local gateway, see it in the account balances, then a declined card credits nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await signInByPhone(page, buyer, '/packages');
  const before = await balances(page.request, token);
  await page.getByTestId('package-2').getByRole('link').click();
  await expect(page).toHaveURL(/\/payment\?packageId=2$/);

  // The order: 8.000 KD, 10% off with the demo code, paid by KNET.
  await expect(page.getByTestId('payment-total')).toContainText('8.000');
  await page.getByLabel('رمز الخصم').fill('manzil10');
  await page.getByRole('button', { name: 'تطبيق', exact: true }).click();
  await expect(page.getByTestId('payment-total')).toContainText('7.200');
  await page.getByTestId('payment-submit').click();

  // The local gateway's checkout page, then back to the return page with tap_id.
  await expect(page).toHaveURL(/\/api\/dev\/local-gateway\/checkout\/chg_/);
  await expect(page.getByText('7.200')).toBeVisible();
  await page.getByRole('button', { name: 'ادفع', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-redirect\?tap_id=chg_/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'paid');
  await expect(page.getByText('تمت عملية الدفع بنجاح.')).toBeVisible();
  expect((await balances(page.request, token))['regular-ad']).toBe(before['regular-ad']! + 5);
  await page.getByRole('link', { name: 'رصيدي' }).click();
  await expect(page).toHaveURL(/\/profile\/account-balances$/);
  await expect(page.getByTestId('balance-regular-ad')).toContainText(String(before['regular-ad']! + 5));
  await expect(page.getByTestId('transactions')).toContainText('7.200');

  // A declined card: the spec's failure message, a retry, and nothing credited.
  await page.goto('/payment?packageId=4');
  await page.getByLabel('بطاقة ائتمان أو خصم').check();
  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(/\/api\/dev\/local-gateway\/checkout\/chg_/);
  await page.getByRole('button', { name: 'رفض عملية الدفع', exact: true }).click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'failed');
  await expect(page.getByText('عذراً، فشلت عملية الدفع. يرجى المحاولة مرة أخرى.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'حاول مرة أخرى' })).toHaveAttribute('href', '/payment?packageId=4');
  expect((await balances(page.request, token))['special-ad']).toBe(before['special-ad']);
});
