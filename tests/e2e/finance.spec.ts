import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'region')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the calculator shows an instalment, explains a broken limit and what would fit, then a plan that fits', async ({
  page,
}) => {
  await page.goto('/finance');
  const instalment = page.getByTestId('instalment');
  await expect(instalment).toHaveText(/^[\d,]+\.\d{3} د\.ك$/);
  // No bank's rate is confirmed in the demo data: each is "on request", priced at the central bank's 6.5% cap.
  await expect(page.getByTestId('rate-on-request')).toContainText('6.5%');
  await expect(page.getByTestId('finance-comparison')).not.toContainText(/UNCONFIRMED|yallacompare/);
  await expect(page.getByTestId('side-by-side')).toHaveCount(0);
  // At the cap, 70,000 over 15 years takes about KD 610 a month: within 40% of a 2,000 salary.
  await page.getByLabel('صافي الراتب الشهري (د.ك)').fill('2000');
  await expect(page.getByTestId('plan-fits')).toBeVisible();
  await expect(page.getByTestId('kcb-option')).toContainText('70,000 د.ك');

  // 150,000 less 30,000 is 120,000: over the KD 70,000 housing ceiling.
  await page.getByLabel('قيمة العقار (د.ك)').fill('150000');
  const amount = page.getByTestId('limit-amount');
  await expect(amount).toHaveAttribute('data-fits', 'false');
  await expect(amount).toContainText('يتجاوز الحد الأقصى 70,000 د.ك');
  await expect(amount).toContainText('cbk.gov.kw');
  const fit = page.getByTestId('fit-suggestions');
  await expect(fit).toContainText('دفعة أولى لا تقل عن 80,000 د.ك');

  // Retirees may give 30% of the salary: 600 of 2,000, less than the instalment.
  await page.getByLabel('متقاعد').check();
  await expect(page.getByTestId('limit-share')).toHaveAttribute('data-fits', 'false');
  await expect(fit).toContainText('صافي راتب لا يقل عن');

  await page.getByLabel('موظف').check();
  await page.getByLabel('الدفعة الأولى (د.ك)').fill('80000');
  await expect(page.getByTestId('plan-fits')).toBeVisible();
  await expect(page.getByTestId('fit-suggestions')).toHaveCount(0);
  await expect(page.getByTestId('apply-link')).toHaveAttribute('href', /^\/form\?.*propertyValue=150000.*amount=70000/);

  // Bad input says so instead of a figure.
  await page.getByLabel('صافي الراتب الشهري (د.ك)').fill('كثير');
  await expect(page.getByTestId('finance-calculator').getByText('أدخل رقماً')).toBeVisible();
  await expect(instalment).toHaveCount(0);
});

test('a budget from the salary finds sale ads within it, and its details say how it was worked out', async ({
  page,
}) => {
  await page.goto('/budget');
  await page.getByLabel('صافي الراتب الشهري (د.ك)').fill('2000');
  await page.getByLabel('الدفعة الأولى (د.ك)').fill('100000');
  await page.getByRole('button', { name: 'اعرض العقارات' }).click();
  await expect(page).toHaveURL(/\/budget\?salary=2000/);
  // 40% of 2,000 at the 6.5% cap carries more than KD 70,000 over 15 years: the ceiling binds, 70,000 + 100,000.
  await expect(page.getByTestId('ceiling')).toHaveText('170,000 د.ك');
  const cards = page.getByTestId('ad-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('empty-results')).toHaveCount(0);

  await page.getByTestId('budget-details-link').click();
  await expect(page).toHaveURL(/\/budget\/details\?salary=2000/);
  await expect(page.getByTestId('binding-limit')).toContainText('الحد الأقصى للتمويل السكني');
  await expect(page.getByTestId('budget-details')).toContainText('170,000 د.ك');
});

test('a budget that finds nothing says so in the spec’s words', async ({ page }) => {
  await page.goto('/budget?maxPrice=1');
  await expect(page.getByTestId('ceiling')).toHaveText('1 د.ك');
  await expect(page.getByTestId('empty-results')).toContainText('لا يوجد عقار يناسب ميزانيتك، جرّب تعديلها');
});

test('budget details without a budget go back to /budget', async ({ page, request }) => {
  const res = await request.get('/budget/details', { maxRedirects: 0 });
  expect([307, 308, 303, 302]).toContain(res.status());
  expect(res.headers().location).toMatch(/\/budget$/);
  await page.goto('/budget/details?salary=abc');
  await expect(page).toHaveURL(/\/budget$/);
});

test('on a phone the calculator and the budget pages fit the screen and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const path of [
    '/finance',
    '/budget?salary=1500&downPayment=100000',
    '/budget?maxPrice=1',
    '/budget/details?salary=1500&downPayment=100000',
  ]) {
    await page.goto(path);
    expect(await width(), path).toBeLessThanOrEqual(390);
    expect(await seriousFindings(page), path).toEqual([]);
  }
});
