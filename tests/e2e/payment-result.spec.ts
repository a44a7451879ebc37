import { expect, test, type Page } from '@playwright/test';
import { signInByPhone } from './support/sign-in';

/** A demo office no other journey signs in with (server/seed/ads/owners.ts). */
const buyer = '96650107';

/**
 * The visitor browses the demo as 127.0.0.1 while PUBLIC_BASE_URL says localhost (the journeys' server): the gateway
 * must bring them back to 127.0.0.1, and the return page must tell the truth with or without their session.
 */
const browsedAt = () => test.info().project.use.baseURL!.replace('localhost', '127.0.0.1');

async function toCheckout(page: Page, packageId: number) {
  await page.goto(`/payment?packageId=${packageId}`);
  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(new RegExp(`^${browsedAt()}/api/dev/local-gateway/checkout/chg_`));
}

async function regularAds(page: Page, token: string): Promise<number> {
  const res = await page.request.get('/api/v1/members/my-balance', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { balances: Record<string, number> } }).data.balances['regular-ad']!;
}

test('an English visitor on 127.0.0.1: a declined card reads failed, a check cut off reads checking, and a payment returning without a session reads paid', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: browsedAt(), locale: 'en-US' });
  const page = await context.newPage();
  const token = await signInByPhone(page, buyer, '/packages');
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: browsedAt() }]);
  const before = await regularAds(page, token);

  // The gateway's no: failed, with a retry of the same package.
  await toCheckout(page, 4);
  await page.getByRole('button', { name: 'Decline the payment', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${browsedAt()}/payment-redirect\\?lang=en&tap_id=chg_`));
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-state', 'failed');
  await expect(page.getByText('Sorry, the payment failed. Please try again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/payment?packageId=4');

  // The check cannot get through: "could not check", never failed nor a retry; once it can, paid.
  await toCheckout(page, 2);
  await page.route('**/api/v1/common/payment-status/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(result).toHaveAttribute('data-state', 'unreachable', { timeout: 30_000 });
  await expect(page.getByText('We could not check your payment just now')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0);
  await page.unroute('**/api/v1/common/payment-status/**');
  await expect(result).toHaveAttribute('data-state', 'paid', { timeout: 30_000 });
  await page.getByTestId('payment-success-modal').getByRole('button', { name: 'Continue' }).click();

  // Paid, and every cookie gone before the return (the session and the language): still paid, still in English.
  await toCheckout(page, 2);
  await context.clearCookies();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${browsedAt()}/payment-redirect\\?lang=en&tap_id=chg_`));
  await expect(result).toHaveAttribute('data-state', 'paid');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('The payment was successful.')).toBeVisible();
  await expect(result).toContainText('5-ad package');
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
  expect(await regularAds(page, token)).toBe(before + 10);
  await context.close();
});
