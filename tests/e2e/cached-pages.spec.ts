import { expect, test, type APIRequestContext } from '@playwright/test';
import { codeFor, uniquePhone } from './support/sign-in';

/** A new member registered through the API, as the mobile app does; answers its access token. */
async function registerThroughApi(request: APIRequestContext): Promise<string> {
  const phone = uniquePhone();
  expect((await request.post('/api/v1/auth/users/sendOTP', { data: { phone } })).ok()).toBe(true);
  const otp = await codeFor(request, phone);
  const res = await request.post('/api/v1/auth/users/register', {
    data: { phone, otp, email: `${phone}@example.com`, firstName: 'منيرة', lastName: 'الفضلي', accountType: 1 },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test('an owner’s edit and withdrawal show at once on the cached ad page and in the cached list', async ({
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const auth = { authorization: `Bearer ${await registerThroughApi(request)}` };
  const categories = (await (await request.get('/api/v1/common/property-category/2')).json()) as {
    data: Array<{ id: number }>;
  };
  const types = (await (await request.get(`/api/v1/common/property-types/${categories.data[0]!.id}`)).json()) as {
    data: Array<{ id: number }>;
  };
  const areas = (await (await request.get('/api/v1/common/areas')).json()) as {
    data: Array<{ id: number; nameEn: string }>;
  };
  const areaId = areas.data.find((area) => area.nameEn === 'Salmiya')!.id;
  const ad = {
    dealType: 'rent',
    categoryId: categories.data[0]!.id,
    propertyTypeId: types.data[0]!.id,
    areaId,
    sizeSqm: 140,
    priceFils: 500_000,
    description: 'شقة تجريبية',
  };
  const title = `شقة مخزنة للإيجار ${Date.now()}`;
  const created = await request.post('/api/v1/ads', { headers: auth, data: { ...ad, title } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;

  // A draft is a 404 for visitors, cached like any page of the route; publishing it expires that answer.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  expect((await visitor.request.get(`/ad/${id}`)).status()).toBe(404);
  expect((await visitor.request.get(`/ad/${id}`)).headers()['x-nextjs-cache']).toBe('HIT');
  expect((await request.post(`/api/v1/ads/${id}/publish`, { headers: auth })).ok()).toBe(true);

  // A visitor's views: the ad page and the area's list (any spelling of its query) come from Next's cache.
  const list = `/ads/rent?utm_source=journey&areaId=${areaId}&page=1`;
  const listed = visitor.getByTestId('ad-card').filter({ has: visitor.locator(`a[href="/ad/${id}"]`) });
  await visitor.goto(`/ad/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  expect((await visitor.request.get(`/ad/${id}`)).headers()['x-nextjs-cache']).toBe('HIT');
  await visitor.goto(list);
  await expect(listed).toContainText(title);
  expect((await visitor.request.get(`/ads/rent?areaId=${areaId}`)).headers()['x-nextjs-cache']).toBe('HIT');

  // The owner edits the title through the API: both pages show it on the next visit.
  const edited = `${title} بعد التعديل`;
  expect((await request.put(`/api/v1/ads/${id}`, { headers: auth, data: { ...ad, title: edited } })).ok()).toBe(true);
  await visitor.goto(`/ad/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(edited);
  await visitor.goto(list);
  await expect(listed).toContainText(edited);

  // The owner withdraws it: gone from the public page and the list at once.
  expect((await request.post(`/api/v1/ads/${id}/cancel`, { headers: auth })).ok()).toBe(true);
  expect((await visitor.goto(`/ad/${id}`))?.status()).toBe(404);
  await visitor.goto(list);
  await expect(visitor.getByTestId('ad-card').first()).toBeVisible();
  await expect(listed).toHaveCount(0);
  await context.close();
});

test('the cached lists’ internal route answers nobody directly', async ({ request }) => {
  expect((await request.get('/filtered/-/ads/rent')).status()).toBe(404);
  expect((await request.get('/filtered/areaId=1/news')).status()).toBe(404);
});
