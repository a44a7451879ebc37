import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AdCard } from '@/lib/schemas/ads';
import { codeFor } from './support/sign-in';

/**
 * Smaller rows of the spec: the global payment-success modal on the focused pages (§2), the previous route read after
 * signing in (§2 navigation rules) and the staff's featured ads (§3 featured flag).
 */

/** No serious or critical axe finding, and no sideways scrolling on a phone (390 px) nor on a desktop. */
async function audit(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const findings = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(findings).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

/** The flag a return page raises when its charge is paid (lib/payments/payment-success-flag.ts). */
const raisePaymentSuccess = (page: Page) =>
  page.evaluate(() => sessionStorage.setItem('manzil:paymentSuccess', 'package'));

test('the payment-success modal opens on /login and /sign-up too, and closing it clears the flag', async ({ page }) => {
  await page.goto('/faqs');
  await raisePaymentSuccess(page);
  await page.goto('/login');
  const modal = page.getByTestId('payment-success-modal');
  await expect(modal.getByRole('heading', { name: 'تمت عملية الدفع بنجاح' })).toBeVisible();
  await expect(modal).toContainText('تم تفعيل باقتك');
  await audit(page);
  await modal.getByRole('button', { name: 'إغلاق' }).click();
  await expect(modal).toBeHidden();
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(modal).toBeHidden();

  await raisePaymentSuccess(page);
  await page.reload();
  await modal.getByRole('button', { name: 'متابعة' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(modal).toBeHidden();
});

/** Signs in on the /login page already open, by e-mail (the journeys that use these members sign in by phone). */
async function signInByEmail(page: Page, email: string) {
  await page.getByRole('tab', { name: 'البريد الإلكتروني' }).click();
  await page.getByTestId('identify-form').getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'إرسال الرمز', exact: true }).click();
  await page.getByTestId('otp-input').fill(await codeFor(page.request, email));
}

test('after signing in without ?returnTo= the visitor goes back to the previous route, its query included', async ({
  page,
}) => {
  await page.goto('/news');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('navigation', { name: 'تصفية الأخبار حسب التصنيف' })
    .getByRole('link', { name: 'المزادات' })
    .click();
  await expect(page).toHaveURL(/\/news\?category=auctions$/);
  // A client navigation that changed only the query.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The sign-in page typed in the address bar (a full page load), with no ?returnTo=.
  await page.goto('/login');
  await signInByEmail(page, 'shaikha.marketeer@example.com');
  await expect(page).toHaveURL(/\/news\?category=auctions$/);
  await expect(page.getByTestId('flash-toast')).toContainText('تم تسجيل الدخول بنجاح');
});

test('an operator features a live ad: the badge shows on its page and card; a draft number is refused; the pick is taken back', async ({
  page,
}) => {
  // Two axe audits of pages with many cards, on a shared machine.
  test.setTimeout(180_000);
  // The newest live rent ad nobody has picked (the page lists the newest picks; special-ad slots top the list, so skip them).
  const list = (await (await page.request.get('/api/v1/ads?dealType=rent&pageSize=50')).json()) as { data: AdCard[] };
  const ad = list.data.find((card) => !card.isFeatured && card.adType === 'regular')!;

  await page.goto('/login?returnTo=/profile/featured-ads');
  await signInByEmail(page, 'licences.operator@example.com');
  await expect(page).toHaveURL(/\/profile\/featured-ads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'الإعلانات المختارة' })).toBeVisible();

  const form = page.getByTestId('feature-ad-form');
  const number = form.getByLabel('رقم الإعلان');
  await form.getByRole('button', { name: 'اختر الإعلان' }).click();
  await expect(form.getByRole('alert')).toContainText('هذا الحقل مطلوب');
  await number.fill('999999999');
  await form.getByRole('button', { name: 'اختر الإعلان' }).click();
  await expect(form.getByRole('alert')).toContainText('لا يوجد إعلان بهذا الرقم');

  await number.fill(String(ad.id));
  await form.getByRole('button', { name: 'اختر الإعلان' }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('أُضيف الإعلان إلى الإعلانات المختارة');
  const picked = page
    .getByTestId('featured-ads')
    .getByTestId('ad-card')
    .filter({ has: page.getByRole('link', { name: ad.title }) });
  await expect(picked.getByTestId('featured-badge')).toHaveText('اختيار منزل');
  await audit(page);

  // The ad's own page (its cache expired by the pick) carries the badge beside its title (similar ads may carry theirs).
  const adHeader = page.locator('header:has(h1)');
  await page.goto(`/ad/${ad.id}`);
  await expect(adHeader.getByTestId('featured-badge')).toHaveText('اختيار منزل');
  await audit(page);

  await page.goto('/profile/featured-ads');
  await page.getByTestId(`unfeature-${ad.id}`).click();
  await expect(page.getByTestId('flash-toast')).toContainText('أُزيل الإعلان من الإعلانات المختارة');
  await expect(picked).toHaveCount(0);
  await page.goto(`/ad/${ad.id}`);
  await expect(adHeader.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(adHeader.getByTestId('featured-badge')).toHaveCount(0);
});
