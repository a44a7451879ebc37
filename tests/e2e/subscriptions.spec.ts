import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstLoadJsKb } from './support/first-load-js';
import { signInByPhone } from './support/sign-in';

/** A demo member no other journey signs in with (server/seed/ads/owners.ts, added for this journey). */
const member = '51650128';

const lockNote = (page: Page) => page.getByRole('note').filter({ hasText: 'حصرياً للمشتركين' });

/** No serious or critical axe finding, and no sideways scrolling on a phone (390 px) nor on a desktop. */
async function audit(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const findings = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(findings).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

test.afterEach(async ({ request }) => {
  // The test clock is the server's: put it back for every other journey.
  await request.post('/api/dev/clock', { data: { advanceDays: 0 } });
});

test('subscribe to data by card through the local gateway, see the archive open, cancel it and keep it until the period ends, then see it locked', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInByPhone(page, member, '/subscribe');
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-status', 'inactive');
  await audit(page);

  // The monthly plan, paid by card; the gateway's page offers to save the card for renewals.
  await page.getByTestId('package-10').getByRole('link').click();
  await expect(page).toHaveURL(/\/payment\?packageId=10$/);
  await page.getByLabel('بطاقة ائتمان أو خصم').check();
  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(/\/api\/dev\/local-gateway\/checkout\/chg_/);
  await expect(page.getByLabel('احفظ هذه البطاقة للتجديد التلقائي')).toBeChecked();
  await page.getByRole('button', { name: 'ادفع', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-redirect-subscription\?lang=ar&tap_id=chg_/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'paid');
  // The global payment-success modal holds the page until it is closed (tests/e2e/ad-credits.spec.ts covers it).
  await page.getByTestId('payment-success-modal').getByRole('button', { name: 'متابعة' }).click();

  // The archive is open.
  await page.goto('/oldDeals');
  await expect(page.getByTestId('deals-table').locator('tbody tr').first()).toBeVisible();
  await expect(lockNote(page)).toHaveCount(0);

  // Active and renewing with the saved card; cancelling asks first, and "no" changes nothing.
  await page.goto('/subscribe');
  const status = page.getByTestId('subscription-status');
  await expect(status).toHaveAttribute('data-status', 'active');
  await expect(status).toContainText('1019');
  await expect(status).toContainText('يتجدد في');
  const js = await firstLoadJsKb(page);
  console.log(`first-load JS of /subscribe (signed in, active): ${js.toFixed(1)} kB gzip`);
  expect(js).toBeLessThanOrEqual(170);
  await audit(page);
  await page.getByTestId('subscription-cancel').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('إلغاء الاشتراك؟');
  await dialog.getByRole('button', { name: 'لا', exact: true }).click();
  await expect(status).toHaveAttribute('data-status', 'active');
  await page.getByTestId('subscription-cancel').click();
  await dialog.getByRole('button', { name: 'نعم', exact: true }).click();
  await expect(status).toHaveAttribute('data-status', 'cancelled');
  await expect(status).toContainText('ينتهي في');
  await expect(page.getByTestId('subscription-reactivate')).toBeVisible();
  await audit(page);

  // Cancelled, the paid period still runs: the archive stays open.
  await page.goto('/oldDeals');
  await expect(page.getByTestId('deals-table').locator('tbody tr').first()).toBeVisible();
  await expect(lockNote(page)).toHaveCount(0);

  // Forty days later (the test clock): locked, and the subscription is inactive.
  const moved = await page.request.post('/api/dev/clock', { data: { advanceDays: 40 } });
  expect(moved.ok()).toBe(true);
  // The primary passes the move on to its render workers: the first render after it may come a moment early.
  await expect(async () => {
    await page.goto('/oldDeals');
    await expect(lockNote(page)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('deals-table')).toHaveCount(0);
  await page.goto('/subscribe');
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-status', 'inactive');
});
