import { expect, test } from '@playwright/test';
import { publishAdThroughApi } from './support/ads';
import { signInByPhone } from './support/sign-in';

/**
 * Issue 29, reports and availability. A demo broker from server/seed/ads/owners.ts that no other journey signs in
 * with (each demo phone in one journey only: a code asked again within the cooldown is not sent anew).
 */
const owner = { phone: '66650117' };

test('a visitor reports an ad: the form loads on use, is sent once, and a second report is told it is in', async ({
  page,
}) => {
  await page.goto('/ads/rent');
  // The card's own link (its title's), not the heart over its photo.
  const firstCard = page.getByTestId('ad-card').first().locator('a[href^="/ad/"]');
  await firstCard.click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);

  // The dialog's code is not part of the page: no dialog in the document until the button is used.
  await expect(page.getByTestId('report-ad-dialog')).toHaveCount(0);
  await page.getByTestId('report-ad').click();
  const dialog = page.getByRole('dialog', { name: 'الإبلاغ عن هذا الإعلان' });
  await expect(dialog).toBeVisible();

  // "Something else" needs a note: the form says so before sending anything.
  await dialog.getByRole('radio', { name: 'سبب آخر' }).check();
  await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
  await expect(dialog.getByText('هذا الحقل مطلوب')).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByRole('radio', { name: 'السعر غير صحيح' }).check();
  const sent = page.waitForResponse((res) => /\/api\/v1\/ads\/\d+\/reports$/.test(res.url()));
  await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog.getByRole('status')).toHaveText('شكرًا لك. وصلنا بلاغك وسنراجعه.');
  await dialog.getByRole('button', { name: 'إغلاق' }).first().click();
  await expect(dialog).toBeHidden();

  // The same visitor again: nothing new is stored, and the visitor is told so kindly.
  await page.getByTestId('report-ad').click();
  const again = page.getByRole('dialog', { name: 'الإبلاغ عن هذا الإعلان' });
  await again.getByRole('radio', { name: 'تم تأجيره أو بيعه' }).check();
  const refused = page.waitForResponse((res) => /\/api\/v1\/ads\/\d+\/reports$/.test(res.url()));
  await again.getByRole('button', { name: 'إرسال البلاغ' }).click();
  expect((await refused).status()).toBe(409);
  await expect(again.getByRole('status')).toHaveText('سبق أن أبلغت عن هذا الإعلان. شكرًا لك.');
});

test('a "still available?" notification answered "rented" takes the ad off the lists, and its page says so', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const token = await signInByPhone(page, owner.phone, '/profile/ads');
  const auth = { authorization: `Bearer ${token}` };
  const word = `journey${Date.now().toString(36)}`;
  const adId = await publishAdThroughApi(page.request, token, `شقة للإيجار ${word}`);

  // The weekly question, asked now for this ad (the job asks every live ad not confirmed within the week).
  const asked = await page.request.post(`/api/dev/ads/${adId}/availability-ask`);
  expect(((await asked.json()) as { data: { asked: number } }).data.asked).toBe(1);
  let rentedUrl = '';
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/v1/notifications', { headers: auth });
      const { data } = (await res.json()) as {
        data: Array<{ kind: string; link: string | null; body: string }>;
      };
      const ask = data.find(
        (n) => n.kind === 'ad-availability-check' && n.link?.startsWith(`/ad/${adId}/availability`),
      );
      // The notification's text carries its three answers' links (e-mail and WhatsApp send it as it is).
      rentedUrl = ask?.body.match(/https?:\/\/\S+answer=rented\S*/)?.[0] ?? '';
      return rentedUrl !== '';
    })
    .toBe(true);

  // The link works without a session: a fresh browser context, signed out.
  const visitor = await context.browser()!.newContext();
  const linkPage = await visitor.newPage();
  const url = new URL(rentedUrl);
  await linkPage.goto(`${url.pathname}${url.search}`);
  await expect(linkPage.getByRole('heading', { level: 1, name: 'هل إعلانك ما زال متاحًا؟' })).toBeVisible();
  const answered = linkPage.waitForResponse((res) => res.url().endsWith(`/api/v1/ads/${adId}/availability-answers`));
  await linkPage.getByTestId('availability-rented').click();
  expect((await answered).status()).toBe(200);
  await expect(linkPage.getByTestId('availability-done')).toHaveText('تم. أصبح إعلانك مؤجَّرًا وخرج من القوائم.');

  // Off the lists at once; its page stays, saying it was rented.
  const list = await linkPage.request.get(`/api/v1/ads?q=${word}`);
  expect(((await list.json()) as { data: Array<{ id: number }> }).data.map((ad) => ad.id)).not.toContain(adId);
  await linkPage.goto(`/ad/${adId}`);
  await expect(linkPage.getByTestId('off-market-banner')).toContainText('تم تأجير هذا العقار في');
  await expect(linkPage.getByTestId('report-ad')).toHaveCount(0);

  // A tampered link is refused in plain words.
  await linkPage.goto(`${url.pathname}?answer=rented&t=${url.searchParams.get('t')!.slice(0, -2)}xx`);
  await expect(linkPage.getByTestId('availability-link-problem')).toHaveText(
    'هذا الرابط غير صالح لهذا الإعلان. افتح الإعلان من قائمة إعلاناتك للإجابة.',
  );
  await visitor.close();
});
