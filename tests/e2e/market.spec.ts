import { expect, test } from '@playwright/test';
import { signInByPhone } from './support/sign-in';

/** The demo subscriber (server/seed/ads/owners.ts): sees the whole deals history. */
const subscriberPhone = '50650126';

test('home shows upcoming auctions, recent deals, featured ads and news from the database', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-auctions').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('home-deals').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('home-special-ads').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('home-news').getByTestId('news-card').first()).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
});

test('filtering deals by area changes the chart and the table; older deals are locked for visitors', async ({
  page,
}) => {
  await page.goto('/deals');
  const table = page.getByTestId('deals-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'حصرياً للمشتركين' })).toBeVisible();
  const chartBefore = await page.locator('#deal-trend-title ~ div svg path[data-series="0"]').first().getAttribute('d');

  await page.getByLabel('المنطقة').first().selectOption({ label: 'السالمية' });
  await page.getByRole('button', { name: 'عرض النتائج' }).click();
  await expect(page).toHaveURL(/areaId=34/);
  await expect(page.getByText('السالمية · كل الأنواع')).toBeVisible();
  const areas = await table.locator('tbody tr th').allTextContents();
  expect(areas.length).toBeGreaterThan(0);
  expect(new Set(areas)).toEqual(new Set(['السالمية']));
  expect(await page.locator('#deal-trend-title ~ div svg path[data-series="0"]').first().getAttribute('d')).not.toBe(
    chartBefore,
  );

  await page
    .getByRole('button', { name: /التفاصيل/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'اشترك الآن' })).toBeVisible();
  await expect(page.getByRole('dialog').getByTestId('subscriber-lock-price')).toContainText('د.ك');
});

test('deals on a phone: cards with their prices, months by name, nothing wider than the screen, Latin digits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/deals');
  const card = page.getByTestId('deals-table').locator('tbody tr').first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(/\d{1,3}(,\d{3})* د\.ك\/م²/);
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const from = page.getByLabel('من شهر');
  await expect(from.locator('option').nth(1)).toHaveText(/^\S+ \d{4}$/);
  await from.selectOption({ index: 13 });
  await page.getByRole('button', { name: 'عرض النتائج' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01/);
  await expect(page.getByLabel('من شهر')).not.toHaveValue('');
  expect(await page.locator('main').innerText()).not.toMatch(/[\u0660-\u0669]/);
  const labels = await page.locator('#deal-trend-title ~ div svg:visible g[data-axis="price"] text').allTextContents();
  const ticks = labels.filter((label) => /^[\d,]+$/.test(label));
  expect(ticks.length).toBeGreaterThan(2);
  const values = ticks.map((tick) => Number(tick.replace(/,/g, '')));
  const steps = new Set(values.slice(1).map((value, i) => value - values[i]!));
  expect(steps.size).toBe(1);
});

test('auction tabs switch between today, upcoming and previous sessions', async ({ page, request }) => {
  // The demo's four sessions are seeded on the day of the first start: after Kuwait's midnight they are yesterday's.
  const { totalItems } = (await (await request.get('/api/v1/auctions?tab=today')).json()) as { totalItems: number };
  await page.goto('/auctions');
  const tabs = page.getByRole('navigation', { name: 'فترة المزادات' });
  await tabs.getByRole('link', { name: 'القادمة' }).click();
  await expect(page).toHaveURL(/tab=upcoming/);
  await expect(page.getByTestId('auction-card').first()).toBeVisible();
  await tabs.getByRole('link', { name: 'السابقة' }).click();
  await expect(page).toHaveURL(/tab=previous/);
  await expect(
    page
      .getByTestId('auction-card')
      .first()
      .getByText(/انتهى|ملغى|بانتظار النتائج/),
  ).toBeVisible();
  await tabs.getByRole('link', { name: 'اليوم' }).click();
  await expect(page).toHaveURL(/tab=today|\/auctions$/);
  await expect(page.getByTestId('auction-card')).toHaveCount(totalItems);
});

test('a property auction opens with its details and its file downloads as a PDF', async ({ page }) => {
  await page.goto('/auctions/property?tab=upcoming');
  await page.getByTestId('auction-property-card').first().click();
  await expect(page).toHaveURL(/\/auctions\/property\/\d+$/);
  await expect(page.getByText('الرقم الآلي للعنوان')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('auction-file').click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});

test('the auction variants redirect to the tabs', async ({ page }) => {
  await page.goto('/upcoming-auction');
  await expect(page).toHaveURL(/\/auctions\?tab=upcoming$/);
  await page.goto('/auctionsv2');
  await expect(page).toHaveURL(/\/auctions$/);
});

test("a subscriber sees blocks, the archive and a deal's full record with similar deals", async ({ page }) => {
  await signInByPhone(page, subscriberPhone, '/oldDeals');
  const table = page.getByTestId('deals-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'حصرياً للمشتركين' })).toHaveCount(0);
  await expect(table.getByText('للمشتركين')).toHaveCount(0);
  await table.getByRole('button', { name: 'التفاصيل' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('صفقات مشابهة')).toBeVisible();
  await expect(dialog.getByText('القطعة')).toBeVisible();
});

test('a signed-in member registers a deal, sent for review', async ({ page }) => {
  await signInByPhone(page, '90650127', '/deals');
  await page.getByRole('button', { name: 'سجّل صفقة' }).click();
  const form = page.locator('#register-deal');
  await form.getByRole('button', { name: 'إرسال للمراجعة' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await form.getByLabel('تاريخ الصفقة').fill('2026-10-01');
  await form.getByLabel('المنطقة').selectOption({ label: 'السالمية' });
  await form.getByLabel('نوع العقار').selectOption({ label: 'استثماري' });
  await form.getByLabel('الوصف').selectOption({ label: 'عمارة' });
  await form.getByLabel('المساحة (م²)').fill('750');
  await form.getByLabel('القيمة (د.ك)').fill('١٬٢٥٠٬٠٠٠');
  await form.getByRole('button', { name: 'إرسال للمراجعة' }).click();
  await expect(form.getByRole('status')).toContainText('تم إرسال الطلب بنجاح');
});
