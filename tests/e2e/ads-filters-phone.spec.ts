import { expect, test } from '@playwright/test';

const phone = { width: 390, height: 844 };
const WORDS = 'شقة';

test('phone filters stay open through several choices, show loading, then chips and the heading; a chip removes one filter; clearing keeps the typed words', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto(`/ads/rent?q=${encodeURIComponent(WORDS)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عقارات للإيجار في الكويت');

  // The folded panel holds no area checklist (the page's biggest list): it is drawn when the panel opens.
  await expect(page.locator('input[name="areaIds"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'الفلاتر' }).click();
  const filters = page.getByRole('search', { name: 'تصفية النتائج' });
  await expect(filters).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: 'السالمية', exact: true })).toBeAttached();
  const before = page.url();

  // Two drop-downs, an area and the exact count: nothing applies and the panel stays open until "show results".
  await filters.getByLabel('نوع العقار').selectOption({ label: 'شقة' });
  await filters.getByLabel('غرف النوم').selectOption('2');
  await filters.getByRole('radio', { name: 'بالضبط' }).check();
  await filters.getByPlaceholder('ابحث عن منطقة').fill('سالميه');
  await filters.getByRole('checkbox', { name: 'السالمية', exact: true }).check();
  await expect(filters).toBeVisible();
  expect(page.url()).toBe(before);

  // Hold the next page's data back: the results say they are loading instead of showing the old ones as the answer.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/ads/rent/apartment',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await filters.getByRole('button', { name: 'عرض النتائج' }).click();
  const results = page.getByTestId('results-region');
  await expect(results).toHaveAttribute('aria-busy', 'true');
  await expect(results.getByRole('status')).toHaveText('جارٍ تحميل النتائج…');
  release();

  await expect(page).toHaveURL(/\/ads\/rent\/apartment\?areaId=34&bedrooms=2&bedroomsExact=true&q=/);
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(filters).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شقق للإيجار في السالمية');
  await expect(page).toHaveTitle(/شقق للإيجار في السالمية/);

  const chips = page.getByRole('group', { name: 'الفلاتر المطبّقة' });
  await expect(chips.getByRole('link')).toHaveText(['شقة', 'السالمية', 'غرفتا نوم', `«${WORDS}»`, 'مسح الفلاتر']);

  // A chip is a link reached from the keyboard; it removes its filter and only it.
  const bedrooms = chips.getByRole('link', { name: 'إزالة الفلتر: غرفتا نوم' });
  await bedrooms.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ads\/rent\/apartment\?areaId=34&q=/);
  await expect(chips.getByRole('link', { name: /غرف/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شقق للإيجار في السالمية');

  // Clearing the filters keeps the words typed in the search box.
  await chips.getByRole('link', { name: 'مسح الفلاتر' }).click();
  await expect(page).toHaveURL(/\/ads\/rent\/investment\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe(WORDS);
  await expect(page.locator('input[name="q"][form="ad-filters"]')).toHaveValue(WORDS);
  await expect(chips.getByRole('link')).toHaveText([`«${WORDS}»`]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عقارات استثمارية للإيجار في الكويت');
});

test('"clear filters" in the empty state keeps the typed words', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(`/ads/rent?q=${encodeURIComponent(WORDS)}&priceMin=9999999`);
  await expect(page.getByTestId('empty-results')).toBeVisible();
  await page.getByTestId('empty-results').getByRole('link', { name: 'مسح الفلاتر' }).click();
  await expect(page).toHaveURL(new RegExp(`/ads/rent\\?q=${encodeURIComponent(WORDS)}$`));
  await expect(page.getByTestId('ad-card').first()).toBeVisible();
});
