import { expect, test, type Page } from '@playwright/test';
import { whenHydrated } from './support/hydration';
import { signInByPhone } from './support/sign-in';

/**
 * Issue 30 §4: the demo market-data staff member (97650134, no other journey signs in with it) finds the three deals
 * demo members registered, rejects the one priced far above its area with a reason and approves one, which the deals
 * page then shows as reported by a member; then imports a week of the ministry's deals: the dry run refuses a bad row,
 * the commit adds the rest, and the deals page lists them at once; the area's trend chart counts them, and a land ad
 * there whose price was around the area's median reads below it once the job queue has refreshed the levels.
 */
const marketData = '97650134';
const mishref = 42;
const hadiya = 93;
const residentialLand = 3;

/** The latest quarter of the area's land chart, as its tooltip writes it. */
const latestQuarter = async (page: Page) => {
  await page.goto(`/deals?areaId=${hadiya}&basis=land`);
  return page.getByTestId('deal-trend-plot').locator('ol:visible > li').last().textContent();
};

test("the market-data desk reviews members' deals and imports a week of the ministry's deals", async ({ page }) => {
  test.setTimeout(120_000);
  await signInByPhone(page, marketData, '/profile/back-office');
  await expect(page.getByTestId('staff-desks').getByRole('link')).toHaveCount(3);
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

  // A residential plot for sale in Hadiya priced around the area's median for land, and the area's land chart.
  const ads = await page.request.get(`/api/v1/ads?dealType=sale&areaId=${hadiya}&pageSize=50`);
  const { data: hadiyaAds } = (await ads.json()) as {
    data: Array<{ id: number; propertyType: { id: number }; fairPrice?: { level: string } }>;
  };
  const plot = hadiyaAds.find((ad) => ad.propertyType.id === residentialLand && ad.fairPrice?.level === 'around')!;
  await page.goto(`/ad/${plot.id}`);
  await expect(page.getByTestId('fair-price')).toContainText('في حدود سعر السوق');
  const quarterBefore = await latestQuarter(page);

  // The ministry's weekly file: a title row, Arabic headers, one row for an area Manzil does not know, and thirty
  // sales of land in Hadiya at twice its median (more than the area's deals of the last 12 months).
  const yesterday = new Date(Date.now() + 3 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  const csv = [
    'النشرة الأسبوعية',
    'المنطقة,القطعة,نوع العقار,الوصف,المساحة,القيمة,التاريخ',
    `فيلكا,9,الشريط الساحلي,شاليه,1000,"777,000",${yesterday}`,
    `فيلكا,9,الشريط الساحلي,أرض فضاء,1500,"600,000",${yesterday}`,
    `مدينة الأحلام,1,سكن خاص,بيت,400,200000,${yesterday}`,
    ...Array.from(
      { length: 30 },
      (_, i) => `هدية,${1 + (i % 6)},سكن خاص,أرض فضاء,500,${450_000 + i * 1_000},${yesterday}`,
    ),
  ].join('\n');
  await page.goto('/profile/back-office');
  await page.getByTestId('desk-dealImports').click();
  await page
    .getByTestId('deal-file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'bulletin.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await (await whenHydrated(page.getByRole('button', { name: 'افحص الملف' }))).click();
  await expect(page).toHaveURL(/\/profile\/deal-imports\/\d+$/);
  await expect(page.getByTestId('refused-rows')).toContainText('منطقة لا يعرفها منزل');
  page.once('dialog', (dialog) => void dialog.accept());
  await (await whenHydrated(page.getByTestId('commit-import'))).click();
  await expect(page.getByTestId('import-committed')).toContainText('أُضيفت 32 صفقة');
  await page.goto('/deals?areaId=32');
  await expect(page.getByText('777,000').first()).toBeVisible();
  expect(await latestQuarter(page)).not.toBe(quarterBefore);

  // The job queue refreshes the area's levels: the plot's own page now reads below the market.
  await expect
    .poll(
      async () => {
        await page.goto(`/ad/${plot.id}`);
        return page.getByTestId('fair-price').textContent();
      },
      { timeout: 30_000 },
    )
    .toContain('أقل من سعر السوق');
});
