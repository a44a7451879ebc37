import { expect, test } from '@playwright/test';
import { signInByPhone } from './support/sign-in';

/**
 * Issue 30 §4: the demo market-data staff member (97650134, no other journey signs in with it) finds the three deals
 * demo members registered, rejects the one priced far above its area with a reason and approves one, which the deals
 * page then shows as reported by a member.
 */
const marketData = '97650134';
const mishref = 42;

test('the market-data desk rejects one registered deal and approves another into the recorded deals', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByPhone(page, marketData, '/profile/back-office');
  await expect(page.getByTestId('staff-desks').getByRole('link')).toHaveCount(1);
  await expect(page.getByTestId('desk-dealReviews')).toContainText('3 بالانتظار');
  await page.getByTestId('desk-dealReviews').click();
  await expect(page).toHaveURL(/\/profile\/deal-reviews$/);

  const queue = page.getByTestId('deal-review-queue');
  await expect(queue.locator('> li')).toHaveCount(3);
  const salmiya = queue.locator('> li', { hasText: 'السالمية' });
  await expect(salmiya).toContainText('أعلى من وسيط أسعار المنطقة');
  await salmiya.getByRole('button', { name: /^رفض/ }).click();
  await salmiya.getByLabel('سبب الرفض').fill('السعر أعلى بكثير من صفقات المنطقة؛ أرسل صورة العقد.');
  await salmiya.getByRole('button', { name: 'أرسل الرفض' }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('رُفضت الصفقة');
  await expect(queue.locator('> li')).toHaveCount(2);

  await queue
    .locator('> li', { hasText: 'مشرف' })
    .getByRole('button', { name: /^اعتماد/ })
    .click();
  await expect(page.getByTestId('flash-toast')).toContainText('أُضيفت الصفقة إلى سجل الصفقات');
  await expect(queue.locator('> li')).toHaveCount(1);

  await page.getByTestId('deal-review-tab-rejected').click();
  await expect(page.getByTestId('deal-review-queue')).toContainText('أرسل صورة العقد');

  // The approved deal is on the deals page at once, marked as a member's.
  await page.goto(`/deals?areaId=${mishref}`);
  await expect(page.getByText('أبلغ عنها عضو').first()).toBeVisible();
});
