import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localeCookie, locales } from '@/lib/i18n/config';
import { whenHydrated } from './support/hydration';
import { firstLoadJsKb } from './support/first-load-js';

/** What the journey reads and picks, in each language (messages/*.json, server/seed/data/areas.ts). */
const words = {
  ar: {
    basis: 'أرض أم مبنى',
    land: 'أراضٍ',
    apply: 'عرض النتائج',
    compareWith: 'قارن بمنطقة أخرى',
    compare: 'قارن',
    salmiya: 'السالمية',
    jabriya: 'الجابرية',
    landKinds: /^(أرض فضاء|قسيمة)$/,
    price: '10.000 د.ك',
    benefit: 'أرشيف الصفقات كاملاً',
    tableToggle: 'عرض البيانات كجدول',
  },
  en: {
    basis: 'Land or built',
    land: 'Land',
    apply: 'Show results',
    compareWith: 'Compare with another area',
    compare: 'Compare',
    salmiya: 'Salmiya',
    jabriya: 'Jabriya',
    landKinds: /^(Vacant land|Plot)$/,
    price: 'KD 10.000',
    benefit: 'The whole deals archive',
    tableToggle: 'Show the data as a table',
  },
} as const;

/** The phone taps with a touch screen (no hover there: the tap focuses the quarter); the desktop hovers with a mouse. */
const devices = [
  { viewport: { width: 390, height: 844 }, hasTouch: true },
  { viewport: { width: 1366, height: 900 }, hasTouch: false },
];

/** The price axis labels of the chart drawn at this width. */
const priceAxis = (page: Page) =>
  page.locator('[data-testid="deal-trend-plot"] svg:visible g[data-axis="price"] text').allTextContents();

for (const locale of locales) {
  for (const { viewport, hasTouch } of devices) {
    test.describe(() => {
      test.use({ hasTouch });
      test(`deals in ${locale} at ${viewport.width} px: land only, two areas on one axis, values on hover, tap and focus, a priced lock`, async ({
        page,
        context,
        baseURL,
      }) => {
        test.setTimeout(90_000);
        const w = words[locale];
        await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL! }]);
        await page.setViewportSize(viewport);
        await page.goto('/deals?areaId=34');
        if (viewport.width === 1366)
          console.log(`first-load JS of /deals (${locale}): ${(await firstLoadJsKb(page)).toFixed(1)} kB gzip`);

        // Land only: the URL carries it, the list and the chart's subtitle follow it.
        await page.getByLabel(w.basis).selectOption({ label: w.land });
        await page.getByRole('button', { name: w.apply }).click();
        await expect(page).toHaveURL(/basis=land/);
        await expect(page.locator('#deal-trend-title ~ p').first()).toContainText(w.land);
        const kinds = await page.getByTestId('deals-table').locator('tbody tr td:nth-child(4)').allTextContents();
        expect(kinds.length).toBeGreaterThan(0);
        for (const kind of kinds) expect(kind.trim()).toMatch(w.landKinds);

        // A second area: both curves, a legend naming both, one axis whichever comes first.
        const compareForm = page.getByTestId('deal-compare');
        await compareForm.getByLabel(w.compareWith).selectOption({ label: w.jabriya });
        await compareForm.getByRole('button', { name: w.compare, exact: true }).click();
        await expect(page).toHaveURL(/compareAreaId=38/);
        await expect(page).toHaveURL(/basis=land/);
        const plot = page.getByTestId('deal-trend-plot');
        await expect(plot.locator('svg:visible path[data-series="1"]')).toHaveCount(1);
        await expect(plot.getByTestId('deal-trend-legend')).toContainText(w.salmiya);
        await expect(plot.getByTestId('deal-trend-legend')).toContainText(w.jabriya);
        const axis = await priceAxis(page);
        await page.goto('/deals?areaId=38&compareAreaId=34&basis=land');
        expect(await priceAxis(page)).toEqual(axis);
        const { violations } = await new AxeBuilder({ page }).include('main').analyze();
        expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
          [],
        );

        // The chart's figures as a table: drawn when opened, a row per quarter, a pair of columns per area.
        const figures = page.locator('main details');
        await expect(figures.locator('table')).toHaveCount(0);
        await (await whenHydrated(figures.getByText(w.tableToggle))).click();
        await expect(figures.getByRole('table')).toBeVisible();
        await expect(figures.getByRole('columnheader', { name: new RegExp(w.jabriya) }).first()).toBeVisible();
        expect(await figures.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(4);

        // Deal counts on an axis of their own, starting at zero.
        expect((await plot.locator('svg:visible g[data-axis="count"] text').allTextContents())[0]).toBe('0');

        // A quarter's values: hover (a tap on a phone) shows them, and so does keyboard focus.
        const bands = plot.locator('ol:visible > li');
        const band = bands.nth(Math.floor((await bands.count()) / 2));
        const tip = band.locator('div').first();
        await expect(tip).toHaveCSS('opacity', '0');
        if (hasTouch) await band.tap();
        else await band.hover();
        await expect(tip).toHaveCSS('opacity', '1');
        await expect(tip).toContainText(w.salmiya);
        await expect(tip).toContainText(w.jabriya);
        await page.mouse.move(0, 0);

        // The keyboard: one tab stop for the chart, the arrow keys and End move between quarters.
        await expect(plot.locator('ol:visible > li[tabindex="0"]')).toHaveCount(1);
        await whenHydrated(plot.locator('ol:visible'));
        await bands.first().focus();
        await expect(bands.first().locator('div').first()).toHaveCSS('opacity', '1');
        await page.keyboard.press('End');
        await expect(bands.last()).toBeFocused();
        await expect(bands.last().locator('div').first()).toHaveCSS('opacity', '1');
        await page.keyboard.press('ArrowLeft');
        await expect(bands.nth((await bands.count()) - 2)).toBeFocused();
        await expect(plot.locator('ol:visible > li[tabindex="0"]')).toHaveCount(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

        // The lock quotes the cheapest plan and its benefits, and the whole card leads to the subscription.
        const lock = page.getByTestId('subscriber-lock');
        await expect(lock.getByTestId('subscriber-lock-price')).toContainText(w.price);
        await expect(lock).toContainText(w.benefit);
        await lock.click({ position: { x: 12, y: 12 } });
        await expect(page).toHaveURL(/\/subscribe$/);
      });
    });
  }
}

test('the chart’s figures open as a table without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ar-KW' });
  const page = await context.newPage();
  await page.goto('/deals?areaId=34');
  const figures = page.locator('main details');
  await figures.getByText(words.ar.tableToggle).click();
  await expect(figures.getByRole('table')).toBeVisible();
  expect(await figures.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(4);
  await context.close();
});
