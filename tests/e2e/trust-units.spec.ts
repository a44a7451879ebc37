import { expect, test, type APIRequestContext } from '@playwright/test';
import { whenHydrated } from './support/hydration';
import { signInByPhone } from './support/sign-in';

// Issue 29 §§4–5. Demo phones of this journey file only: 96650108 (مكتب مبارك الكبير العقاري, an office), 66650114
// (سلطان, a marketeer of مكتب الأحمدي) and 66650117 (منيرة, a marketeer of مكتب العاصمة); 97650131 is the demo
// operator, whose code offices.spec.ts has already used (a used code lets the next sign-in ask at once).

/** A 1×1 PNG: the plate photo (uploads are decoded and re-encoded, so any real image will do). */
const platePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh 8-digit unit number (demo seed units start with 9; these never do). */
const freshUnit = () => String(10_000_000 + Math.floor(Math.random() * 80_000_000));

/** Publishes a rent ad in Salmiya with the unit number, through the owner API; answers its id. */
async function publishUnitAd(
  request: APIRequestContext,
  token: string,
  input: { title: string; unitNumber: string; priceFils: number },
): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const categories = (await (await request.get('/api/v1/common/property-category/2')).json()) as {
    data: Array<{ id: number }>;
  };
  const categoryId = categories.data[0]!.id;
  const types = (await (await request.get(`/api/v1/common/property-types/${categoryId}`)).json()) as {
    data: Array<{ id: number }>;
  };
  const areas = (await (await request.get('/api/v1/common/areas')).json()) as {
    data: Array<{ id: number; nameEn: string }>;
  };
  const created = await request.post('/api/v1/ads', {
    headers,
    data: {
      ...input,
      dealType: 'rent',
      categoryId,
      propertyTypeId: types.data[0]!.id,
      areaId: areas.data.find((area) => area.nameEn === 'Salmiya')!.id,
      sizeSqm: 110,
      bedrooms: 2,
      bathrooms: 2,
      description: 'شقة للإيجار، الوحدة نفسها لدى مكتبين',
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  expect((await request.post(`/api/v1/ads/${id}/publish`, { headers })).ok()).toBe(true);
  return id;
}

test('an advertiser gets verified and the badge shows on the card', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const token = await signInByPhone(page, '96650108', '/profile/ads');
  const mine = (await (
    await page.request.get('/api/v1/members/myRequests/ads?statusId=1', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: Array<{ id: number; title: string }> };
  const ad = mine.data[0]!;

  // The office asks from its own page of the ad: the unit number (Arabic-Indic digits too) and the plate's photo.
  await page.goto(`/profile/ads/${ad.id}`);
  const form = page.getByTestId('verification-form');
  await (await whenHydrated(form.getByLabel('الرقم الآلي للوحدة'))).fill('٤٥٦٧٨٩١٢');
  await form.getByLabel('صورة لوحة عنوان الوحدة عند الباب').setInputFiles({
    name: 'plate.png',
    mimeType: 'image/png',
    buffer: platePng,
  });
  await form.getByRole('button', { name: 'أرسل طلب التوثيق' }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('أُرسل طلب التوثيق');
  await expect(page.getByTestId('verification-pending')).toBeVisible();

  // The operator checks it and verifies the ad.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInByPhone(operator, '97650131', '/profile/ad-verifications');
  const row = operator
    .getByTestId('verification-queue')
    .getByRole('listitem')
    .filter({ has: operator.locator(`a[href="/ad/${ad.id}"]`) });
  await expect(row).toContainText('45678912');
  await (await whenHydrated(row.getByRole('button', { name: `وثّق الإعلان ${ad.title}` }))).click();
  await expect(operator.getByTestId('flash-toast')).toContainText('وُثّق الإعلان');
  await operatorContext.close();

  // Visitors see the badge with its date on the card in the verified list, and on the ad page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/ads?verified=true&sort=verified');
  const card = visitor.getByTestId('ad-card').filter({ has: visitor.locator(`a[href="/ad/${ad.id}"]`) });
  await expect(card.getByTestId('verified-badge')).toContainText('موثّق');
  await visitor.goto(`/ad/${ad.id}`);
  await expect(visitor.getByTestId('verified-badge')).toContainText('موثّق في');
  // The unit number is nowhere on the public page.
  expect(await visitor.content()).not.toContain('45678912');
  await visitorContext.close();

  await page.goto(`/profile/ads/${ad.id}`);
  await expect(page.getByTestId('verification-verified')).toBeVisible();
});

test('two offices with the same unit show as one card', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const unitNumber = freshUnit();
  const word = `وحدة${Date.now()}`;
  const first = await signInByPhone(page, '66650114', '/profile/ads');
  const dearer = await publishUnitAd(page.request, first, {
    title: `شقة في السالمية ${word}`,
    unitNumber,
    priceFils: 480_000,
  });
  const secondContext = await browser.newContext();
  const secondPage = await secondContext.newPage();
  const second = await signInByPhone(secondPage, '66650117', '/profile/ads');
  const cheaper = await publishUnitAd(secondPage.request, second, {
    title: `شقة في السالمية ${word}`,
    unitNumber,
    priceFils: 450_000,
  });
  await secondContext.close();

  // The list shows one card for the unit: the cheaper offer, offered by two advertisers.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/ads/rent?q=${encodeURIComponent(word)}`);
  const cards = visitor.getByTestId('ad-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.locator(`a[href="/ad/${cheaper}"]`)).toBeVisible();
  await expect(cards.getByTestId('offered-by')).toHaveText('يعرضه 2 معلنين');

  // Its page lists the other office's offer with its price; the unit number is never shown.
  await cards.locator(`a[href="/ad/${cheaper}"]`).click();
  await expect(visitor).toHaveURL(new RegExp(`/ad/${cheaper}$`));
  const offers = visitor.getByTestId('unit-offers');
  await expect(offers.locator(`a[href="/ad/${dearer}"]`)).toContainText('480');
  expect(await visitor.content()).not.toContain(unitNumber);
  await visitorContext.close();
});
