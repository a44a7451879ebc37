import { expect, test } from '@playwright/test';
import { whenHydrated } from './support/hydration';
import { signInByPhone } from './support/sign-in';

// Demo phones of this journey file only: 96650105 (مكتب الأحمدي للعقار, licensed and verified), 66650118 (its pending
// marketeer طلال السبيعي, never signed in), 97650131 (the licence operator) and 96650106 (مكتب الجهراء الحديث, licence pending).

test('a visitor finds an office by area, opens it, reveals its phone and opens one of its ads', async ({ page }) => {
  await page.goto('/offices');
  await page.getByLabel('المنطقة').selectOption({ label: 'الفحيحيل' });
  await page.getByRole('button', { name: 'ابحث' }).click();
  await expect(page).toHaveURL(/areaId=\d+/);
  const card = page.getByTestId('office-card').filter({ hasText: 'مكتب الأحمدي للعقار' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('licence-verified')).toBeVisible();
  await card.getByRole('link', { name: 'مكتب الأحمدي للعقار' }).click();
  await expect(page).toHaveURL(/\/offices\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مكتب الأحمدي للعقار');
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain('RealEstateAgent');

  const revealed = page.waitForResponse((res) => /\/api\/v1\/members\/\d+\/phone$/.test(res.url()));
  await (await whenHydrated(page.getByRole('button', { name: 'إظهار رقم الهاتف' }))).click();
  expect((await revealed).status()).toBe(200);
  await expect(page.getByTestId('office-phone-number')).toContainText('0105');

  const firstAd = page.getByTestId('office-ads').locator('a[href^="/ad/"]').first();
  const href = await firstAd.getAttribute('href');
  await firstAd.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  expect((await page.goto('/member/999999'))?.status()).toBe(404);
});

test('a licensed broker accepts a marketeer, sees their ad on the office page, then removes them with confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByPhone(page, '96650105', '/profile/broker-profile');
  const request = page.getByTestId('team-list').getByRole('listitem').filter({ hasText: 'طلال السبيعي' });
  await expect(request).toContainText('طلب انضمام');
  const marketeerId = (await request.getAttribute('data-testid'))!.replace('marketeer-', '');

  await page.goto(`/broker-profile/${marketeerId}`);
  await expect(page.getByText('لا يعمل حالياً لدى مكتب على منزل.')).toBeVisible();
  const adHref = await page
    .getByRole('region', { name: 'إعلاناته النشطة' })
    // The ad's own link: a card's heart is a sign-in link until the page knows the session.
    .locator('a[href^="/ad/"]')
    .first()
    .getAttribute('href');
  expect(adHref).toMatch(/^\/ad\/\d+/);

  await page.goto('/profile/broker-profile');
  await (await whenHydrated(page.getByRole('button', { name: 'قبول طلال السبيعي' }))).click();
  await expect(page.getByText('تم قبول المسوّق.')).toBeVisible();

  const officeId = await page.getByRole('link', { name: 'عرض الصفحة العامة' }).getAttribute('href');
  const adOnOfficePage = async () => {
    for (const suffix of ['', '?page=2']) {
      await page.goto(`${officeId}${suffix}`);
      if ((await page.getByTestId('office-ads').locator(`a[href="${adHref}"]`).count()) > 0) return true;
    }
    return false;
  };
  expect(await adOnOfficePage()).toBe(true);
  await expect(page.getByTestId('office-marketeers')).toContainText('طلال السبيعي');

  await page.goto('/profile/broker-profile');
  await (await whenHydrated(page.getByRole('button', { name: 'إزالة طلال السبيعي' }))).click();
  const dialog = page.getByRole('dialog', { name: 'إزالة طلال السبيعي؟' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'نعم، أزِل المسوّق' }).click();
  await expect(page.getByText('تمت إزالة المسوّق.')).toBeVisible();
  await expect(page.getByTestId(`marketeer-${marketeerId}`)).toHaveCount(0);
  expect(await adOnOfficePage()).toBe(false);
});

test('an operator verifies a licence and the badge appears on the office page', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByPhone(page, '97650131', '/profile/licence-reviews');
  const row = page
    .getByTestId('licence-queue')
    .getByRole('listitem')
    .filter({ hasText: 'مكتب الجهراء الحديث للعقارات' });
  const officeId = (await row.getAttribute('data-testid'))!.replace('licence-', '');
  await page.goto(`/offices/${officeId}`);
  await expect(page.getByTestId('licence-unverified').first()).toBeVisible();

  await page.goto('/profile/licence-reviews');
  await (await whenHydrated(row.getByRole('button', { name: 'توثيق الترخيص مكتب الجهراء الحديث للعقارات' }))).click();
  await expect(page.getByText('تم توثيق الترخيص.')).toBeVisible();
  await page.goto(`/offices/${officeId}`);
  await expect(page.locator('h1 ~ div').getByTestId('licence-verified')).toBeVisible();
});
