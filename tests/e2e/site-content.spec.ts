import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { whenHydrated } from './support/hydration';
import { signInByPhone } from './support/sign-in';

/**
 * Issue 30 §2: the demo editor (97650137; the news journey signs in with it too, so nothing here relies on a clean
 * state) adds a question, edits its answer and adds a banner; the FAQ page and the packages page show them at once.
 */
const editor = '97650137';

/** No serious or critical axe findings on a staff page at a phone's width and a desktop's. */
async function expectAccessible(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

/** Submits the desk's form and waits for the API to take the save (an earlier toast may still be showing). */
async function save(page: Page, button: string) {
  const saved = page.waitForResponse(
    (res) => res.url().includes('/api/v1/operator/content/') && res.request().method() !== 'GET',
  );
  await page.getByTestId('content-form').getByRole('button', { name: button, exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByTestId('flash-toast')).toContainText('تم الحفظ');
}

test('the editor edits a FAQ answer and adds a banner, and the public pages show them at once', async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  await signInByPhone(page, editor, '/profile/back-office');
  await page.getByTestId('desk-siteContent').click();
  await expect(page).toHaveURL(/\/profile\/site-content$/);
  await expectAccessible(page);

  await page.getByTestId('content-new').click();
  let form = page.getByTestId('content-form');
  const question = `هل يمكن تعديل الإعلان بعد نشره؟ ${stamp}`;
  await (await whenHydrated(form.getByLabel('السؤال بالعربية'))).fill(question);
  await form.getByLabel('السؤال بالإنجليزية').fill(`Can an ad be edited after publishing? ${stamp}`);
  await form.getByLabel('الإجابة بالعربية').fill('نعم، من صفحة إعلاناتي.');
  await form.getByLabel('الإجابة بالإنجليزية').fill('Yes, from My ads.');
  await save(page, 'إضافة');

  // The edit link is a navigation: until it lands, the form on the page is still the one that added the question.
  await page.getByRole('link', { name: `تعديل: ${question}` }).click();
  form = page.getByTestId('content-form');
  await expect(form.getByRole('button', { name: 'حفظ', exact: true })).toBeVisible();
  const answer = `نعم، افتح إعلاناتي ثم اختر تعديل. ${stamp}`;
  await (await whenHydrated(form.getByLabel('الإجابة بالعربية'))).fill(answer);
  await save(page, 'حفظ');

  await page.goto('/faqs');
  await page.getByText(question).click();
  await expect(page.getByText(answer)).toBeVisible();

  await page.goto('/profile/site-content?tab=banners');
  await expectAccessible(page);
  await page.getByTestId('content-new').click();
  form = page.getByTestId('content-form');
  const title = `عرض خاص ${stamp}`;
  await (await whenHydrated(form.getByLabel('العنوان بالعربية'))).fill(title);
  await form.getByLabel('العنوان بالإنجليزية').fill(`Special offer ${stamp}`);
  await form.getByLabel('النص بالعربية').fill('خصم على باقات الإعلانات هذا الأسبوع.');
  await form.getByLabel('النص بالإنجليزية').fill('A discount on ad packages this week.');
  await form.getByLabel('الرابط').fill('https://example.com');
  await form.getByRole('button', { name: 'إضافة' }).click();
  await expect(form).toContainText('مساراً من هذا الموقع');
  await form.getByLabel('الرابط').fill('/subscribe');
  await save(page, 'إضافة');

  await page.goto('/packages');
  await expect(page.getByTestId('package-banner').filter({ hasText: title })).toBeVisible();

  await page.goto('/profile/site-content?tab=seo');
  await page.getByRole('link', { name: 'تعديل: faqs' }).click();
  await expect(page.getByText('معاينة نتيجة البحث')).toBeVisible();
  await expectAccessible(page);
});
