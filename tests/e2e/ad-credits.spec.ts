import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAdThroughApi, publishAdThroughApi } from './support/ads';
import { signInByPhone } from './support/sign-in';

/** A demo office no other journey signs in with (server/seed/ads/owners.ts); it has no broker-ad credits. */
const buyer = '96650101';

type AdCredits = { freeAds: { left: number }; regular: number };

async function adCredits(request: APIRequestContext, token: string): Promise<AdCredits> {
  const res = await request.get('/api/v1/members/my-balance', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { ads: AdCredits } }).data.ads;
}

test('buy a regular-ad package through the local gateway, see the success modal once and the balance, then publish past the free ads and see the balance go down', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signInByPhone(page, buyer, '/packages');
  const before = await adCredits(page.request, token);

  // Buy the 5-ad package by KNET at the local gateway.
  await page.getByTestId('package-2').getByRole('link').click();
  await expect(page).toHaveURL(/\/payment\?packageId=2$/);
  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(/\/api\/dev\/local-gateway\/checkout\/chg_/);
  await page.getByRole('button', { name: 'ادفع', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-redirect\?lang=ar&tap_id=chg_/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'paid');

  // The global modal: its texts, and its button clears the flag, so it stays closed on the next pages and on a reload.
  const modal = page.getByTestId('payment-success-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'تمت عملية الدفع بنجاح' })).toBeVisible();
  await expect(modal).toContainText('شكراً لثقتك بمنزل');
  await modal.getByRole('button', { name: 'متابعة' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'paid');
  await expect(page.getByTestId('payment-success-modal')).toBeHidden();

  // The balance: five more regular-ad credits, on the API and on "my ads".
  expect((await adCredits(page.request, token)).regular).toBe(before.regular + 5);
  await page.goto('/profile/ads');
  await expect(page.getByTestId('payment-success-modal')).toBeHidden();
  await expect(page.getByTestId('regular-ad-credits')).toHaveAttribute('data-count', String(before.regular + 5));

  // The month's free ads go first (published through the API, as the app does) …
  for (let i = 0; i < before.freeAds.left; i++) await publishAdThroughApi(page.request, token, `إعلان مجاني ${i + 1}`);
  expect(await adCredits(page.request, token)).toMatchObject({ freeAds: { left: 0 }, regular: before.regular + 5 });

  // … then publishing from "my ads" spends one of the credits just bought.
  const title = `شقة بعد الإعلانات المجانية ${Date.now()}`;
  const adId = await createAdThroughApi(page.request, token, title);
  await page.goto('/profile/ads?status=0');
  await expect(page.getByTestId('free-ads-left')).toHaveAttribute('data-left', '0');
  const card = page.locator(`[data-testid="my-ad-card"][data-ad-id="${adId}"]`);
  await card.getByRole('button', { name: 'نشر', exact: true }).click();
  await expect(page.getByText('تم نشر الإعلان')).toBeVisible();
  await page.goto('/profile/ads');
  await expect(page.getByTestId('regular-ad-credits')).toHaveAttribute('data-count', String(before.regular + 4));
  expect((await adCredits(page.request, token)).regular).toBe(before.regular + 4);
});
