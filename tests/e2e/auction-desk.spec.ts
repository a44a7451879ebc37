import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { whenHydrated } from './support/hydration';
import { signInByPhone } from './support/sign-in';

/**
 * Issue 30 §3: the demo market-data staff member (97650134, shared with the deal reviews journey: nothing here
 * depends on what that one leaves) schedules a session held yesterday with one property, records what it sold for,
 * and the public property page shows the final price at once.
 */
const marketData = '97650134';

/** No serious or critical axe findings on a desk page at a phone's width and a desktop's. */
async function expectAccessible(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

test('the market-data desk records an auction result the public property page shows', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `مزاد تجريبي ${Date.now().toString(36)}`;
  const yesterday = new Date(Date.now() + 3 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  const paci = String(10_000_000 + (Date.now() % 89_999_999));
  await signInByPhone(page, marketData, '/profile/back-office');
  await (await whenHydrated(page.getByTestId('desk-auctionDesk'))).click();
  await expect(page).toHaveURL(/\/profile\/auction-desk$/);
  await expectAccessible(page);

  const sessionForm = page.getByTestId('auction-session-form');
  await sessionForm.getByLabel('الجهة المنظِّمة').selectOption({ index: 1 });
  await sessionForm.getByLabel('العنوان (بالعربية)').fill(title);
  await sessionForm.getByLabel('العنوان (بالإنجليزية)').fill('Test auction');
  await sessionForm.getByLabel('اليوم').fill(yesterday);
  await sessionForm.getByLabel('الوقت').fill('10:00');
  await sessionForm.getByLabel('المكان (بالعربية)').fill('قصر العدل');
  await sessionForm.getByLabel('المكان (بالإنجليزية)').fill('Palace of Justice');
  await (await whenHydrated(sessionForm.getByRole('button', { name: 'إنشاء الجلسة' }))).click();
  await expect(page.getByTestId('flash-toast')).toContainText('أُنشئت الجلسة.');
  await page.getByTestId('auction-sessions').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/profile\/auction-desk\/\d+$/);

  const propertyForm = page.getByTestId('auction-property-form');
  await propertyForm.getByLabel('المنطقة').selectOption({ index: 1 });
  await propertyForm.getByLabel('نوع العقار').selectOption('house');
  await propertyForm.getByLabel('الرقم الآلي').fill(paci);
  await propertyForm.getByLabel('رقم القسيمة').fill('112');
  await propertyForm.getByLabel('المساحة (م²)').fill('400');
  await propertyForm.getByLabel('العنوان (بالعربية)').fill('قطعة 4، شارع 12، منزل 112');
  await propertyForm.getByLabel('العنوان (بالإنجليزية)').fill('Block 4, Street 12, House 112');
  await propertyForm.getByLabel('الحالة (بالعربية)').fill('شاغر');
  await propertyForm.getByLabel('الحالة (بالإنجليزية)').fill('Vacant');
  await propertyForm.getByLabel('سعر الافتتاح (د.ك)').fill('250,000');
  await (await whenHydrated(propertyForm.getByRole('button', { name: 'إضافة العقار' }))).click();
  await expect(page.getByTestId('flash-toast')).toContainText('أُضيف العقار.');
  const property = page.getByTestId('auction-property').filter({ hasText: paci });
  await expect(property).toContainText('250,000');
  const editHref = await property.getByRole('link', { name: /تعديل/ }).getAttribute('href');
  const propertyId = editHref!.split('/').at(-1);
  await expectAccessible(page);

  const result = property.getByTestId('auction-result-form');
  await result.getByLabel('السعر النهائي (د.ك)').fill('٢٦٠٠٠٠');
  await (await whenHydrated(result.getByRole('button', { name: 'تسجيل النتيجة' }))).click();
  await expect(page.getByTestId('flash-toast')).toContainText('سُجّلت النتيجة.');
  await expect(property.getByTestId('final-price')).toContainText('260,000');
  await expect(property.getByTestId('increase')).toContainText('10,000');

  await page.goto(`/auctions/property/${propertyId}`);
  await expect(page.locator('main')).toContainText('260,000');
});
