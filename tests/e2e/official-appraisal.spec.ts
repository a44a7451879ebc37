import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { signInByPhone } from './support/sign-in';

/**
 * Demo members of server/db/seed/appraisal/appraiser-members.ts no other journey uses: the applicant (51650140) and
 * the appraiser of office 1, Al Dar (51650141).
 */
const applicantPhone = '51650140';
const appraiserPhone = '51650141';

/** No serious or critical axe finding, and no sideways scrolling on a phone (390 px) nor on a desktop. */
async function audit(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const findings = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(findings).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

const image = async (colour: string) => ({
  name: `${colour.slice(1)}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toBuffer(),
});

test('a member requests an official appraisal with documents, pays by KNET, the appraiser delivers the report and the member downloads it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A visitor is sent to sign in and comes back to the form.
  await page.goto('/official-appraisal');
  await expect(page).toHaveURL(/\/login\?returnTo=\/official-appraisal$/);
  await signInByPhone(page, applicantPhone, '/official-appraisal');
  await expect(page.getByTestId('appraisal-fee')).toContainText('75.000');
  await audit(page);

  const form = page.getByTestId('appraisal-form');
  // Sent empty: every field says what it needs.
  await page.getByTestId('appraisal-submit').click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(form.getByLabel('نوع العقار')).toBeFocused();

  await form.getByLabel('نوع العقار').selectOption({ index: 1 });
  await form.getByLabel('المنطقة').selectOption({ label: 'السالمية' });
  await form.getByLabel('المساحة (م²)').fill('400');
  await form.getByLabel('نوع الطلب').selectOption('mortgage');
  await form.getByLabel('البنك').selectOption({ index: 1 });
  await form.getByLabel('مكتب التثمين').selectOption('1');
  await form.getByLabel('عنوان العقار').fill('قطعة 3، شارع 12، منزل 8');
  await form.getByLabel('تفاصيل إضافية').fill('بيت من دورين مع سرداب');
  await expect(form.getByLabel('رقم الهاتف')).toHaveValue(applicantPhone);
  await form.getByLabel('البريد الإلكتروني').fill('lulwa.demo@example.com');

  // Documents: a spoofed image is refused; then the deed, both sides of the civil ID and a photo.
  await page.getByTestId('slot-ownership').locator('input[type=file]').setInputFiles({ name: 'deed.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') });
  await expect(page.getByTestId('slot-ownership').getByRole('alert')).toBeVisible();
  await page.getByTestId('slot-ownership').locator('input[type=file]').setInputFiles(await image('#8899aa'));
  await expect(page.getByTestId('slot-ownership').getByRole('img')).toHaveCount(1);
  await page.getByTestId('slot-civilId').locator('input[type=file]').setInputFiles([await image('#aa8899'), await image('#99aa88')]);
  await expect(page.getByTestId('slot-civilId').getByRole('img')).toHaveCount(2);
  await page.getByTestId('slot-propertyImages').locator('input[type=file]').setInputFiles(await image('#c9a97c'));
  await expect(page.getByTestId('slot-propertyImages').getByRole('img')).toHaveCount(1);
  // The previews load for the applicant (private, through the session cookie).
  expect(await page.getByTestId('slot-civilId').getByRole('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await form.getByRole('checkbox').check();
  await page.getByTestId('appraisal-submit').click();

  const sent = page.getByTestId('appraisal-sent');
  await expect(sent).toContainText('تم إرسال الطلب بنجاح');
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
  const requestTitle = (await card.getByRole('heading').textContent())!;
  const requestId = requestTitle.match(/\d+/)![0];

  // The appraiser, in a browser of their own.
  const desk = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ar-KW' });
  const appraiser = await desk.newPage();
  await signInByPhone(appraiser, appraiserPhone, '/profile/appraisal-desk');
  const item = appraiser.locator(`[data-testid=desk-request][data-id="${requestId}"]`);
  await expect(item).toHaveAttribute('data-status', 'received');
  await expect(item.getByRole('img')).toHaveCount(4);
  expect(await item.getByRole('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await audit(appraiser);
  await item.getByTestId('move-1').click();
  await expect(item).toHaveAttribute('data-status', 'review');
  await item.getByLabel(/ملاحظة/).fill('المستندات مكتملة، موعد المعاينة الأحد');
  await item.getByTestId('move-3').click();
  await expect(item).toHaveAttribute('data-status', 'accepted');
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Manzil demo appraisal report');
  await item.getByTestId('report-file').setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });
  await item.getByTestId('deliver-report').click();
  await expect(item).toHaveAttribute('data-status', 'delivered');
  await desk.close();

  // The applicant sees the timeline and downloads the report.
  await page.reload();
  await expect(card).toHaveAttribute('data-status', 'delivered');
  await expect(card.locator('[data-step]')).toHaveCount(4);
  await expect(card).toContainText('المستندات مكتملة');
  const download = page.waitForEvent('download');
  await card.getByTestId('appraisal-report').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`appraisal-${requestId}.pdf`);
  await audit(page);
});

test('an appraisal started from an instant estimate opens with the estimate’s area and size', async ({ page }) => {
  const estimate = await page.request.post('/api/v1/valuations/ive', {
    data: { model: 'building', areaId: 38, category: 'private-housing', purpose: 'sale', sizeSqm: 500, buildingAge: 10, finishing: 'standard', floors: 2, basement: true },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(estimate.status()).toBe(201);
  const { data } = (await estimate.json()) as { data: { id: string } };
  // Another demo appraiser's account, used here only as a member (no other journey signs in with it).
  await signInByPhone(page, '51650145', `/official-appraisal?valuation=${data.id}`);
  await expect(page.getByText('عبّأنا ما أدخلته في تقديرك')).toBeVisible();
  const form = page.getByTestId('appraisal-form');
  await expect(form.getByLabel('المنطقة')).toHaveValue('38');
  await expect(form.getByLabel('المساحة (م²)')).toHaveValue('500');
});
