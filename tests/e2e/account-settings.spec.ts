import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localeCookie } from '@/lib/i18n/config';
import { signInByPhone } from './support/sign-in';

/** A demo marketeer from server/seed/ads/owners.ts with live ads; this phone signs in in this journey only. */
const member = { phone: '66650112', email: 'noura.marketeer@example.com' };
const PATH = '/profile/account-settings';

const seriousFindings = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'region')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );

test('a member turns off e-mail for expiry notices: saved at once, kept, and the next notice follows it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await signInByPhone(page, member.phone, PATH);
  const auth = { authorization: `Bearer ${token}` };

  await expect(page.getByRole('heading', { level: 1, name: 'إعدادات الحساب' })).toBeVisible();
  const expiringEmail = page.getByRole('switch', { name: 'اقتراب انتهاء إعلاني — البريد الإلكتروني' });
  await expect(expiringEmail).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'اقتراب انتهاء إعلاني — داخل التطبيق' })).toBeDisabled();

  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/members/notification-settings') && res.request().method() === 'PUT',
  );
  await expiringEmail.click();
  await expect(expiringEmail).toHaveAttribute('aria-checked', 'false');
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ المعلومات' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'اقتراب انتهاء إعلاني — البريد الإلكتروني' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: 'الموافقة على إعلاني — البريد الإلكتروني' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // One of the member's live ads moves to 2 days before its end; the hourly job tells the owner.
  const mine = await page.request.get('/api/v1/members/myRequests/ads?statusId=1', { headers: auth });
  const adId = ((await mine.json()) as { data: Array<{ id: number }> }).data[0]!.id;
  expect((await page.request.post(`/api/dev/ads/${adId}/expiry`, { data: { expiresInHours: 48 } })).status()).toBe(200);
  expect((await page.request.post('/api/dev/jobs/ad-expiry')).status()).toBe(200);

  const link = `/profile/ads/${adId}`;
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/v1/notifications', { headers: auth });
      const { data } = (await res.json()) as { data: Array<{ kind: string; link: string | null }> };
      return data.some((n) => n.kind === 'ad-expiring' && n.link === link);
    })
    .toBe(true);
  // The delivery workers poll every 2 seconds: give them time to (not) send it, then look in the outbox.
  await page.waitForTimeout(6000);
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`);
  const mails = ((await outbox.json()) as { data: Array<{ body: string }> }).data;
  expect(mails.filter((m) => m.body.includes(link))).toEqual([]);

  // The page has no serious accessibility findings in either language, at phone and desktop widths, without sideways scroll.
  for (const locale of ['ar', 'en'] as const) {
    await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL! }]);
    await page.goto(PATH);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('switch').first()).toBeVisible();
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      expect(await seriousFindings(page), `${locale} at ${viewport.width}px`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${locale} at ${viewport.width}px`,
      ).toBeLessThanOrEqual(viewport.width);
    }
  }
  await expect(page.getByRole('switch', { name: 'My ad is about to expire — E-mail' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});
