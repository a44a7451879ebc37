import { expect, test, type Locator } from '@playwright/test';

const arabicLetters = /[\u0600-\u06ff]/;

async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('news lists articles with covers; one opens with its title, body and related news', async ({ page }) => {
  const response = await page.goto('/news');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أخبار العقار');
  const cards = page.getByTestId('news-card');
  await expect(cards.first()).toBeVisible();
  // The news desk's journey may have published an article without a cover before this one runs.
  const covered = cards.filter({ has: page.locator('img') });
  expect(await covered.count()).toBeGreaterThanOrEqual(10);
  for (let i = 0; i < 10; i++) {
    const cover = covered.nth(i).locator('img');
    await expect(cover).toHaveAttribute('srcset', /-320\.webp 320w, .*-640\.webp 640w, .*\.webp 1280w/);
    await expectLoaded(cover);
  }

  const link = covered.nth(1).getByRole('link');
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const article = page.getByTestId('news-article');
  await expect(article.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expectLoaded(article.locator('figure img'));
  expect(await page.getByTestId('news-body').locator('p').count()).toBeGreaterThanOrEqual(3);
  const related = page.getByRole('region', { name: 'أخبار ذات صلة' });
  await expect(related.getByTestId('news-card')).toHaveCount(3);

  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  const graph = structured.flatMap((text) => JSON.parse(text)['@graph'] ?? []);
  const newsArticle = graph.find((node: { '@type': string }) => node['@type'] === 'NewsArticle');
  expect(newsArticle.headline).toBe(title);
  expect(newsArticle.url).toBe(page.url());
  expect(newsArticle.image[0]).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/files\/news\/.+\.webp$/);
});

test('category links and pages are plain links with their own canonical URL', async ({ page }) => {
  await page.goto('/news');
  const filters = page.getByRole('navigation', { name: 'تصفية الأخبار حسب التصنيف' });
  await filters.getByRole('link', { name: 'المزادات' }).click();
  await expect(page).toHaveURL(/\/news\?category=auctions$/);
  await expect(filters.getByRole('link', { name: 'المزادات' })).toHaveAttribute('aria-current', 'page');
  const cards = page.getByTestId('news-card');
  await expect(cards.first()).toBeVisible();
  for (const badge of await cards.getByTestId('news-category').allTextContents()) expect(badge).toBe('المزادات');
  // Crawlers load pages whole; after a client navigation Next can keep the previous page's canonical link in the head.
  await page.reload();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\?category=auctions$/);

  await page.goto('/news');
  await page
    .getByRole('navigation', { name: 'صفحات النتائج' })
    .getByRole('link', { name: /التالي/ })
    .click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('صفحة');
  await expect(page.getByTestId('news-card').first()).toBeVisible();
});

test('the language switch shows the article in English', async ({ page }) => {
  await page.goto('/news');
  await page.getByTestId('news-card').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicLetters);
  await page.getByTestId('language-switch').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(arabicLetters);
  await expect(page.getByRole('region', { name: 'Related news' }).getByTestId('news-card')).toHaveCount(3);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property news');
  await page.getByTestId('language-switch').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('an article page is cached after its first visit', async ({ request }) => {
  const list = await request.get('/api/v1/news?pageSize=1');
  const [first] = (await list.json()).data;
  const path = `/news/${first.slug}`;
  await request.get(path);
  const again = await request.get(path);
  expect(again.status()).toBe(200);
  expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
});

test('an unknown or impossible article is a 404', async ({ page }) => {
  for (const path of ['/news/no-such-article', '/news/Not_A_Slug']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  }
  expect((await page.goto('/news?page=99'))?.status()).toBe(404);
});
