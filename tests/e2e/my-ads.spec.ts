import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatPrice, toLatinDigits } from '../../lib/format';
import { createAdThroughApi } from './support/ads';
import { signInByPhone } from './support/sign-in';

/** Demo members from server/seed/ads/owners.ts with seeded ads; each phone signs in in one journey only. */
const owner = '99650123';
const otherMember = '99650124';
const secondOwner = '55650122';
const thirdOwner = '65650125';

const photo = (color: string) =>
  sharp({ create: { width: 96, height: 72, channels: 3, background: color } })
    .png()
    .toBuffer();

const countOf = async (page: Page, tab: string) =>
  Number(toLatinDigits((await page.getByTestId(`status-tab-${tab}`).locator('span').innerText()).trim()));

test('the owner edits an ad, adds a photo, publishes, unpublishes and deletes it; another member gets 404', async ({
  page,
  browser,
}) => {
  // One journey through every owner action, with two sign-ins and an image encoding: longer than the default.
  test.setTimeout(90_000);
  const token = await signInByPhone(page, owner, '/profile/ads');
  const title = `شقة للإيجار في السالمية ${Date.now()}`;
  const adId = await createAdThroughApi(page.request, token, title);

  // The list: counts by status, and the new draft under "pending review".
  await page.reload();
  const counts = {
    approved: await countOf(page, 'approved'),
    pending: await countOf(page, 'pending'),
    expired: await countOf(page, 'expired'),
    rejected: await countOf(page, 'rejected'),
  };
  expect(counts.pending).toBeGreaterThanOrEqual(1);
  expect(await countOf(page, 'all')).toBe(counts.approved + counts.pending + counts.expired + counts.rejected);
  await page.getByTestId('status-tab-pending').click();
  await expect(page).toHaveURL(/\/profile\/ads\?status=0$/);
  const card = page.locator(`[data-testid="my-ad-card"][data-ad-id="${adId}"]`);
  await expect(card.getByTestId('ad-status')).toHaveText('قيد المراجعة');

  // Edit the title and the price.
  await card.getByRole('link', { name: 'تعديل', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/ads/edit/${adId}$`));
  const form = page.getByTestId('ad-form');
  await expect(form.getByLabel('اسم العقار (عنوان الإعلان)')).toHaveValue(title);
  const newTitle = `${title} مع إطلالة بحرية`;
  await form.getByLabel('اسم العقار (عنوان الإعلان)').fill(newTitle);
  await form.getByLabel('السعر (د.ك)').fill('٥٢٥٫٥');
  await form.getByLabel('العنوان بالإنجليزية').fill('Sea-view flat in Salmiya');
  await form.getByRole('button', { name: 'حفظ التعديلات', exact: true }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('تم تحديث الإعلان بنجاح');
  await expect(page).toHaveURL(new RegExp(`/profile/ads/${adId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
  await expect(page.getByTestId('owner-ad-summary')).toContainText(formatPrice(525_500, 'ar'));

  // Upload a photo: it shows with its progress, then as stored; the owner's page lists it.
  await page.goto(`/profile/ads/edit/${adId}`);
  await page
    .getByTestId('media-input')
    .setInputFiles({ name: 'living-room.png', mimeType: 'image/png', buffer: await photo('#17735b') });
  const tile = page.getByTestId('media-tile');
  await expect(tile).toHaveCount(1);
  await expect(tile.locator('img')).toHaveAttribute('src', /^\/api\/v1\/files\//, { timeout: 20_000 });
  await expect(tile.getByRole('progressbar')).toHaveCount(0);
  await page.goto(`/profile/ads/${adId}`);
  await expect(page.getByTestId('owner-ad-media').locator('img')).toHaveCount(1);

  // Publish: live for visitors, with the new title.
  const panel = page.getByTestId('status-panel');
  await panel.getByRole('button', { name: 'نشر', exact: true }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('تم نشر الإعلان');
  await expect(panel.getByTestId('ad-status')).toHaveText('منشور');
  await page.goto(`/ad/${adId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
  // The English site shows the English title the owner added.
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sea-view flat in Salmiya');
  await page.context().clearCookies({ name: 'NEXT_LOCALE' });
  await page.reload();

  // Unpublish from the public page: the owner lands on their page of it, and visitors no longer find it.
  await page.getByTestId('owner-panel').getByRole('button', { name: 'إيقاف النشر', exact: true }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('تم إيقاف نشر الإعلان');
  await expect(page).toHaveURL(new RegExp(`/profile/ads/${adId}$`));
  await expect(panel.getByTestId('ad-status')).toHaveText('قيد المراجعة');
  expect((await page.request.get(`/ad/${adId}`)).status()).toBe(404);
  await panel.getByRole('button', { name: 'نشر', exact: true }).click();
  await expect(panel.getByTestId('ad-status')).toHaveText('منشور');

  // Another member can neither edit nor see the owner's page of the ad.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInByPhone(other, otherMember, '/profile/ads');
  for (const path of [`/profile/ads/edit/${adId}`, `/profile/ads/${adId}`]) {
    const response = await other.goto(path);
    expect(response?.status()).toBe(404);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  }
  await otherContext.close();

  // Delete it from the list, after confirming.
  await page.goto('/profile/ads?status=1');
  const liveCard = page.locator(`[data-testid="my-ad-card"][data-ad-id="${adId}"]`);
  await liveCard.getByRole('button', { name: 'حذف', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'حذف الإعلان؟' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'نعم، احذف الإعلان', exact: true }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('تم حذف الإعلان');
  await expect(page).toHaveURL(/\/profile\/ads\?status=1$/);
  await expect(page.locator(`[data-testid="my-ad-card"][data-ad-id="${adId}"]`)).toHaveCount(0);
  expect((await page.request.get(`/profile/ads/${adId}`)).status()).toBe(404);
});

test('an ad id that is not all digits is a 404 on the owner pages', async ({ page }) => {
  await signInByPhone(page, secondOwner, '/profile/ads');
  for (const path of ['/profile/ads/12abc', '/profile/ads/edit/abc']) {
    expect((await page.goto(path))?.status()).toBe(404);
  }
});

test('a member creates an ad with photos from /ad/create', async ({ page }) => {
  await page.goto('/ad/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سجّل دخولك لإضافة إعلان');
  await signInByPhone(page, thirdOwner, '/ad/create');

  const form = page.getByTestId('ad-form');
  await form.getByRole('button', { name: 'إنشاء الإعلان', exact: true }).click();
  await expect(form.getByLabel('اسم العقار (عنوان الإعلان)')).toBeFocused();
  await expect(form.getByText('هذا الحقل مطلوب').first()).toBeVisible();

  const title = `بيت للإيجار في السالمية ${Date.now()}`;
  await form.getByLabel('اسم العقار (عنوان الإعلان)').fill(title);
  await form.getByLabel('نوع الإعلان').selectOption('rent');
  await form.getByLabel('التصنيف').selectOption({ index: 1 });
  await form.getByLabel('نوع العقار').selectOption({ index: 1 });
  // Typed the way people do (ha for ta marbuta); the list still finds Salmiya.
  await form.getByRole('combobox', { name: 'المنطقة' }).fill('السالميه');
  await page.getByRole('option', { name: /السالمية/ }).click();
  await form.getByLabel('المساحة (م²)').fill('350');
  await form.getByLabel('السعر غير معلن').check();
  await expect(form.getByLabel('السعر (د.ك)')).toBeDisabled();
  await form.getByLabel('غرف النوم (اختياري)').fill('5');

  await page.getByTestId('media-input').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await photo('#c8a46b') },
    { name: 'hall.png', mimeType: 'image/png', buffer: await photo('#115a47') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
  ]);
  await expect(page.getByTestId('media-tile')).toHaveCount(2);
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt' })).toBeVisible();
  const previews = () =>
    page
      .getByTestId('media-tile')
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  const [first, second] = await previews();
  await page.getByRole('button', { name: 'تأخير الصورة 1', exact: true }).click();
  await expect.poll(previews).toEqual([second, first]);

  await form.getByRole('button', { name: 'إنشاء الإعلان', exact: true }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('تم إنشاء الإعلان بنجاح');
  await expect(page).toHaveURL(/\/profile\/ads\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('status-panel').getByTestId('ad-status')).toHaveText('قيد المراجعة');
  await expect(page.getByTestId('owner-ad-media').locator('img')).toHaveCount(2);
  await expect(page.getByTestId('owner-ad-summary')).toContainText('غير معلن');
});
