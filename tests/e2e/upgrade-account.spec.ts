import { expect, test } from '@playwright/test';
import { codeFor, uniqueEmail, uniquePhone } from './support/sign-in';
import { samplePdf } from '../../server/testing/sample-pdf';

const PATH = '/profile/account-settings';

test('a regular member upgrades to a licensed office on a phone: licence attached, under review, and told so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });

  // A new regular member, registered through the API as the web does (its session cookies land in this browser).
  const phone = uniquePhone();
  await page.request.post('/api/v1/auth/users/sendOTP', { data: { phone } });
  const otp = await codeFor(page.request, phone);
  const registered = await page.request.post('/api/v1/auth/users/register', {
    data: { phone, otp, email: uniqueEmail('upgrade'), firstName: 'سلمان', lastName: 'المطيري', accountType: 1 },
    headers: { 'x-platform': 'web' },
  });
  expect(registered.status()).toBe(201);
  const { token } = ((await registered.json()) as { data: { token: string } }).data;

  await page.goto(PATH);
  const section = page.getByRole('region', { name: 'الترقية إلى حساب مكتب' });
  await expect(section).toBeVisible();
  // The form opens when the member starts the upgrade.
  await section.getByRole('button', { name: 'ابدأ الترقية' }).click();
  // The focus moves into the form, on its first choice, rather than staying with the button that is gone.
  await expect(section.getByTestId('upgrade-account-form').locator('input').first()).toBeFocused();

  // Nothing filled in: every field of a licensed broker is asked for, the licence document too.
  await section.getByRole('button', { name: 'ترقية الحساب' }).click();
  await expect(section.getByLabel('اسم المكتب')).toHaveAttribute('aria-invalid', 'true');
  await expect(section.getByLabel('وثيقة الترخيص')).toHaveAttribute('aria-invalid', 'true');

  await section.getByLabel('اسم المكتب').fill('مكتب العديلية العقاري');
  await section.getByLabel('رقم الترخيص').fill('KW-2026-7781');
  await section.getByLabel('وثيقة الترخيص').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: await samplePdf(),
  });
  const upgraded = page.waitForResponse((res) => res.url().endsWith('/api/v1/members/upgrade-account'));
  await section.getByRole('button', { name: 'ترقية الحساب' }).click();
  expect((await upgraded).status()).toBe(200);
  await expect(section.getByRole('status')).toContainText(
    'تم حفظ المعلومات. أصبح حسابك حساب مكتب، وترخيصك قيد المراجعة.',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.reload();
  await expect(page.getByRole('region', { name: 'حساب المكتب' })).toContainText('ترخيصك قيد المراجعة.');
  await expect(page.getByRole('region', { name: 'الترقية إلى حساب مكتب' })).toHaveCount(0);

  const notices = await page.request.get('/api/v1/notifications', { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await notices.json()) as { data: Array<{ kind: string; title: string }> };
  expect(data.find((n) => n.kind === 'office-event')?.title).toBe('استلمنا طلب ترقية حسابك');
});
