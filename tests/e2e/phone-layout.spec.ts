import { expect, test, type Page } from '@playwright/test';
import { localeCookie, locales } from '@/lib/i18n/config';
import { pathOf, publicPages, type PublicPage } from './support/public-pages';

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

/** Beyond the axe journey's pages: the other ad lists, content and coming-soon pages. */
const morePages = [
  '/ads/exchange',
  '/ads/wanted-for-rent',
  '/ads/wanted-for-sale',
  '/about-us',
  '/blog',
  '/ad/create',
  '/links',
  '/privacy-statement',
];

const homeRows = ['home-auctions', 'home-deals', 'home-special-ads', 'home-news'];

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const locale of locales) {
  test(`every public page type fits a 390 px phone in ${locale}`, async ({ page, context, baseURL, request }) => {
    test.setTimeout(180_000);
    await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL! }]);
    await page.setViewportSize(phone);
    const targets: PublicPage[] = [...publicPages, ...morePages.map((path) => ({ name: path, path }))];
    for (const target of targets) {
      const path = await pathOf(target, request);
      expect((await page.goto(path))?.status(), path).toBe(target.status ?? 200);
      await page.waitForLoadState('load');
      expect(await documentWidth(page), `${path} in ${locale}`).toBeLessThanOrEqual(phone.width);
    }
  });

  test(`home on a phone in ${locale}: swipeable rows from the reading side, about four screens tall; grids on a desktop`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL! }]);
    await page.setViewportSize(phone);
    await page.goto('/');
    await page.waitForLoadState('load');
    // About four screens: 3.7 in Arabic and 4.0 in English with the demo data (10,600 px, 12.5 screens, before the rows).
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(4.25 * phone.height);
    expect(await documentWidth(page)).toBeLessThanOrEqual(phone.width);

    for (const testId of homeRows) {
      const row = page.getByTestId(testId).getByRole('list').first();
      const layout = await row.evaluate((list) => {
        const style = getComputedStyle(list);
        const listBox = list.getBoundingClientRect();
        const firstBox = list.firstElementChild!.getBoundingClientRect();
        return {
          display: style.display,
          snap: style.scrollSnapType,
          scrolls: list.scrollWidth > list.clientWidth,
          // The first card sits at the row's start: the right edge in Arabic, the left in English.
          startOffset: document.dir === 'rtl' ? listBox.right - firstBox.right : firstBox.left - listBox.left,
        };
      });
      expect(layout, testId).toMatchObject({ display: 'flex', snap: 'x mandatory', scrolls: true });
      expect(layout.startOffset, testId).toBeLessThanOrEqual(24);
    }

    // The keyboard reaches a card out of view, and the row scrolls to it.
    const ads = page.getByTestId('home-special-ads').getByRole('list').first();
    const lastLink = ads.locator(':scope > li').last().getByRole('link').first();
    await lastLink.focus();
    await expect(lastLink).toBeInViewport();
    expect(await ads.evaluate((list) => Math.abs(list.scrollLeft))).toBeGreaterThan(0);

    await page.setViewportSize(desktop);
    for (const testId of homeRows) {
      expect(
        await page
          .getByTestId(testId)
          .getByRole('list')
          .first()
          .evaluate((list) => getComputedStyle(list).display),
        testId,
      ).toBe('grid');
    }
  });
}

test('header: buy, rent, exchange and wanted on a phone and a desktop, and "post an ad"', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/ads/sale');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'التنقل الرئيسي' });
  const expected = [
    ['للبيع', '/ads/sale'],
    ['للإيجار', '/ads/rent'],
    ['للبدل', '/ads/exchange'],
    ['مطلوب', '/ads/wanted-for-rent'],
  ] as const;
  for (const [name, href] of expected)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(nav.getByRole('link', { name: 'للبيع', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByRole('link', { name: 'أضف إعلانك' })).toHaveAttribute(
    'href',
    '/ad/create',
  );
  await nav.getByRole('link', { name: 'للإيجار', exact: true }).click();
  await expect(page).toHaveURL(/\/ads\/rent$/);

  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const drawer = page.getByRole('dialog', { name: 'القائمة' });
  for (const [name, href] of expected)
    await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await page.keyboard.press('Escape');

  await page.setViewportSize(desktop);
  for (const [name] of expected) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'أضف إعلانك' })).toBeVisible();
});

for (const javaScriptEnabled of [false, true]) {
  test(`the home search rents by default and lands on the matching list with the query (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: phone, locale: 'ar-KW' });
    const page = await context.newPage();
    await page.goto('/');
    const search = page.getByRole('search');
    await expect(search.getByRole('radio', { name: 'للإيجار' })).toBeChecked();
    await search.getByRole('searchbox').fill('شقه سالميه');
    await search.getByRole('button', { name: 'بحث' }).click();
    await expect(page).toHaveURL(/\/ads\/rent\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('شقه سالميه');

    await page.goto('/');
    await search.getByText('للبيع').click();
    await search.getByRole('searchbox').fill('فيلا');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/ads\/sale\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('فيلا');
    await context.close();
  });
}

test('the placeholder of the home search fits a phone', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  const input = page.getByRole('search').getByRole('searchbox');
  // The text is measured in the input's own font; it must fit beside the icon's padding.
  const fits = await input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    return context.measureText(el.placeholder).width <= room;
  });
  expect(fits).toBe(true);
});

test('the ad page on a phone keeps call and WhatsApp at the bottom without covering the page; in the side column on a desktop', async ({
  page,
  request,
}) => {
  const { data } = (await (await request.get('/api/v1/ads?dealType=rent&pageSize=1')).json()) as {
    data: Array<{ id: number }>;
  };
  await page.setViewportSize(phone);
  await page.goto(`/ad/${data[0]!.id}`);
  const bar = page.getByTestId('contact-bar');
  await expect(bar.getByRole('button', { name: /واتساب/ })).toBeVisible();
  const atBottom = async () => {
    const box = (await bar.boundingBox())!;
    return Math.round(box.y + box.height);
  };
  expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  expect(await atBottom()).toBe(phone.height);
  // Scrolled to the end, the footer's last line sits above the bar. The page may still grow as its images and fonts
  // arrive, so each try scrolls to the end again.
  const footerBelowBar = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    return (await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom)) - barTop;
  };
  await expect.poll(footerBelowBar).toBeLessThanOrEqual(1);
  expect(await atBottom()).toBe(phone.height);

  await page.setViewportSize(desktop);
  expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('static');
  await expect(page.getByTestId('ad-actions').getByTestId('contact-bar')).toBeVisible();
});

for (const [locale, next, previous] of [
  ['ar', 'chevron-start', 'chevron-end'],
  ['en', 'chevron-end', 'chevron-start'],
] as const) {
  test(`pagination arrows follow the reading direction in ${locale}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL! }]);
    await page.goto('/ads/rent?page=2');
    const nav = page.locator('nav:has(a[rel="next"])');
    await expect(nav.locator('a[rel="next"] use')).toHaveAttribute('href', `/static/icons.svg#${next}`);
    await expect(nav.locator('a[rel="prev"] use')).toHaveAttribute('href', `/static/icons.svg#${previous}`);
    // "next" sits at the end of the row: the left in Arabic.
    const [nextBox, prevBox] = await Promise.all([
      nav.locator('a[rel="next"]').boundingBox(),
      nav.locator('a[rel="prev"]').boundingBox(),
    ]);
    expect(locale === 'ar' ? nextBox!.x < prevBox!.x : nextBox!.x > prevBox!.x).toBe(true);
  });
}

test('one newsletter form per page, and no service card alone in its row', async ({ page }) => {
  for (const path of ['/', '/blog', '/news']) {
    await page.goto(path);
    await expect(page.getByTestId('newsletter-form'), path).toHaveCount(1);
  }
  await page.goto('/');
  for (const viewport of [{ width: 820, height: 1000 }, { width: 1100, height: 900 }, desktop]) {
    await page.setViewportSize(viewport);
    const rows = await page.locator('section[aria-labelledby="services-title"] ul > li').evaluateAll((items) => {
      const perRow = new Map<number, number>();
      for (const li of items) {
        const top = Math.round(li.getBoundingClientRect().top);
        perRow.set(top, (perRow.get(top) ?? 0) + 1);
      }
      return [...perRow.values()];
    });
    expect(rows.length, `${viewport.width}px`).toBeGreaterThan(1);
    expect(rows.at(-1), `${viewport.width}px: ${rows.join(', ')}`).toBeGreaterThan(1);
  }
});
