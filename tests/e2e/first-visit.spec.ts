import { expect, test, type Locator, type Page } from '@playwright/test';
import ar from '@/messages/ar.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import { localeCookie, locales, type Locale } from '@/lib/i18n/config';
import { signInByPhone } from './support/sign-in';

const messages: Record<Locale, typeof ar> = { ar, en };
const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };

/** A demo member (server/seed/ads/owners.ts) no other journey signs in with. */
const memberPhone = '96650109';

const bottomOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);

/**
 * The new page's heading starts below the sticky header and within the screen: at once (a smooth glide to the top
 * would still be on its way) and still a moment later.
 */
async function headingClearsHeader(page: Page) {
  for (const wait of [0, 600]) {
    await page.waitForTimeout(wait);
    const [header, heading] = await Promise.all([
      bottomOf(page, 'body > header'),
      page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.getBoundingClientRect().top),
    ]);
    expect(heading, `${wait} ms after`).toBeGreaterThanOrEqual(header - 0.5);
    expect(heading, `${wait} ms after`).toBeLessThan(page.viewportSize()!.height);
  }
}

const middleOf = async (element: Locator) => {
  const box = (await element.boundingBox())!;
  return box.y + box.height / 2;
};

/** The header's controls share the logo's row: the header stays two rows on a phone, the four lists under them. */
async function inLogoRow(page: Page, control: Locator, homeLink: string) {
  const logo = page.getByRole('banner').getByRole('link', { name: homeLink });
  expect(Math.abs((await middleOf(control)) - (await middleOf(logo)))).toBeLessThan(6);
}

/** The current document, marked: a client-side navigation keeps the mark, a full load drops it. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-journey-mark', ''));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-journey-mark'));

for (const locale of locales) {
  const m = messages[locale];

  test.describe(`first visit in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL! }]);
    });

    test('a phone shows sign-in in the header row, and first in the drawer', async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto('/ads/rent');
      const banner = page.getByRole('banner');
      const signIn = banner.getByRole('link', { name: m.userMenu.signIn });
      await expect(signIn).toBeInViewport();
      await expect(signIn).toHaveAttribute('href', '/login?returnTo=/ads/rent');
      // Down to a 360 px phone.
      for (const width of [phone.width, 360]) {
        await page.setViewportSize({ ...phone, width });
        await inLogoRow(page, page.getByRole('button', { name: m.header.openMenu }), m.header.homeLink);
        await inLogoRow(page, signIn, m.header.homeLink);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await page.setViewportSize(phone);

      await page.getByRole('button', { name: m.header.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: m.header.menuTitle });
      const drawerSignIn = drawer.getByRole('link', { name: m.userMenu.signIn });
      const home = drawer.getByRole('link', { name: m.nav.home, exact: true });
      await expect(drawerSignIn).toBeVisible();
      expect((await drawerSignIn.boundingBox())!.y).toBeLessThan((await home.boundingBox())!.y);
      await drawerSignIn.click();
      await expect(page).toHaveURL(/\/login\?returnTo=\/ads\/rent$/);

      await page.setViewportSize(laptop);
      await page.goto('/ads/rent');
      await expect(page.getByRole('banner').getByRole('link', { name: m.userMenu.signIn })).toHaveText(
        m.userMenu.signIn,
      );
    });

    for (const viewport of [phone, laptop]) {
      test(`after a client-side navigation the heading starts below the sticky header (${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto('/faqs');
        await page.waitForLoadState('load');
        await markDocument(page);

        // From the end of a long page, a footer link.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.getByRole('contentinfo').getByRole('link', { name: m.footer.links.about, exact: true }).click();
        await expect(page).toHaveURL(/\/about-us$/);
        await headingClearsHeader(page);

        // From the middle of a page, a list in the header row.
        await page.evaluate(() => window.scrollTo(0, 600));
        await page.getByRole('banner').getByRole('link', { name: m.nav.rent, exact: true }).click();
        await expect(page).toHaveURL(/\/ads\/rent$/);
        await headingClearsHeader(page);
        expect(await stillSameDocument(page)).toBe(true);
      });
    }

    test('an ad on a 1366 × 768 screen shows its title, price and key facts without scrolling; photos first on a phone', async ({
      page,
      request,
    }) => {
      const { data } = (await (await request.get('/api/v1/ads?dealType=rent&pageSize=1')).json()) as {
        data: Array<{ id: number }>;
      };
      await page.setViewportSize(laptop);
      await page.goto(`/ad/${data[0]!.id}`);
      await page.waitForLoadState('load');
      const title = page.getByRole('heading', { level: 1 });
      const price = page.getByTestId('ad-actions').getByText(m.adDetail.price, { exact: true });
      const facts = page.getByTestId('ad-key-facts');
      for (const [name, element] of [
        ['title', title],
        ['price', price],
        ['key facts', facts],
      ] as const) {
        await expect(element, name).toBeInViewport({ ratio: 1 });
      }
      // The first photo (the page's largest paint) starts above the fold too, and still loads first.
      const photo = page.getByTestId('ad-gallery').locator('img').first();
      await expect(photo).toBeInViewport();
      await expect(photo).toHaveAttribute('fetchpriority', 'high');

      await page.setViewportSize(phone);
      const [galleryTop, titleTop] = await Promise.all([
        page.getByTestId('ad-gallery').boundingBox(),
        title.boundingBox(),
      ]);
      expect(galleryTop!.y).toBeLessThan(titleTop!.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    });
  });
}

test('a signed-in member reaches the account from the phone header; the drawer starts with it', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize(phone);
  await signInByPhone(page, memberPhone, '/ads/sale');
  for (const locale of locales) {
    const m = messages[locale];
    await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL! }]);
    await page.reload();
    const account = page
      .getByTestId('user-menu')
      .getByRole('button', { name: new RegExp(m.userMenu.label.replace('{name}', '.+')) });
    await expect(account).toBeInViewport();
    for (const width of [phone.width, 360]) {
      await page.setViewportSize({ ...phone, width });
      await inLogoRow(page, page.getByRole('button', { name: m.header.openMenu }), m.header.homeLink);
    }
    await page.setViewportSize(phone);
    await account.click();
    await expect(page.getByTestId('user-menu').getByRole('link', { name: m.userMenu.myAds })).toBeInViewport();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: m.header.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: m.header.menuTitle });
    const folded = drawer.getByTestId('user-menu-drawer').locator('summary');
    await expect(folded).toBeVisible();
    expect((await folded.boundingBox())!.y).toBeLessThan(
      (await drawer.getByRole('link', { name: m.nav.home, exact: true }).boundingBox())!.y,
    );
    await folded.click();
    await expect(drawer.getByRole('button', { name: m.userMenu.signOut })).toBeVisible();
    await page.keyboard.press('Escape');
  }
});
