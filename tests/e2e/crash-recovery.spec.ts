import { expect, test, type Page, type Request } from '@playwright/test';
import ar from '@/messages/ar.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import { whenHydrated } from './support/hydration';

/**
 * What a browser translation tool (Google Translate, Edge, Safari) does to a page: every text node is replaced by
 * `<font>` elements holding the translation. React still holds the original text nodes; removing or inserting
 * before one of them makes the DOM refuse ("The node to be removed is not a child of this node").
 */
async function translatePage(page: Page) {
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, noscript') || !node.textContent?.trim()
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    for (const text of texts) {
      const outer = document.createElement('font');
      outer.style.verticalAlign = 'inherit';
      const inner = outer.appendChild(document.createElement('font'));
      inner.style.verticalAlign = 'inherit';
      inner.textContent = `«${text.textContent}»`;
      text.replaceWith(outer);
    }
    document.documentElement.classList.add('translated-rtl');
  });
}

/** The footer's newsletter form shows its success line; a bad address then takes that line (its text node) away. */
async function subscribeThenMistype(page: Page) {
  const form = await whenHydrated(page.getByTestId('newsletter-form').first());
  await form.getByRole('textbox').fill(`reader-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
  await form.getByRole('button').click();
  await expect(form.getByRole('status')).not.toBeEmpty();
}

async function mistype(page: Page) {
  const form = page.getByTestId('newsletter-form').first();
  await form.getByRole('textbox').fill('not-an-email');
  await form.getByRole('button').click();
}

const crashReport = (page: Page) =>
  page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/client-errors'));
const reportOf = (request: Request) =>
  request.postDataJSON() as { source: string; message: string; reloaded: boolean; path: string };
/** Whether the document marked before the crash is still the one shown (a reload in progress counts as gone). */
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __beforeCrash?: boolean }).__beforeCrash === true).catch(() => false);

test('a page a translation tool rewrote recovers by reloading once, then shows the crash screen instead of looping', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/faqs');
  await subscribeThenMistype(page);
  await translatePage(page);
  await page.evaluate(() => Object.assign(window, { __beforeCrash: true }));

  // The tool's <font> nodes stay across a client navigation (the footer is the layout's: its crash reaches
  // app/global-error.tsx); the next change to them crashes.
  await page.locator('footer a[href="/about-us"]').first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  const firstReport = crashReport(page);
  await mistype(page);

  const first = reportOf(await firstReport);
  expect(first).toMatchObject({ reloaded: true, path: '/about-us' });
  expect(first.message).toMatch(/not a child of this node/);
  await expect.poll(() => sameDocument(page), { message: 'the page reloads' }).toBe(false);
  await page.waitForLoadState();
  await expect(page.locator('font')).toHaveCount(0);
  await expect(page.getByTestId('crash-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The same crash again within the window: no second reload, the crash screen with a retry and a way home.
  await subscribeThenMistype(page);
  await translatePage(page);
  await page.evaluate(() => Object.assign(window, { __beforeCrash: true }));
  const secondReport = crashReport(page);
  await mistype(page);
  expect(reportOf(await secondReport)).toMatchObject({ reloaded: false, path: '/about-us' });
  const screen = page.getByTestId('crash-screen');
  await expect(screen.getByRole('heading', { name: ar.crash.title })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  await screen.getByRole('button', { name: ar.crash.retry }).click();
  await expect(screen).toHaveCount(0);
  await expect(page.getByTestId('newsletter-form').first()).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // And once more: the way home loads a fresh document.
  await subscribeThenMistype(page);
  await translatePage(page);
  await mistype(page);
  await page.getByTestId('crash-screen').getByRole('link', { name: ar.crash.home }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('crash-screen')).toHaveCount(0);
  await expect(page.locator('font')).toHaveCount(0);
});

test('the crash screen speaks the visitor’s language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
  await page.goto('/contact-us');
  // Within the reload window already: the first crash shows the screen.
  await page.evaluate(() => sessionStorage.setItem('manzil:crash-reload', String(Date.now())));
  await subscribeThenMistype(page);
  await translatePage(page);
  await mistype(page);
  await expect(page.getByTestId('crash-screen').getByRole('heading', { name: en.crash.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a page path with a malformed percent-escape answers the 404 page, never 500 (issue 33)', async ({
  page,
  request,
}) => {
  for (const path of [
    '/ad/%zz',
    '/news/%',
    '/member/%E0%A4%A',
    '/%',
    '/ads/rent/%C0%80',
    '/offices/1%2',
    '/_next/static/%zz',
    '/faqs%zz?q=1',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain(ar.notFound.title);
  }
  const res = await page.goto('/ad/%zz');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: ar.notFound.title })).toBeVisible();
  await expect(page).toHaveURL(/\/ad\/%zz$/);
});
