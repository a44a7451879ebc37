import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { localeCookie } from '@/lib/i18n/config';
import { codeFor, uniqueEmail, uniquePhone } from './support/sign-in';
import { samplePdf } from '../../server/testing/sample-pdf';

const PHONE_SHORT = 'رقم الهاتف قصير جداً (8 أرقام)';

/** Fills the account details; a contact the code already went to is shown read-only and left out here. */
async function fillPersonalInfo(
  page: Page,
  person: { firstName: string; lastName: string; email?: string; phone?: string },
) {
  const form = page.getByTestId('account-details-form');
  await form.getByLabel('الاسم الأول').fill(person.firstName);
  await form.getByLabel('اسم العائلة').fill(person.lastName);
  if (person.email) await form.getByLabel('البريد الإلكتروني').fill(person.email);
  if (person.phone) await form.getByLabel(/^رقم الهاتف/).fill(person.phone);
}

/** The other contact given at sign-up joins the account with the code the API sent to it. */
async function confirmOtherContact(page: Page, request: APIRequestContext, target: string) {
  const step = page.getByTestId('confirm-contact-step');
  await expect(step).toContainText(target);
  await step.getByTestId('otp-input').fill(await codeFor(request, target));
}

async function sendLoginCode(page: Page, channel: 'phone' | 'email', target: string) {
  if (channel === 'email') await page.getByRole('tab', { name: 'البريد الإلكتروني' }).click();
  await page
    .getByTestId('identify-form')
    .getByLabel(channel === 'email' ? 'البريد الإلكتروني' : 'رقم الهاتف')
    .fill(target);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(page.getByTestId('otp-input')).toBeFocused();
}

test('sign up by phone as a regular user, sign out, then sign in by e-mail', async ({ page, request }) => {
  const person = { firstName: 'سارة', lastName: 'العتيبي', email: uniqueEmail('sara'), phone: uniquePhone() };
  await page.goto('/sign-up');
  await fillPersonalInfo(page, person);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByTestId('demo-outbox-link')).toHaveAttribute('href', `/api/dev/outbox?to=${person.phone}`);
  await page.getByTestId('otp-input').fill(await codeFor(request, person.phone));
  // The e-mail was not proven by the phone's code: it joins with its own.
  await confirmOtherContact(page, request, person.email);

  await expect(page).toHaveURL(/\/profile\/welcome$/);
  await expect(page.getByTestId('flash-toast')).toContainText('تم إنشاء حسابك بنجاح');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`أهلاً بك في منزل، ${person.firstName}`);
  // A regular member has no licence to wait for: first ad, packages, profile.
  await expect(page.getByTestId('welcome-steps').getByRole('heading', { level: 2 })).toHaveText([
    'أضف أول إعلان لك',
    'الباقات والإعلانات المميزة',
    'أكمل ملفك',
  ]);
  const menu = page.getByTestId('user-menu');
  await expect(menu).toContainText(person.firstName);
  await page.getByRole('link', { name: 'تعديل الملف' }).click();
  await expect(page).toHaveURL(/\/profile\/edit-profile$/);
  await expect(page.getByTestId('profile-form').getByLabel('الاسم الأول')).toHaveValue(person.firstName);

  await menu.getByRole('button', { name: new RegExp(person.firstName) }).click();
  await menu.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();

  await menu.getByRole('link', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await sendLoginCode(page, 'email', person.email);
  await page.getByTestId('otp-input').fill(await codeFor(request, person.email));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('flash-toast')).toContainText('تم تسجيل الدخول بنجاح');
  await expect(menu).toContainText(person.firstName);

  await page.goto('/profile/edit-profile');
  await expect(page.getByTestId('profile-form').getByLabel('الاسم الأول')).toHaveValue(person.firstName);
});

test('a short number is refused on the page before any code is sent, and the message goes as the visitor corrects it', async ({
  page,
}) => {
  await page.goto('/login');
  const field = page.getByTestId('identify-form').getByLabel('رقم الهاتف');
  await field.fill('9965');
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByTestId('identify-form')).toContainText(PHONE_SHORT);
  await field.fill(uniquePhone());
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('identify-form')).not.toContainText(PHONE_SHORT);
});

test('a wrong code is refused with the server message, and the field is cleared for another try', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  await page.goto('/login');
  await sendLoginCode(page, 'phone', phone);
  const right = await codeFor(request, phone);
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
  await page.getByTestId('otp-input').fill(wrong);
  await expect(page.getByTestId('code-step').getByRole('alert')).toHaveText('الرمز غير صحيح، يرجى المحاولة مرة أخرى');
  await expect(page.getByTestId('otp-input')).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);
});

test('the resend button stays disabled while the countdown runs', async ({ page }) => {
  await page.goto('/login');
  await sendLoginCode(page, 'phone', uniquePhone());
  await expect(page.getByTestId('resend-countdown')).toHaveText(/يمكنك طلب رمز جديد بعد (1:00|0:[0-5]\d)/);
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  // The countdown ticks down (it is not a fixed label).
  const first = await page.getByTestId('resend-countdown').textContent();
  await expect(page.getByTestId('resend-countdown')).not.toHaveText(first!, { timeout: 3000 });
  await expect(page.getByTestId('resend-code')).toBeDisabled();
});

test('an unknown number finishes registration with the same code and returns where it came from', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  await page.goto('/login?returnTo=/faqs');
  await sendLoginCode(page, 'phone', phone);
  await page.getByTestId('otp-input').fill(await codeFor(request, phone));
  const form = page.getByTestId('account-details-form');
  await expect(form.getByLabel(/^رقم الهاتف/)).toHaveValue(phone);
  // This step creates an account: its own heading, and no "create an account" link under it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أكمل بياناتك');
  await expect(page.getByRole('link', { name: 'أنشئ حساباً جديداً' })).toHaveCount(0);
  const email = uniqueEmail('yousef');
  await fillPersonalInfo(page, { firstName: 'يوسف', lastName: 'العنزي', email });
  await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
  // The e-mail can wait: the account is created without it, and the next page says where to add it.
  await expect(page.getByTestId('confirm-contact-step')).toContainText(email);
  await page.getByRole('button', { name: 'لاحقًا' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByTestId('flash-toast')).toContainText('من ملفك الشخصي');
  await expect(page.getByTestId('user-menu')).toContainText('يوسف');
});

test('past a send limit the login page says that no code was sent and from when a new one can be asked for', async ({
  page,
}) => {
  // The limits themselves are API tests (server/routes/auth/send-limits.test.ts); this is the page's answer to their 429.
  await page.route('**/api/v1/auth/users/sendOTP', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '2940' },
      body: JSON.stringify({ code: 'RATE_LIMITED', message: 'لقد وصلت إلى الحد الأقصى، يرجى المحاولة لاحقاً' }),
    }),
  );
  await page.goto('/login');
  await page.getByTestId('identify-form').getByLabel('رقم الهاتف').fill(uniquePhone());
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  const alert = page.getByTestId('identify-form').getByRole('alert');
  await expect(alert).toContainText('لم نرسل رمزاً: وصلت إلى الحد الأقصى لرموز التحقق في الوقت الحالي.');
  // 49 minutes from now, rounded up to the minute, as a Kuwait clock time in Latin digits.
  await expect(alert).toContainText(/يمكنك طلب رمز جديد الساعة \d{1,2}:\d{2}/);
  await expect(page.getByTestId('code-step')).toHaveCount(0);
  await expect(page.getByText('ما زال صالحاً')).toHaveCount(0);
});

test('asking again within the cooldown goes on with the code already sent, and says so', async ({ page, request }) => {
  const phone = uniquePhone();
  await page.goto('/login');
  await sendLoginCode(page, 'phone', phone);
  const code = await codeFor(request, phone);
  await page.getByRole('button', { name: 'تغيير', exact: true }).click();
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(page.getByTestId('code-step')).toContainText('أُرسل إليك رمز قبل قليل وما زال صالحاً');
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  await page.getByTestId('otp-input').fill(code);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أكمل بياناتك');
});

/** Signs up a regular user through the sign-up page, from `returnTo` when given; lands on the welcome page, signed in. */
async function signUp(
  page: Page,
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string; phone: string },
  returnTo?: string,
) {
  await page.goto(returnTo ? `/sign-up?returnTo=${returnTo}` : '/sign-up');
  await fillPersonalInfo(page, person);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByTestId('otp-input').fill(await codeFor(request, person.phone));
  await confirmOtherContact(page, request, person.email);
  await expect(page).toHaveURL(
    returnTo ? `/profile/welcome?returnTo=${returnTo}` : /\/profile\/welcome(\?returnTo=.*)?$/,
  );
}

test('a new member signs up on the web and reaches the ad form from the header', async ({ page, request }) => {
  await signUp(page, request, {
    firstName: 'مريم',
    lastName: 'الرشيد',
    email: uniqueEmail('mariam'),
    phone: uniquePhone(),
  });
  await expect(page.getByTestId('welcome-steps').locator('[data-step="first-ad"]')).toContainText(/مجاني/);
  await page.getByRole('banner').getByRole('link', { name: 'أضف إعلانك' }).click();
  await expect(page).toHaveURL(/\/ad\/create$/);
  await expect(page.getByTestId('ad-form')).toBeVisible();
  await expect(page.getByText('أضف إعلانك من تطبيق منزل')).toHaveCount(0);
});

test('the profile saves names, a photo and a new e-mail confirmed with a code sent to it', async ({
  page,
  request,
}) => {
  await signUp(
    page,
    request,
    { firstName: 'نورة', lastName: 'الصباح', email: uniqueEmail('noura'), phone: uniquePhone() },
    '/profile/edit-profile',
  );
  await page.getByRole('link', { name: 'متابعة إلى حيث كنت' }).click();
  const form = page.getByTestId('profile-form');
  await form.getByLabel('الاسم الأول').fill('نوره');
  await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(form.getByText('تم تحديث الملف الشخصي بنجاح!')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('نوره');

  const newEmail = uniqueEmail('noura-new');
  await form.getByLabel('البريد الإلكتروني').fill(newEmail);
  await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'لتغيير بريدك الإلكتروني، أرسل رمز تحقق إلى البريد الجديد وأدخله هنا.',
  );
  await expect(form.getByText('تم تحديث الملف الشخصي بنجاح!')).toHaveCount(0);
  await form.getByRole('button', { name: 'إرسال الرمز إلى البريد الجديد' }).click();
  await form.getByTestId('otp-input').fill(await codeFor(request, newEmail));
  await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(form.getByText('تم تحديث الملف الشخصي بنجاح!')).toBeVisible();
  await expect(form.getByTestId('new-contact-code')).toHaveCount(0);
  await expect(form.getByLabel('البريد الإلكتروني')).toHaveValue(newEmail);

  // A 1×1 PNG; the API re-encodes it and answers the new address.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('تم تحديث صورتك')).toBeVisible();
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /.+/);
});

test('an expired access cookie is restored from the refresh cookie before a profile page renders', async ({
  page,
  request,
  context,
}) => {
  const person = { firstName: 'فهد', lastName: 'المطيري', email: uniqueEmail('fahad'), phone: uniquePhone() };
  await signUp(page, request, person);
  await context.clearCookies({ name: 'manzil_at' });
  await page.goto('/profile/edit-profile');
  await expect(page).toHaveURL(/\/profile\/edit-profile$/);
  await expect(page.getByTestId('profile-form').getByLabel('الاسم الأول')).toHaveValue(person.firstName);
  expect((await context.cookies()).some((cookie) => cookie.name === 'manzil_at')).toBe(true);
});

test('a session revoked elsewhere sends /profile/edit-profile home with a message instead of a spinner', async ({
  page,
  request,
  context,
  playwright,
  baseURL,
}) => {
  await signUp(page, request, {
    firstName: 'دانة',
    lastName: 'الفضلي',
    email: uniqueEmail('dana'),
    phone: uniquePhone(),
  });
  // Signed out on another device: the same refresh cookie, presented from outside this browser, revokes the session,
  // while this browser keeps its (still valid) access cookie and renders the page signed in.
  const elsewhere = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: await context.cookies(), origins: [] },
  });
  expect(
    (
      await elsewhere.post('/api/v1/auth/users/logout', {
        data: {},
        headers: { origin: baseURL!, 'x-platform': 'web' },
      })
    ).ok(),
  ).toBe(true);
  await elsewhere.dispose();

  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('flash-toast')).toHaveText('انتهت جلستك، يرجى تسجيل الدخول مرة أخرى');
  await expect(page.getByTestId('user-menu').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  // Told once: the next page does not repeat it.
  await page.goto('/faqs');
  await expect(page.getByTestId('user-menu').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByTestId('flash-toast')).toHaveCount(0);
});

test('/profile/edit-profile sends a signed-out visitor home', async ({ page }) => {
  await page.goto('/profile/edit-profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
});

test('a licensed broker signs up with a licence document', async ({ page, request }) => {
  const phone = uniquePhone();
  await page.goto('/sign-up');
  const email = uniqueEmail('broker');
  await fillPersonalInfo(page, { firstName: 'خالد', lastName: 'الصباح', email, phone });
  const form = page.getByTestId('account-details-form');
  await form.getByRole('radio', { name: /مكتب \/ وسيط عقاري/ }).check();
  await expect(form.getByRole('radio', { name: /وسيط مرخّص/ })).toBeChecked();
  await form.getByRole('button', { name: 'متابعة' }).click();
  await expect(form.getByLabel('وثيقة الترخيص')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('اسم المكتب').fill('مكتب الخليج العقاري');
  await form.getByLabel('رقم الترخيص').fill('KW-2024-1187');
  await form.getByLabel('وثيقة الترخيص').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: await samplePdf(),
  });
  await form.getByRole('button', { name: 'متابعة' }).click();

  const upload = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/auth/supporting-documents') && res.request().method() === 'POST',
  );
  await page.getByTestId('otp-input').fill(await codeFor(request, phone));
  expect((await upload).status()).toBe(201);
  await confirmOtherContact(page, request, email);
  await expect(page).toHaveURL(/\/profile\/welcome(\?returnTo=.*)?$/);
  await expect(page.getByTestId('flash-toast')).toContainText('تم إنشاء حسابك بنجاح');
  const steps = page.getByTestId('welcome-steps');
  const licence = steps.locator('[data-step="licence"]');
  await expect(licence).toContainText('رخصتك قيد المراجعة');
  await expect(licence.getByTestId('licence-status')).toHaveText('قيد المراجعة');
  await expect(licence.getByRole('link', { name: 'معلومات المكتب' })).toHaveAttribute(
    'href',
    '/profile/account-settings',
  );
  // Then the first ad with the month's free ads, and the office's own packages with its broker-ad balance.
  await expect(steps.locator('[data-step="first-ad"]')).toContainText(/مجاني/);
  await expect(steps.locator('[data-step="packages"]')).toContainText('ولا رصيد فيه بعد');
  await expect(steps.locator('[data-step="packages"]').getByRole('link', { name: 'باقات المكاتب' })).toHaveAttribute(
    'href',
    '/subscription/packages?tab=broker-ads',
  );
  await expect(page.getByTestId('user-menu')).toContainText('خالد');

  // The same steps in English, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: localeCookie.name, value: 'en', url: page.url() }]);
  await page.reload();
  await expect(steps.getByRole('heading', { level: 2 })).toHaveText([
    'Your licence is under review',
    'Post your first ad',
    'Office ad packages',
    'Complete your profile',
  ]);
  await expect(licence.getByTestId('licence-status')).toHaveText('Under review');
  await expect(steps.locator('[data-step="packages"]')).toContainText('which is empty for now');
});

test('a deleted account cannot sign in again', async ({ page, request }) => {
  const email = uniqueEmail('leaving');
  const phone = uniquePhone();

  await page.goto('/account-deletion/request');
  await page.getByRole('link', { name: 'تسجيل الدخول' }).last().click();
  await expect(page).toHaveURL(/\/login\?returnTo=\/account-deletion\/request$/);
  await sendLoginCode(page, 'email', email);
  await page.getByTestId('otp-input').fill(await codeFor(request, email));
  await expect(page.getByTestId('account-details-form').getByLabel('البريد الإلكتروني')).toHaveValue(email);
  await fillPersonalInfo(page, { firstName: 'مريم', lastName: 'الرشيد', phone });
  await page.getByTestId('account-details-form').getByRole('button', { name: 'إنشاء الحساب' }).click();
  const phoneCode = await codeFor(request, phone);
  await confirmOtherContact(page, request, phone);
  await expect(page).toHaveURL(/\/account-deletion\/request$/);

  // A copy of the data first: the JSON file the API names.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تنزيل بياناتي' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^manzil-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    profile: { email: string; phone: string };
  };
  expect(exported.profile).toMatchObject({ email, phone });

  await expect(page.getByRole('button', { name: 'إرسال رمز التحقق' })).toBeDisabled();
  await page.getByLabel('أفهم أن بياناتي تُحذف نهائياً بعد 90 يوماً').check();
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  await page.getByTestId('otp-input').fill(await codeFor(request, phone, phoneCode));
  await page.getByRole('button', { name: 'حذف حسابي' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('flash-toast')).toContainText('تم حذف حسابك');
  await expect(page.getByTestId('user-menu').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('tab', { name: 'البريد الإلكتروني' }).click();
  await page.getByTestId('identify-form').getByLabel('البريد الإلكتروني').fill(email);
  // The sign-up code was used, so a fresh one is sent at once instead of waiting out the resend cooldown.
  const used = await codeFor(request, email);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await page.getByTestId('otp-input').fill(await codeFor(request, email, used));
  await expect(page.getByTestId('code-step').getByRole('alert')).toHaveText('بيانات الدخول غير صحيحة');
  await expect(page).toHaveURL(/\/login$/);
});
