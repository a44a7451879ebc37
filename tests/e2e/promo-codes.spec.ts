import { expect, test } from '@playwright/test';
import { whenHydrated } from './support/hydration';
import { expectAccessible } from './support/staff-page-checks';
import { signInByPhone } from './support/sign-in';

/**
 * Issue 30 §5: the demo catalogue staff member (97650135, no other journey signs in with it) creates a promo code for
 * the ad package, typing Arabic digits, then uses it at checkout like any member, and ends it; and sets the package's
 * price from a later day, which checkout does not charge yet, then withdraws it.
 */
const catalogue = '97650135';

test('the catalogue desk creates a promo code that works at checkout, then ends it', async ({ page }) => {
  test.setTimeout(120_000);
  const code = `EID${Date.now().toString(36).toUpperCase()}`;
  await signInByPhone(page, catalogue, '/profile/back-office');
  await page.getByTestId('desk-promoCodes').click();
  await expect(page).toHaveURL(/\/profile\/promo-codes$/);

  const form = page.getByTestId('promo-code-form');
  await form.getByLabel('الرمز').fill(code.toLowerCase());
  await form.getByLabel('النسبة (1–100)').fill('٢٥');
  await form.getByLabel('يسري على').selectOption('2');
  const lastDay = new Date(Date.now() + 3 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('آخر يوم').fill(lastDay);
  await form.getByRole('button', { name: 'أنشئ الرمز' }).click();
  await expect(page.getByTestId('flash-toast')).toContainText(`الرمز ${code} جاهز`);
  const row = page.getByTestId('promo-codes').locator('li', { hasText: code });
  await expect(row).toContainText('خصم 25%');

  // At checkout, as a member: 8.000 KD, 25% off.
  await page.goto('/payment?packageId=2');
  await expect(page.getByTestId('payment-total')).toContainText('8.000');
  await page.getByLabel('رمز الخصم').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'تطبيق', exact: true }).click();
  await expect(page.getByTestId('payment-total')).toContainText('6.000');

  await page.goto('/profile/promo-codes');
  page.once('dialog', (dialog) => void dialog.accept());
  await (await whenHydrated(row.getByRole('button', { name: /أنهِ الآن/ }))).click();
  await expect(page.getByTestId('flash-toast')).toContainText(`انتهى ${code}`);
  await expect(row).toContainText('غير صالح الآن');
});

test('the catalogue desk sets a price from a later day, which waits for it, and withdraws it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByPhone(page, catalogue, '/profile/back-office');
  await page.getByTestId('desk-packagePrices').click();
  await expect(page).toHaveURL(/\/profile\/package-prices$/);
  const card = page.getByTestId('package-2');
  await expect(card.getByTestId('current-price')).toContainText('8.000');
  await expectAccessible(page);

  await (await whenHydrated(card.getByTestId('change-price'))).click();
  const form = card.getByTestId('price-form-2');
  await form.getByLabel('السعر الجديد (د.ك)').fill('٩٫٥');
  await form.getByLabel('يبدأ من').fill('2099-01-01');
  await form.getByLabel('مصدر السعر').fill('قرار الإدارة رقم 7');
  await form.getByRole('button', { name: 'حفظ السعر' }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('حُفظ السعر الجديد');
  const upcoming = card.getByTestId('upcoming-price');
  await expect(upcoming).toContainText('9.500');
  await expect(upcoming).toContainText('قرار الإدارة رقم 7');
  await expect(card.getByTestId('current-price')).toContainText('8.000');

  await page.goto('/payment?packageId=2');
  await expect(page.getByTestId('payment-total')).toContainText('8.000');

  await page.goto('/profile/package-prices');
  page.once('dialog', (dialog) => void dialog.accept());
  await (await whenHydrated(upcoming.getByRole('button', { name: /سحب/ }))).click();
  await expect(page.getByTestId('flash-toast')).toContainText('سُحب السعر');
  await expect(upcoming).toHaveCount(0);
});
