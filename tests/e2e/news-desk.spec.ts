import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { whenHydrated } from './support/hydration';
import { signInByPhone } from './support/sign-in';

/**
 * Issue 30 §2: the demo editor (97650137; only the content desks' journeys sign in with it) writes an article in
 * Arabic and English and publishes it: it is on /news and on the home page at once, in both languages, with its
 * Markdown rendered and its tags shown.
 */
const editorPhone = '97650137';

/** No serious or critical axe findings on a desk page at a phone's width and a desktop's. */
async function expectAccessible(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

test('the editor publishes an article that is on the news page and the home page at once, in both languages', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const titleAr = `افتتاح مجمع سكني جديد في صباح الأحمد ${stamp}`;
  const titleEn = `New housing complex opens in Sabah Al-Ahmad ${stamp}`;

  await signInByPhone(page, editorPhone, '/profile/back-office');
  await page.getByTestId('desk-newsDesk').click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/news-desk');
  await expectAccessible(page);
  await page.getByTestId('new-article').click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/news-desk/new');

  const form = page.getByTestId('news-article-form');
  await (await whenHydrated(form.getByLabel('التصنيف'))).selectOption('projects');
  await form.getByLabel('العنوان بالعربية').fill(titleAr);
  await form.getByLabel('العنوان بالإنجليزية').fill(titleEn);
  await form.getByLabel('الملخص بالعربية').fill('تسلّم المؤسسة العامة للرعاية السكنية أول المباني هذا الشهر.');
  await form.getByLabel('الملخص بالإنجليزية').fill('The housing authority hands over the first buildings this month.');
  await form
    .getByLabel('النص بالعربية')
    .fill('## التفاصيل\n\nيضم المجمع **مئتي** وحدة سكنية.\n\n- مدارس\n- حدائق\n\n<script>alert(1)</script>');
  await form
    .getByLabel('النص بالإنجليزية')
    .fill('## Details\n\nThe complex has **two hundred** homes. See [all news](/news).');
  await form.getByLabel('الوسوم').fill('صباح الأحمد, housing');
  await form.getByTestId('preview-bodyAr').click();
  const preview = form.getByTestId('news-preview');
  await expect(preview.locator('h2')).toHaveText('التفاصيل');
  await expect(preview.locator('strong')).toHaveText('مئتي');
  await expect(preview).toContainText('<script>alert(1)</script>');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'أنشئ المسودة' }).click();
  await expect(page).toHaveURL(/\/profile\/news-desk\/\d+$/);
  const panel = page.getByTestId('news-publish-panel');
  await expect(panel.getByTestId('news-state')).toHaveText('مسودة');
  await expectAccessible(page);

  await (await whenHydrated(panel.getByTestId('publish-now'))).click();
  await expect(page.getByTestId('flash-toast')).toContainText('الخبر منشور على الموقع');
  await expect(panel.getByTestId('news-state')).toHaveText('منشور');

  await page.goto('/news');
  await expect(page.getByTestId('news-card').first()).toContainText(titleAr);
  await page.goto('/');
  await expect(page.getByTestId('home-news')).toContainText(titleAr);
  await page.getByTestId('home-news').getByRole('link', { name: titleAr }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleAr);
  await expect(page.getByTestId('news-body-html').locator('h2')).toHaveText('التفاصيل');
  await expect(page.getByTestId('news-body-html')).toContainText('<script>alert(1)</script>');
  await expect(page.getByTestId('news-tags')).toContainText('صباح الأحمد');

  // The proxy keeps its own NEXT_LOCALE on the site's root path: this one must be set there too to replace it.
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: new URL(page.url()).origin }]);
  await page.goto('/news');
  await expect(page.getByTestId('news-card').first()).toContainText(titleEn);
  await page.goto('/');
  await expect(page.getByTestId('home-news')).toContainText(titleEn);
  await page.getByTestId('home-news').getByRole('link', { name: titleEn }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleEn);
  await expect(page.getByTestId('news-body-html').getByRole('link', { name: 'all news' })).toHaveAttribute(
    'href',
    '/news',
  );
  await page.context().clearCookies({ name: 'NEXT_LOCALE' });
});
