import { expect, test, type Page } from '@playwright/test';
import { signInByPhone } from './support/sign-in';
import { expectAccessible } from './support/staff-page-checks';

/**
 * Issue 30 §1: the demo administrator (97650132) gives the moderator role to a member of staff (97650133, ريم, no role
 * before), who then sees the moderation desk and nothing else; the audit log shows who did it; the role taken back
 * closes the desk. No other journey signs in with either phone.
 */
const admin = '97650132';
const newStaff = '97650133';

async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an administrator gives a role, the desk opens for it alone, the audit log tells, and it is taken back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInByPhone(page, admin, '/profile/edit-profile');
  // The account menu leads to the back office, which shows the administrator's desks only.
  await page.getByRole('button', { name: 'حساب هيا الإدارة' }).click();
  await page.getByTestId('back-office-link').click();
  await expect(page).toHaveURL(/\/profile\/back-office$/);
  await expect(page.getByTestId('my-roles')).toContainText('مسؤول');
  const desks = page.getByTestId('staff-desks');
  await expect(desks.getByRole('link')).toHaveCount(3);
  await expect(page.getByTestId('desk-moderation')).toHaveCount(0);
  await fitsPhone(page);

  // Give ريم the moderator role by her phone number.
  await page.getByTestId('desk-staffRoles').click();
  const form = page.getByTestId('grant-role');
  await form.getByLabel('رقم هاتف العضو').fill('99999999');
  await form.getByRole('button', { name: 'منح الدور' }).click();
  await expect(form).toContainText('لا يوجد عضو نشط بهذا الرقم');
  await form.getByLabel('رقم هاتف العضو').fill(newStaff);
  await form.getByLabel('الدور').selectOption('moderator');
  await form.getByRole('button', { name: 'منح الدور' }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('مُنح ريم الموظفة دور مراجع');
  const row = page.getByTestId('staff-list').locator('li', { hasText: 'ريم الموظفة' }).first();
  await expect(row).toContainText('مراجع');
  await fitsPhone(page);

  // She opens the back office: the moderation desk, and nothing of the administrator's.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInByPhone(staffPage, newStaff, '/profile/back-office');
  await expect(staffPage.getByTestId('staff-desks').getByRole('link')).toHaveCount(1);
  await staffPage.getByTestId('desk-moderation').click();
  await expect(staffPage.getByTestId('desk-health')).toBeVisible();
  await staffPage.goto('/profile/back-office/audit-log');
  await expect(staffPage.getByText('سجل التدقيق للمسؤولين فقط.')).toBeVisible();

  // The audit log names the administrator, the member and the roles before and after.
  await page.goto('/profile/back-office/audit-log?action=role.');
  const entry = page.getByTestId('audit-log').locator('li').first();
  await expect(entry).toContainText('role.grant');
  await expect(entry).toContainText('هيا الإدارة');
  await expect(entry).toContainText('"moderator"');
  await fitsPhone(page);

  // Taken back: her desk closes at once.
  await page.goto('/profile/back-office/staff');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'إزالة دور مراجع من ريم الموظفة' }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('سُحب دور مراجع من ريم الموظفة');
  await staffPage.goto('/profile/moderation');
  await expect(staffPage.getByText('هذه الصفحة لفريق المراجعة فقط.')).toBeVisible();
  await expect(staffPage.getByTestId('desk-health')).toHaveCount(0);
  await staffContext.close();
});

test("the administrator's dashboard: the day's figures as charts, the desks' queues and the job queue", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByPhone(page, admin, '/profile/back-office');
  await page.getByTestId('desk-dashboard').click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/back-office/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('لوحة الأرقام');

  // The demo's members were created by the seed on this server's first start: today's count is theirs at least.
  const members = page.getByTestId('metric-newMembers');
  expect(Number(await members.getByTestId('today').textContent())).toBeGreaterThan(30);
  await expect(members.getByRole('img')).toHaveAttribute('aria-label', /^أعضاء جدد في آخر 30 يوماً: المجموع \d+/);
  await expect(members.locator('rect')).toHaveCount(30);
  await expect(page.getByTestId('metric-revenueFils').getByTestId('today')).toHaveText(/^[\d,]+\.\d{3} د\.ك$/);

  // Each desk that counts its work, linked.
  await expect(page.getByTestId('waiting-dealReviews')).toContainText('بالانتظار');
  await page.getByTestId('waiting-dealReviews').click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/deal-reviews');
  await page.goBack();
  await expect(page.getByTestId('no-dead-letters').or(page.getByTestId('dead-letters'))).toBeVisible();
  await expectAccessible(page);

  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByTestId('metric-adsPublished')).toContainText('Ads published');
  await expectAccessible(page);
});
