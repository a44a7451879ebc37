import { expect, test } from '@playwright/test';

test('the estimator’s accuracy is published from the first start: the whole of Kuwait and each governorate’s categories, with the date and the demo’s caveat', async ({
  page,
}) => {
  await page.goto('/evaluation/accuracy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ما مدى دقة تقديراتنا؟');
  await expect(page.getByTestId('accuracy-date')).toContainText('آخر اختبار حتى');
  await expect(page.getByText('الصفقات مولَّدة آلياً')).toBeVisible();
  const table = page.getByTestId('accuracy-table');
  const total = table.getByRole('row').filter({ hasText: 'الكويت كلها' });
  await expect(total).toHaveCount(1);
  // The median error of the demo's generated deals is a few percent; every estimate is a figure the deals back.
  await expect(total.getByRole('cell').nth(1)).toHaveText(/^\d{1,2}(\.\d+)?\u200e?%\u200e?$/);
  await expect(page.getByTestId('accuracy-summary').getByRole('definition').first()).toHaveText(
    /^\d{1,2}(\.\d+)?\u200e?%\u200e?$/,
  );
  expect(await table.getByRole('row').count()).toBeGreaterThan(10);
  await expect(page.getByRole('link', { name: 'قدّر قيمة عقارك' })).toHaveAttribute('href', '/evaluation/ive');
});
