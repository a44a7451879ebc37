import { expect, test } from '@playwright/test';

test('sale ads show where their price per m² stands against the recorded deals, the list filters on it and the ad page gives the figures', async ({
  page,
}) => {
  await page.goto('/ads/sale');
  const cards = page.getByTestId('ad-card');
  await expect(cards.first()).toBeVisible();
  // The demo seed computes the levels after its deals: some cards of the first page carry a badge.
  await expect(cards.locator('.fair-price').first()).toBeVisible();

  await page.getByLabel('مقارنة بسعر السوق').selectOption({ label: 'أقل من سعر السوق' });
  await expect(page).toHaveURL(/\/ads\/sale\?fairPrice=below$/);
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(1);
  await expect(cards.locator('.fair-price-below')).toHaveCount(shown);
  await expect(cards.locator('.fair-price')).toHaveCount(shown);
  for (const text of await cards.locator('.fair-price').allTextContents()) expect(text).toBe('أقل من سعر السوق');

  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);
  const fairPrice = page.getByTestId('fair-price');
  await expect(fairPrice).toContainText(/أقل من سعر السوق بـ \d+/);
  await expect(fairPrice).toContainText(/سعر المتر [\d,]+ د\.ك\/م² مقابل سعر وسيط قدره [\d,]+ د\.ك\/م²/);
  await expect(fairPrice).toContainText('خلال آخر 12 شهراً');
  await expect(fairPrice.getByRole('link')).toHaveAttribute('href', /^\/deals\?areaId=\d+$/);
});

test('rent lists have no fair-price filter and ignore one in their URL', async ({ page }) => {
  await page.goto('/ads/rent?fairPrice=below');
  await expect(page.getByTestId('ad-card').first()).toBeVisible();
  await expect(page.getByLabel('مقارنة بسعر السوق')).toHaveCount(0);
  await expect(page.getByTestId('ad-card').locator('.fair-price')).toHaveCount(0);
});
