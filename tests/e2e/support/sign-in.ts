import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The newest code in the demo outbox for a phone or e-mail, once one (newer than `previous`) has arrived. */
export async function codeFor(request: APIRequestContext, to: string, previous?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const { data } = (await res.json()) as { data: Array<{ body: string }> };
      code = data[0]?.body.match(/\d{6}/)?.[0];
      return code !== undefined && code !== previous;
    })
    .toBe(true);
  return code!;
}

/**
 * Signs a seeded demo member in by phone from /login?returnTo=…; answers the access token the API gave the browser.
 * Use each demo phone in one journey only: a code asked for again within the resend cooldown is not sent anew.
 */
export async function signInByPhone(page: Page, phone: string, returnTo: string): Promise<string> {
  await page.goto(`/login?returnTo=${returnTo}`);
  await page.getByTestId('identify-form').getByLabel('رقم الهاتف').fill(phone);
  const sent = page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/users/sendOTP'));
  await page.getByRole('button', { name: 'إرسال الرمز', exact: true }).click();
  await sent;
  const code = await codeFor(page.request, phone);
  const login = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/auth/users/login') && res.request().method() === 'POST',
  );
  await page.getByTestId('otp-input').fill(code);
  const { data } = (await (await login).json()) as { data: { token: string } };
  await expect(page).toHaveURL((url) => url.pathname === returnTo.split('?')[0]);
  return data.token;
}

/** Kuwaiti-looking mobile numbers and addresses no other run has used. */
export const uniquePhone = () => `5${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
