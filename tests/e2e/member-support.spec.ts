import { expect, test, type Page } from '@playwright/test';
import { publishAdThroughApi } from './support/ads';
import { whenHydrated } from './support/hydration';
import { expectAccessible } from './support/staff-page-checks';
import { codeFor, signInByPhone, uniqueEmail, uniquePhone } from './support/sign-in';

/**
 * Issue 30 §6: the demo support agent (97650136, no other journey signs in with it) finds a member by phone and
 * suspends the account: the member, signed in elsewhere, is signed out at once, their ad is gone and sign-in is
 * refused with a clear message; lifting the suspension brings the ad back.
 */
const agentPhone = '97650136';

async function registerInBrowser(page: Page): Promise<{ phone: string; token: string; code: string }> {
  const phone = uniquePhone();
  await page.goto('/login?returnTo=/profile');
  await page.getByTestId('identify-form').getByLabel('رقم الهاتف').fill(phone);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  const code = await codeFor(page.request, phone);
  await page.getByTestId('otp-input').fill(code);
  const form = page.getByTestId('account-details-form');
  await form.getByLabel('الاسم الأول').fill('بدر');
  await form.getByLabel('اسم العائلة').fill('المطيري');
  await form.getByLabel('البريد الإلكتروني').fill(uniqueEmail('badr'));
  const registered = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/auth/users/register') && res.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
  const { data } = (await (await registered).json()) as { data: { token: string } };
  await page.getByRole('button', { name: 'لاحقًا' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  return { phone, token: data.token, code };
}

test('support suspends a member, who is signed out at once and refused at sign-in; lifting brings the ad back', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const memberPage = await (await browser.newContext()).newPage();
  const member = await registerInBrowser(memberPage);
  const adId = await publishAdThroughApi(memberPage.request, member.token, 'شقة للإيجار في السالمية');
  expect((await memberPage.request.get(`/ad/${adId}`)).status()).toBe(200);

  const agent = await (await browser.newContext()).newPage();
  await signInByPhone(agent, agentPhone, '/profile/back-office');
  await agent.getByTestId('desk-memberSupport').click();
  await expect(agent).toHaveURL((url) => url.pathname === '/profile/member-support');
  await agent
    .getByRole('textbox', { name: 'ابحث عن عضو' })
    .fill(`+965 ${member.phone.slice(0, 4)} ${member.phone.slice(4)}`);
  await agent.getByRole('button', { name: 'بحث', exact: true }).click();
  await agent
    .getByTestId('member-matches')
    .getByRole('link', { name: /بدر المطيري/ })
    .click();
  await expect(agent.getByTestId('member-status')).toContainText('نشط');
  await expect(agent.getByTestId('member-sessions')).toBeVisible();

  await (await whenHydrated(agent.getByTestId('suspend-member'))).click();
  await agent.getByLabel('سبب الإيقاف').fill('إعلانات وهمية بعد ثلاثة بلاغات');
  await agent.getByRole('button', { name: 'أوقف الآن' }).click();
  await expect(agent.getByTestId('flash-toast')).toContainText('تم إيقاف الحساب');
  await expect(agent.getByTestId('member-status')).toContainText('إعلانات وهمية بعد ثلاثة بلاغات');
  await expect(agent.getByTestId('member-history')).toContainText('إيقاف');
  await expectAccessible(agent);

  // The member's open session ends on their next step, and their ad is gone.
  await memberPage.goto('/profile');
  await expect(memberPage).not.toHaveURL((url) => url.pathname.startsWith('/profile'));
  expect((await memberPage.request.get(`/ad/${adId}`)).status()).toBe(404);

  // Signing in again, with a good code, is refused with a message that says what to do.
  await memberPage.goto('/login');
  await memberPage.getByTestId('identify-form').getByLabel('رقم الهاتف').fill(member.phone);
  await memberPage.getByRole('button', { name: 'إرسال الرمز' }).click();
  await memberPage.getByTestId('otp-input').fill(await codeFor(memberPage.request, member.phone, member.code));
  await expect(memberPage.getByText('تم إيقاف هذا الحساب. تواصل مع دعم منزل')).toBeVisible();

  await (await whenHydrated(agent.getByTestId('lift-suspension'))).click();
  await agent.getByLabel('ملاحظة للسجل (اختيارية)').fill('أثبت المالك ملكية العقار');
  await agent.getByRole('button', { name: 'ارفع الإيقاف الآن' }).click();
  await expect(agent.getByTestId('flash-toast')).toContainText('تم رفع الإيقاف');
  await expect(agent.getByTestId('member-status')).toContainText('نشط');
  expect((await memberPage.request.get(`/ad/${adId}`)).status()).toBe(200);
});
