import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { codeFor, signInByPhone, uniquePhone } from './support/sign-in';

/** A demo office (server/seed/ads/owners.ts) no other journey signs in with. */
const member = { phone: '96650103', name: 'مشاري الكندري' };

async function audit(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const findings = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(findings).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

test('a visitor carried over from the calculator confirms the phone with a code and the request reaches the bank', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.goto('/form?amount=60000&salary=1500&obligations=200&bankId=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('طلب تمويل');
  await expect(page.getByText('عبّأنا الطلب من حساب التمويل')).toBeVisible();
  const form = page.getByTestId('finance-request-form');
  await expect(form.getByLabel('مبلغ التمويل (د.ك)')).toHaveValue('60000');
  await expect(form.getByLabel('صافي الراتب الشهري (د.ك)')).toHaveValue('1500');
  await expect(form.getByLabel('الأقساط الشهرية الحالية (د.ك)')).toHaveValue('200');
  await expect(form.getByLabel('البنك', { exact: true })).toHaveValue('2');
  await audit(page);

  await form.getByLabel('الاسم الكامل').fill('سارة الفضلي');
  await form.getByLabel('رقم الهاتف').fill(phone);
  await form.getByLabel('نوع العقار').selectOption({ label: 'سكن خاص' });
  await form.getByLabel('نعم', { exact: true }).check();
  await form.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();

  await expect(page.getByText('أكّد رقم هاتفك')).toBeVisible();
  await page.getByTestId('otp-input').fill(await codeFor(page.request, phone));
  await page.getByRole('button', { name: 'تأكيد وإرسال', exact: true }).click();
  const sent = page.getByTestId('finance-request-sent');
  await expect(sent).toContainText('بيت التمويل الكويتي');
  await expect(sent).toContainText('60,000 د.ك');
  await audit(page);
});

test('an empty request names every missing answer, the terms included, and an amount out of bounds is refused', async ({
  page,
}) => {
  await page.goto('/form');
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();
  const form = page.getByTestId('finance-request-form');
  await expect(form.getByText('هذا الحقل مطلوب')).toHaveCount(7);
  await expect(form.getByText('وافق على الشروط للمتابعة')).toBeVisible();
  await form.getByLabel('مبلغ التمويل (د.ك)').fill('500');
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();
  await expect(form.getByText('أدخل مبلغاً ضمن الحدود المبيّنة')).toBeVisible();
});

test('a member sends from the account with the name and phone filled in, and follows the request in My requests', async ({
  page,
}) => {
  await signInByPhone(page, member.phone, '/form?amount=45000');
  const form = page.getByTestId('finance-request-form');
  await expect(form.getByLabel('الاسم الكامل')).toHaveValue(member.name);
  await expect(form.getByLabel('رقم الهاتف')).toHaveValue(member.phone);
  await form.getByLabel('نوع العقار').selectOption({ label: 'سكن خاص' });
  await form.getByLabel('البنك', { exact: true }).selectOption({ label: 'بنك الكويت الوطني' });
  await form.getByLabel('لا', { exact: true }).check();
  await form.getByLabel('صافي الراتب الشهري (د.ك)').fill('2200');
  await form.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'أرسل الطلب', exact: true }).click();
  await expect(page.getByTestId('finance-request-sent')).toContainText('بنك الكويت الوطني');

  await page.getByRole('link', { name: 'تابع طلباتك' }).click();
  await expect(page).toHaveURL(/\/profile\/request-followup$/);
  const request = page.getByTestId('finance-requests').getByRole('article').first();
  await expect(request).toContainText('45,000 د.ك');
  await expect(request).toContainText('استلمه منزل');
  await audit(page);
});

test('a member sending for another phone confirms that phone with a code first', async ({ page }) => {
  const phone = uniquePhone();
  await signInByPhone(page, member.phone, '/form?amount=45000');
  const form = page.getByTestId('finance-request-form');
  await expect(form.getByRole('button', { name: 'أرسل الطلب', exact: true })).toBeVisible();
  await form.getByLabel('رقم الهاتف').fill(phone);
  await expect(form.getByText('هذا ليس رقم حسابك')).toBeVisible();
  await form.getByLabel('نوع العقار').selectOption({ label: 'سكن خاص' });
  await form.getByLabel('البنك', { exact: true }).selectOption({ label: 'بنك الكويت الوطني' });
  await form.getByLabel('لا', { exact: true }).check();
  await form.getByLabel('صافي الراتب الشهري (د.ك)').fill('2200');
  await form.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();

  await expect(page.getByText('أكّد رقم هاتفك')).toBeVisible();
  await page.getByTestId('otp-input').fill(await codeFor(page.request, phone));
  await page.getByRole('button', { name: 'تأكيد وإرسال', exact: true }).click();
  await expect(page.getByTestId('finance-request-sent')).toContainText(phone);
});
