import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { localeCookie } from '@/lib/i18n/config';
import { firstLoadJsKb } from './support/first-load-js';
import { signInByPhone } from './support/sign-in';

/**
 * Demo members of server/seed/appraisal/appraiser-members.ts no other journey uses: the applicant (51650140) and
 * the appraiser of office 1, Al Dar (51650141).
 */
const applicantPhone = '51650140';
const appraiserPhone = '51650141';

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

/** Pictures of the page for the reviewer, beside the run's other results. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** The page's first-load JS, printed and held to the 170 kB gzip budget. */
async function checkWeight(page: Page) {
  const js = await firstLoadJsKb(page);
  console.log(`first-load JS of ${new URL(page.url()).pathname}: ${js.toFixed(1)} kB gzip`);
  expect(js).toBeLessThanOrEqual(170);
}

const image = async (colour: string) => ({
  name: `${colour.slice(1)}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

test('a member requests an official appraisal with documents, pays by KNET, the appraiser delivers the report and the member downloads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A visitor is sent to sign in and comes back to the form.
  await page.goto('/official-appraisal');
  await expect(page).toHaveURL(/\/login\?returnTo=\/official-appraisal$/);
  await signInByPhone(page, applicantPhone, '/official-appraisal');
  await expect(page.getByTestId('appraisal-fee')).toContainText('75.000');
  await checkWeight(page);
  await audit(page);

  const form = page.getByTestId('appraisal-form');
  // The document pickers speak Arabic: a styled button over the hidden native input, no file chosen yet.
  const ownership = page.getByTestId('slot-ownership');
  await expect(ownership.getByText('أضف صوراً', { exact: true })).toBeVisible();
  await expect(ownership.getByText('لم تُضف أي صورة بعد')).toBeVisible();
  // Chromium names a file input as a button: the slot's name and the button's text.
  await expect(
    ownership.getByRole('button', { name: 'مستندات الملكية (الوثيقة والمخطط) أضف صوراً', exact: true }),
  ).toHaveCount(1);
  // The terms box reads as one sentence with its link.
  await expect(
    form.getByRole('checkbox', { name: 'أؤكد صحة البيانات وأوافق على الشروط والأحكام', exact: true }),
  ).toBeVisible();
  await expect(form.getByRole('link', { name: 'الشروط والأحكام' })).toHaveAttribute('href', '/terms-conditions');
  await shoot(page, 'form-ar');

  // Sent empty: every field says what it needs; extra details are optional and a bank only for bank finance.
  await page.getByTestId('appraisal-submit').click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(form.getByLabel('نوع العقار')).toBeFocused();
  await expect(form.getByLabel('تفاصيل إضافية (اختياري)')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('البنك')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('slot-civilId').getByRole('alert')).toBeVisible();

  await form.getByLabel('نوع العقار').selectOption({ index: 1 });
  await form.getByLabel('المنطقة').selectOption({ label: 'السالمية' });
  await form.getByLabel('المساحة (م²)').fill('400');
  await form.getByLabel('نوع الطلب').selectOption('mortgage');
  await expect(form.getByLabel('البنك')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('البنك').selectOption({ index: 1 });
  await expect(form.getByLabel('البنك')).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('مكتب التثمين').selectOption('1');
  await form.getByLabel('عنوان العقار').fill('قطعة 3، شارع 12، منزل 8');
  await form.getByLabel('تفاصيل إضافية').fill('بيت من دورين مع سرداب');
  await expect(form.getByLabel('رقم الهاتف')).toHaveValue(applicantPhone);
  await form.getByLabel('البريد الإلكتروني').fill('lulwa.demo@example.com');

  // Documents: a spoofed image is refused; then the deed, both sides of the civil ID and a photo.
  // Each error goes as soon as a valid image is in the slot.
  await ownership
    .locator('input[type=file]')
    .setInputFiles({ name: 'deed.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') });
  await expect(ownership.getByRole('alert')).toBeVisible();
  await ownership.locator('input[type=file]').setInputFiles(await image('#8899aa'));
  await expect(ownership.getByRole('img')).toHaveCount(1);
  await expect(ownership.getByRole('alert')).toHaveCount(0);
  await expect(ownership.getByRole('listitem')).toContainText('8899aa.jpg');
  await page
    .getByTestId('slot-civilId')
    .locator('input[type=file]')
    .setInputFiles([await image('#aa8899'), await image('#99aa88')]);
  await expect(page.getByTestId('slot-civilId').getByRole('img')).toHaveCount(2);
  await expect(page.getByTestId('slot-civilId').getByRole('alert')).toHaveCount(0);
  // Full: the button goes; a picture can be removed by its name, and the button comes back.
  await expect(page.getByTestId('slot-civilId').locator('input[type=file]')).toHaveCount(0);
  await page.getByTestId('slot-civilId').getByRole('button', { name: 'إزالة 99aa88.jpg' }).click();
  await expect(page.getByTestId('slot-civilId').getByRole('img')).toHaveCount(1);
  await page
    .getByTestId('slot-civilId')
    .locator('input[type=file]')
    .setInputFiles(await image('#99aa88'));
  await expect(page.getByTestId('slot-civilId').getByRole('img')).toHaveCount(2);
  await page
    .getByTestId('slot-propertyImages')
    .locator('input[type=file]')
    .setInputFiles(await image('#c9a97c'));
  await expect(page.getByTestId('slot-propertyImages').getByRole('img')).toHaveCount(1);
  // The previews load for the applicant (private, through the session cookie).
  expect(
    await page
      .getByTestId('slot-civilId')
      .getByRole('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  await form.getByRole('checkbox').check();
  await page.getByTestId('appraisal-submit').click();

  const sent = page.getByTestId('appraisal-sent');
  // The short success and payment box takes the focus and comes into view.
  await expect(sent.getByRole('heading', { name: 'تم إرسال طلب التثمين' })).toBeFocused();
  await expect(sent.getByRole('heading', { name: 'تم إرسال طلب التثمين' })).toBeInViewport();
  await expect(sent.getByTestId('appraisal-pay')).toBeInViewport({ ratio: 0.5 });
  await audit(page);
  await page.getByTestId('appraisal-pay-submit').click();

  // The local gateway's checkout page, then back to the appraisal's return page.
  await expect(page).toHaveURL(/\/api\/dev\/local-gateway\/checkout\/chg_/);
  await expect(page.getByText('75.000')).toBeVisible();
  await page.getByRole('button', { name: 'ادفع', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-redirect-appraisal\?lang=ar&tap_id=chg_/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'paid');
  // The global payment-success modal (spec §4), saying what the fee did; its button clears the flag.
  const modal = page.getByTestId('payment-success-modal');
  await expect(modal.getByRole('heading', { name: 'تمت عملية الدفع بنجاح' })).toBeVisible();
  await expect(modal).toContainText('استلمنا رسوم التثمين');
  await audit(page);
  await modal.getByRole('button', { name: 'متابعة' }).click();
  await expect(modal).toBeHidden();
  await audit(page);
  await page.getByRole('link', { name: 'تابع طلباتي' }).first().click();
  await expect(page).toHaveURL(/\/profile\/request-followup$/);
  const card = page.getByTestId('appraisal-request').first();
  await expect(card).toHaveAttribute('data-paid', 'true');
  await expect(card).toHaveAttribute('data-status', 'received');
  // The status once, the payment with its amount and the gateway's reference, and what comes next.
  await expect(card.getByText('تم الاستلام', { exact: true })).toHaveCount(1);
  await expect(card.getByTestId('appraisal-paid')).toContainText(/دُفعت رسوم 75\.000 د\.ك بتاريخ/);
  await expect(card.getByTestId('appraisal-paid')).toContainText(/رقم العملية: chg_/);
  await expect(card.getByTestId('appraisal-next')).toContainText('الخطوة التالية');
  await expect(card.getByTestId('appraisal-next')).toContainText('لا يلزمك شيء الآن');
  await checkWeight(page);
  await shoot(page, 'card-ar');
  const requestTitle = (await card.getByRole('heading').textContent())!;
  const requestId = requestTitle.match(/\d+/)![0];

  // The appraiser, in a browser of their own.
  const desk = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ar-KW' });
  const appraiser = await desk.newPage();
  await signInByPhone(appraiser, appraiserPhone, '/profile/appraisal-desk');
  const item = appraiser.locator(`[data-testid=desk-request][data-id="${requestId}"]`);
  await expect(item).toHaveAttribute('data-status', 'received');
  await expect(item.getByRole('img')).toHaveCount(4);
  expect(
    await item
      .getByRole('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  await audit(appraiser);
  await item.getByTestId('move-1').click();
  await expect(item).toHaveAttribute('data-status', 'review');
  await item.getByLabel(/ملاحظة/).fill('المستندات مكتملة، موعد المعاينة الأحد');
  await item.getByTestId('move-3').click();
  await expect(item).toHaveAttribute('data-status', 'accepted');
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Manzil demo appraisal report');
  await item
    .getByTestId('report-file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });
  await item.getByTestId('deliver-report').click();
  await expect(item).toHaveAttribute('data-status', 'delivered');
  await desk.close();

  // The applicant sees the timeline and downloads the report.
  await page.reload();
  await expect(card).toHaveAttribute('data-status', 'delivered');
  await expect(card.locator('[data-step]')).toHaveCount(4);
  await expect(card.locator('[aria-current=step]')).toHaveAttribute('data-step', 'delivered');
  await expect(card).toContainText('المستندات مكتملة');
  await expect(card.getByTestId('appraisal-next')).toContainText('التقرير الموقّع جاهز');
  const download = page.waitForEvent('download');
  await card.getByTestId('appraisal-report').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`appraisal-${requestId}.pdf`);
  await audit(page);
});

test('an appraisal started from an instant estimate opens with the estimate’s area, size, property type and purpose', async ({
  page,
}) => {
  const estimate = async (data: Record<string, unknown>) => {
    const res = await page.request.post('/api/v1/valuations/ive', {
      data,
      headers: { origin: test.info().project.use.baseURL! },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const building = await estimate({
    model: 'building',
    areaId: 38,
    category: 'private-housing',
    purpose: 'sale',
    sizeSqm: 500,
    buildingAge: 10,
    finishing: 'standard',
    floors: 2,
    basement: true,
  });
  const land = await estimate({
    model: 'land',
    areaId: 38,
    category: 'private-housing',
    purpose: 'finance',
    sizeSqm: 750,
  });
  // Another demo appraiser's account, used here only as a member (no other journey signs in with it).
  await signInByPhone(page, '51650145', `/official-appraisal?valuation=${building}`);
  await expect(page.getByText('عبّأنا ما أدخلته في تقديرك')).toBeVisible();
  const form = page.getByTestId('appraisal-form');
  await expect(form.getByLabel('المنطقة')).toHaveValue('38');
  await expect(form.getByLabel('المساحة (م²)')).toHaveValue('500');
  // A private-housing building is a house; the estimate was for a sale.
  await expect(form.getByLabel('نوع العقار')).toHaveValue('1');
  await expect(form.getByLabel('نوع الطلب')).toHaveValue('sale');
  // Land estimated for finance: residential land, a bank-finance appraisal that asks for the bank.
  await page.goto(`/official-appraisal?valuation=${land}`);
  await expect(form.getByLabel('نوع العقار')).toHaveValue('3');
  await expect(form.getByLabel('نوع الطلب')).toHaveValue('mortgage');
  await expect(form.getByLabel('المساحة (م²)')).toHaveValue('750');
  await expect(form.getByText('مطلوب للتمويل البنكي')).toBeVisible();
});

test('in English on a phone, a sale appraisal needs no bank nor extra details; the box to pay comes into view; the card tells the next step', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Another demo appraiser's account, used here only as a member (no other journey signs in with it).
  await signInByPhone(page, '51650142', '/official-appraisal');
  await context.addCookies([{ name: localeCookie.name, value: 'en', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const form = page.getByTestId('appraisal-form');
  const ownership = page.getByTestId('slot-ownership');
  await expect(ownership.getByText('Add images', { exact: true })).toBeVisible();
  await expect(ownership.getByText('No image added yet')).toBeVisible();
  await expect(page.getByTestId('slot-other').getByText('Add an image', { exact: true })).toBeVisible();
  await expect(
    form.getByRole('checkbox', {
      name: 'I confirm the information is correct and agree to the terms and conditions',
      exact: true,
    }),
  ).toBeVisible();
  await expect(form.getByText('Optional, unless the appraisal is for bank finance')).toBeVisible();
  await shoot(page, 'form-en');
  await page.setViewportSize({ width: 390, height: 844 });

  // The picker works from the keyboard: Tab reaches the hidden input through its button.
  await form.getByLabel('E-mail').focus();
  await page.keyboard.press('Tab');
  await expect(ownership.locator('input[type=file]')).toBeFocused();

  await form.getByLabel('Property type').selectOption({ index: 2 });
  await form.getByLabel('Area').selectOption({ index: 3 });
  await form.getByLabel('Size (m²)').fill('750');
  await form.getByLabel('Application type').selectOption('sale');
  await form.getByLabel('Appraisal office').selectOption('2');
  await form.getByLabel('Property address').fill('Block 4, street 7, house 21');
  await expect(form.getByLabel('Phone')).toHaveValue('51650142');
  await ownership.locator('input[type=file]').setInputFiles(await image('#778899'));
  await page
    .getByTestId('slot-civilId')
    .locator('input[type=file]')
    .setInputFiles([await image('#887766'), await image('#667788')]);
  await page
    .getByTestId('slot-propertyImages')
    .locator('input[type=file]')
    .setInputFiles(await image('#a9c97c'));
  await expect(page.getByTestId('slot-propertyImages').getByRole('img')).toHaveCount(1);
  await expect(ownership.getByRole('button', { name: 'Remove 778899.jpg' })).toBeVisible();
  await form.getByRole('checkbox').check();
  await page.getByTestId('appraisal-submit').click();

  const sent = page.getByTestId('appraisal-sent');
  const heading = sent.getByRole('heading', { name: 'Your appraisal request was sent' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(sent.getByTestId('appraisal-pay-submit')).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('sent-en-390.png') });
  await audit(page);

  // Pay later: the card says the fee is the next step; then pay it from there.
  await page.goto('/profile/request-followup');
  const card = page.getByTestId('appraisal-request').first();
  await expect(card).toHaveAttribute('data-paid', 'false');
  await expect(card.getByText('Received', { exact: true })).toHaveCount(1);
  await expect(card.getByTestId('appraisal-next')).toContainText(
    'Pay the appraisal fee so that your request reaches the appraisal office',
  );
  await expect(card.getByTestId('appraisal-paid')).toHaveCount(0);
  // The fee is named, apart from the property's facts: its three decimals never pass for a price.
  await expect(card.getByTestId('appraisal-request-fee')).toHaveText('Appraisal fee: KD 75.000');
  await shoot(page, 'card-unpaid-en');
  await card.getByTestId('appraisal-pay-submit').click();
  await expect(page).toHaveURL(/\/api\/dev\/local-gateway\/checkout\/chg_/);
  await page.locator('button[name=action][value=pay]').click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'paid');
  await page.getByTestId('payment-success-modal').getByRole('button', { name: 'Continue' }).click();
  await page.goto('/profile/request-followup');
  await expect(card).toHaveAttribute('data-paid', 'true');
  await expect(card.getByTestId('appraisal-paid')).toContainText('Fee of KD 75.000 paid on');
  await expect(card.getByTestId('appraisal-paid')).toContainText(/Payment reference: chg_/);
  await expect(card.getByTestId('appraisal-next')).toContainText('Nothing is needed from you now');
  await expect(card.getByText('Received', { exact: true })).toHaveCount(1);
  await audit(page);
  await shoot(page, 'card-en');
});
