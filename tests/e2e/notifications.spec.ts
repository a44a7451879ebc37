import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localeCookie } from '@/lib/i18n/config';
import { publishAdThroughApi } from './support/ads';
import { signInByPhone } from './support/sign-in';

/** A demo member from server/seed/ads/owners.ts no other journey signs in with. */
const member = { phone: '55650121', email: 'abdullah.demo@example.com' };
const expiringTitle = 'ينتهي إعلانك خلال 3 أيام';

/** axe's serious and critical findings on the page as it stands, and whether the page scrolls sideways. */
async function auditAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const findings = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(findings).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('an ad about to expire shows in the bell, the e-mail and the page; mark all read; delete with confirmation', async ({
  page,
  context,
  baseURL,
}) => {
  // Two jobs, an e-mail behind the queue's backlog and axe in two languages: far longer than the default.
  test.setTimeout(120_000);
  const token = await signInByPhone(page, member.phone, '/profile/notifications');
  const auth = { authorization: `Bearer ${token}` };

  // Nothing unread to start with: notices already due for the member's seeded ads are written, then read (kept, so
  // that running the job again does not write them anew).
  expect((await page.request.post('/api/dev/jobs/ad-expiry')).ok()).toBe(true);
  expect((await page.request.post('/api/v1/notifications/mark-all-read', { headers: auth })).ok()).toBe(true);
  const title = `شقة تنتهي قريباً في السالمية ${Date.now()}`;
  const adId = await publishAdThroughApi(page.request, token, title);
  expect((await page.request.post(`/api/dev/ads/${adId}/expiry`, { data: { expiresInHours: 48 } })).ok()).toBe(true);
  expect((await page.request.post('/api/dev/jobs/ad-expiry')).ok()).toBe(true);

  // The bell: one unread, in its badge and its name; the panel lists the notice with a link to the owner's page of the ad.
  await page.reload();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('الإشعارات، إشعار واحد غير مقروء');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  const notice = panel.getByTestId('notification-link').first();
  await expect(notice).toContainText(expiringTitle);
  await expect(notice).toContainText(title);
  await expect(notice).toHaveAttribute('href', `/profile/ads/${adId}`);

  // The page lists it under All and under Unread.
  await panel.getByRole('link', { name: 'عرض كل الإشعارات' }).click();
  await expect(panel).toBeHidden();
  const ours = page.getByTestId('notification-card').filter({ hasText: title });
  await expect(ours).toHaveAttribute('data-read', 'false');
  await page.getByTestId('notification-tab-unread').click();
  await expect(page).toHaveURL(/\/profile\/notifications\?filter=unread$/);
  const cards = page.getByTestId('notification-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(title);

  // Accessible and fitting a phone, in both languages, with the bell's panel fitting the screen.
  for (const locale of ['en', 'ar'] as const) {
    await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL! }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(cards).toContainText(title);
    await auditAt(page, 1366);
    await auditAt(page, 390);
    await bell.click();
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
  }
  await expect(bell).toHaveAccessibleName('الإشعارات، إشعار واحد غير مقروء');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Mark all read: Unread is empty and the badge is gone.
  await page.getByRole('button', { name: 'تعليم الكل كمقروء', exact: true }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('عُلّمت كل الإشعارات كمقروءة');
  await expect(page.getByTestId('notifications-empty')).toHaveText('لا توجد إشعارات غير مقروءة، أنت مطّلع على كل شيء.');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('الإشعارات، لا جديد');

  // The same notice by e-mail, with the link to the ad. The delivery queue works one job per poll, and the first run
  // of the job queued every demo owner's due notices: checked late, so the steps above overlap that backlog, and
  // before the notice is deleted (its delivery goes with it).
  await expect
    .poll(
      async () => {
        const { data } = (await (
          await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`)
        ).json()) as { data: Array<{ subject: string | null; body: string }> };
        return data.some(
          (mail) =>
            mail.subject === expiringTitle && mail.body.includes(title) && mail.body.includes(`/profile/ads/${adId}`),
        );
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);

  // Under All: delete ours after a confirmation (the first time kept), then all of them: All is empty.
  await page.getByTestId('notification-tab-all').click();
  await expect(ours).toHaveAttribute('data-read', 'true');
  const deleteButton = ours.getByRole('button', { name: `حذف الإشعار: ${expiringTitle}`, exact: true });
  const dialog = page.getByRole('dialog', { name: 'حذف هذا الإشعار؟' });
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'تراجع', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(ours).toHaveCount(1);
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'نعم، احذفه', exact: true }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('تم حذف الإشعار');
  await expect(ours).toHaveCount(0);
  // The seeded ads' notices, if any were due, remain; with none left, "delete all" is not offered.
  const deleteAll = page.getByRole('button', { name: 'حذف الكل', exact: true });
  if (await cards.count()) {
    await deleteAll.click();
    await page
      .getByRole('dialog', { name: 'حذف كل الإشعارات؟' })
      .getByRole('button', { name: 'نعم، احذفها كلها', exact: true })
      .click();
    await expect(page.getByTestId('flash-toast')).toContainText('تم حذف كل الإشعارات');
  }
  await expect(deleteAll).toHaveCount(0);
  await expect(page.getByTestId('notifications-empty')).toHaveText(
    'لا توجد إشعارات بعد. سنخبرك هنا بكل جديد يخص إعلاناتك وحسابك.',
  );
});
