import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { publishAdThroughApi } from './support/ads';
import { codeFor, signInByPhone } from './support/sign-in';

/** Demo members from server/seed/ads/owners.ts no other journey signs in with: one searches, one advertises. */
const searcher = { phone: '55650122', email: 'maryam.demo@example.com' };
const advertiser = { phone: '99650123' };
const alertTitle = 'عقارات جديدة تطابق بحثك';

/** Signs the advertiser in through the API on its own request context, so the browser keeps the searcher's session. */
async function advertiserToken(request: APIRequestContext): Promise<string> {
  expect((await request.post('/api/v1/auth/users/sendOTP', { data: { phone: advertiser.phone } })).ok()).toBe(true);
  const otp = await codeFor(request, advertiser.phone);
  const login = await request.post('/api/v1/auth/users/login', {
    data: { phone: advertiser.phone, otp, fcmToken: null },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

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

test('save a search, get an instant alert for a matching ad in the bell and by e-mail, then rename, pause and delete it', async ({
  page,
  request,
}) => {
  // A queued job, an e-mail behind the delivery queue and a production list page: longer than the default.
  test.setTimeout(120_000);
  const areas = (await (await request.get('/api/v1/common/areas')).json()) as {
    data: Array<{ id: number; nameEn: string }>;
  };
  const salmiya = areas.data.find((area) => area.nameEn === 'Salmiya')!.id;
  const listPath = `/ads/rent?areaId=${salmiya}`;
  await signInByPhone(page, searcher.phone, listPath);

  // Save the list's search: named after the list by default, renamed here, alerts at once.
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByTestId('save-search').click();
  const dialog = page.getByTestId('save-search-dialog');
  const name = dialog.getByLabel('اسم البحث');
  await expect(name).toHaveValue(heading);
  const searchName = `شقق السالمية ${Date.now()}`;
  await name.fill(searchName);
  await dialog.getByLabel('فور نشر إعلان مطابق').check();
  await audit(page);
  await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('تم حفظ البحث');
  await expect(dialog).toBeHidden();

  // Another member publishes a rent ad in Salmiya: the instant job, queued by the publication, tells the searcher.
  const adTitle = `شقة جديدة في السالمية ${Date.now()}`;
  await publishAdThroughApi(request, await advertiserToken(request), adTitle);
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByTestId('notification-bell').click();
        const entries = page
          .getByTestId('notification-panel')
          .getByTestId('notification-link')
          .filter({ hasText: searchName });
        const found = (await entries.count()) > 0;
        await page.keyboard.press('Escape');
        return found;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);
  await page.getByTestId('notification-bell').click();
  const alert = page
    .getByTestId('notification-panel')
    .getByTestId('notification-link')
    .filter({ hasText: searchName })
    .first();
  await expect(alert).toContainText(alertTitle);
  await expect(alert).toContainText(adTitle);
  await expect(alert).toHaveAttribute('href', `/ads/rent?areaId=${salmiya}`);
  await page.keyboard.press('Escape');

  // The same alert by e-mail, with the link to the list.
  await expect
    .poll(
      async () => {
        const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(searcher.email)}`);
        const { data } = (await outbox.json()) as { data: Array<{ subject: string | null; body: string }> };
        return data.some(
          (mail) =>
            mail.subject === alertTitle &&
            mail.body.includes(adTitle) &&
            mail.body.includes(`/ads/rent?areaId=${salmiya}`),
        );
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);

  // Manage it under the profile: rename, pause, then delete after a confirmation (the first time kept).
  await page.goto('/profile/saved-searches');
  const card = page.getByTestId('saved-search-card').filter({ hasText: searchName });
  await expect(card).toContainText('عقارات للإيجار · السالمية');
  await audit(page);
  await card.getByRole('button', { name: 'إعادة التسمية', exact: true }).click();
  const renamed = `${searchName} مع موقف`;
  await card.getByLabel(`اسم جديد للبحث «${searchName}»`).fill(renamed);
  await card.getByRole('button', { name: 'حفظ الاسم', exact: true }).click();
  const current = page.getByTestId('saved-search-card').filter({ hasText: renamed });
  await expect(current.getByTestId('saved-search-name')).toHaveText(renamed);
  await current.getByRole('button', { name: 'إيقاف التنبيهات', exact: true }).click();
  await expect(current).toHaveAttribute('data-paused', 'true');
  await expect(current.getByRole('button', { name: 'استئناف التنبيهات', exact: true })).toBeVisible();

  const remove = current.getByRole('button', { name: `حذف البحث «${renamed}»`, exact: true });
  const confirm = page.getByRole('dialog', { name: 'حذف هذا البحث؟' });
  await remove.click();
  await confirm.getByRole('button', { name: 'إبقاء', exact: true }).click();
  await expect(confirm).toBeHidden();
  await remove.click();
  await confirm.getByRole('button', { name: 'نعم، احذفه', exact: true }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('تم حذف البحث');
  await expect(current).toHaveCount(0);
  await expect(page.getByTestId('saved-searches-empty')).toBeVisible();
});
