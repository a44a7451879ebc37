import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function fillEstimate(page: Page) {
  await page.goto('/evaluation/cce');
  await page.getByLabel('مساحة القسيمة (م²)').fill('400');
  await page.getByLabel('نسبة البناء').selectOption('210');
  await page.getByLabel('عدد الأدوار (مع الأرضي)').selectOption('3');
  await page.getByLabel('متوسط').check();
  await page.getByLabel('سرداب').check();
  await page.getByLabel('مصعد').check();
  await page.getByRole('button', { name: 'احسب التكلفة' }).click();
  await expect(page).toHaveURL(/\/evaluation\/cce\/result\/[0-9a-f-]{36}$/);
}

test('estimate a house, read its breakdown, then finance it and compare banks', async ({ page }) => {
  await fillEstimate(page);
  await expect(page.getByTestId('built-up-area')).toContainText('1,120 م²');
  const breakdown = page.getByTestId('construction-breakdown');
  for (const item of ['الهيكل الإنشائي', 'التشطيبات', 'التصميم والإشراف الهندسي', 'السرداب', 'مصعد']) {
    await expect(breakdown.getByRole('rowheader', { name: item })).toBeVisible();
  }
  await expect(page.getByTestId('construction-total')).toContainText(/بين [\d,]+ د\.ك و[\d,]+ د\.ك/);
  await expect(page.getByTestId('rate-sources')).toContainText('markaz.com');
  const resultUrl = page.url();

  await page.getByTestId('finance-link').click();
  await expect(page).toHaveURL(/\/constructionfinance\/[0-9a-f-]{36}$/);
  const instalment = page.getByTestId('instalment');
  await expect(instalment).toHaveText(/^[\d,]+\.\d{3} د\.ك$/);
  await expect(page.getByTestId('cbk-limits')).toContainText('70,000 د.ك');
  await expect(page.getByTestId('finance-comparison').locator('tbody tr')).toHaveCount(6);
  const before = await instalment.textContent();

  await page.getByLabel('البنك').selectOption('2');
  await page.getByLabel('مدة السداد').selectOption('120');
  await page.getByLabel('يُضاف ربح فترة السماح إلى التمويل').check();
  await page.getByLabel('فترة السماح قبل أول قسط').selectOption('6');
  await page.getByRole('button', { name: 'احسب القسط' }).click();
  await expect(page).toHaveURL(/months=120/);
  await expect(page.getByTestId('finance-result')).toContainText('بيت التمويل الكويتي');
  await expect(page.getByTestId('finance-result')).toContainText('126 شهراً');
  expect(await instalment.textContent()).not.toBe(before);

  // The visitor's latest result, from their visitor id.
  await page.goto('/costresult');
  await expect(page).toHaveURL(resultUrl);
});

test('bad input shows field errors, and a down payment above the cost is refused', async ({ page }) => {
  await page.goto('/evaluation/cce');
  await page.getByRole('button', { name: 'احسب التكلفة' }).click();
  const form = page.getByTestId('construction-form');
  await expect(form.getByRole('alert')).toHaveCount(4);
  await expect(form.getByRole('alert').first()).toHaveText('هذا الحقل مطلوب');
  await page.getByLabel('مساحة القسيمة (م²)').fill('كبيرة');
  await page.getByRole('button', { name: 'احسب التكلفة' }).click();
  await expect(form.getByRole('alert').first()).toHaveText('أدخل رقماً');
  await expect(page).toHaveURL(/\/evaluation\/cce$/);

  await fillEstimate(page);
  await page.getByTestId('finance-link').click();
  await page.getByLabel('الدفعة الأولى (د.ك)').fill('99999999');
  await page.getByRole('button', { name: 'احسب القسط' }).click();
  await expect(page.getByTestId('finance-form').getByRole('alert')).toHaveText(
    'الدفعة الأولى تغطي التكلفة كلها: لا حاجة إلى تمويل',
  );
  await expect(page.getByTestId('finance-result')).toHaveCount(0);
});

async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'region')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('on a phone the result and the finance pages fit the screen and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  await fillEstimate(page);
  expect(await width()).toBeLessThanOrEqual(390);
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByTestId('finance-link').click();
  await expect(page.getByTestId('instalment')).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(390);
  expect(await seriousFindings(page)).toEqual([]);
});

test('the old second version of the estimator redirects to the estimator and its results', async ({ request }) => {
  const form = await request.get('/ccev2', { maxRedirects: 0 });
  expect(form.status()).toBe(308);
  expect(form.headers().location).toBe('/evaluation/cce');
  const result = await request.get('/ccev2/0f8fad5b-d9cb-469f-a165-70867728950e', { maxRedirects: 0 });
  expect(result.headers().location).toBe('/evaluation/cce/result/0f8fad5b-d9cb-469f-a165-70867728950e');
});
