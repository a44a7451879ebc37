import { expect, test } from '@playwright/test';

test('home renders in Arabic, right-to-left, with the navigation and the demo banner', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation').first();
  for (const href of ['/news', '/faqs', '/auctions', '/deals'])
    await expect(nav.locator(`a[href="${href}"]`).first()).toBeAttached();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
});

test('newsletter sign-up succeeds, and again for the same address with the same words (no enumeration)', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByTestId('newsletter-form').first();
  await form.getByRole('textbox').fill('not-an-email');
  await form.getByRole('button').click();
  await expect(form.getByRole('alert')).toBeVisible();
  const email = `reader-${Date.now()}@example.com`;
  await form.getByRole('textbox').fill(email);
  await form.getByRole('button').click();
  await expect(form.getByRole('status')).not.toBeEmpty();
  const thanks = (await form.getByRole('status').textContent())!;
  await page.reload();
  const again = page.getByTestId('newsletter-form').first();
  await again.getByRole('textbox').fill(email);
  await again.getByRole('button').click();
  await expect(again.getByRole('status')).toHaveText(thanks);
});

test('language switch flips to English and back, remembered by the NEXT_LOCALE cookie', async ({ page, context }) => {
  await page.goto('/faqs');
  await page.getByTestId('language-switch').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-switch').first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a bad locale cookie falls back to Arabic', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'xx', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
});

test('contact form shows a validation error, then sends', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByTestId('contact-form');
  await form.getByLabel(/الاسم/).fill('سا');
  await form.getByLabel(/الهاتف|الجوال/).fill('1234');
  await form.getByLabel(/البريد/).fill('sara@example.com');
  await form.getByLabel(/رسالت|الرسالة/).fill('أرغب في الاستفسار عن خدمة التقييم الفوري للعقار.');
  await form.getByRole('button', { name: /إرسال/ }).click();
  await expect(form.getByText('القيمة قصيرة جداً').or(form.locator('[role="alert"]')).first()).toBeVisible();
  await form.getByLabel(/الاسم/).fill('سارة العتيبي');
  await form.getByLabel(/الهاتف|الجوال/).fill('99887766');
  await form.getByRole('button', { name: /إرسال/ }).click();
  await expect(page.getByText('تم إرسال الطلب بنجاح')).toBeVisible();
});

test('/profile sends a signed-out visitor to /', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
});

test('legacy routes redirect permanently', async ({ request }) => {
  const res = await request.get('/_homev2', { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers().location).toBe('/');
  const copy = await request.get('/ive-map%20copy%202', { maxRedirects: 0 });
  expect(copy.status()).toBe(308);
  expect(copy.headers().location).toBe('/evaluation/ive');
  const old = await request.get('/profile-old/ads', { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toBe('/profile/ads');
});

test('pages carry the security headers', async ({ request }) => {
  const res = await request.get('/');
  const headers = res.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the internal page-cache route answers nobody without the process token', async ({ request }) => {
  const res = await request.post('/internal/revalidate', { data: { tags: ['ads'] } });
  expect(res.status()).toBe(404);
});

test('readiness and liveness answer; /metrics answers this machine with every process, never a relayed request', async ({
  request,
}) => {
  expect((await request.get('/api/health/live')).status()).toBe(200);
  expect(await (await request.get('/api/health/ready')).json()).toMatchObject({
    status: 'ok',
    checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
  });
  expect((await request.get('/faqs')).status()).toBe(200);
  const metrics = await request.get('/metrics');
  expect(metrics.status()).toBe(200);
  expect(metrics.headers()['cache-control']).toBe('no-store');
  expect(await metrics.text()).toMatch(
    /^manzil_http_requests_total\{route="page",method="GET",status="200",process="primary"\} \d+$/m,
  );
  // A render worker busy rendering past 1 s is left out of that one scrape.
  await expect
    .poll(async () => (await request.get('/metrics')).text(), { timeout: 10_000 })
    .toMatch(/^nodejs_eventloop_lag_seconds\{process="render-0"\} /m);
  expect((await request.get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.7' } })).status()).toBe(404);
});

test('cached pages vary by Cookie (the locale lives in a cookie, not the URL)', async ({ request }) => {
  const cached = await request.get('/faqs');
  expect(cached.headers()['cache-control']).toContain('s-maxage');
  expect(cached.headers().vary).toMatch(/\bCookie\b/i);
});

test('a forged middleware-subrequest or RSC request gets no profile page without a session', async ({ request }) => {
  const forged: Array<Record<string, string>> = [
    { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    { rsc: '1', 'next-router-prefetch': '1' },
  ];
  for (const headers of forged) {
    const res = await request.get('/profile/edit-profile', { headers, maxRedirects: 0 });
    expect([200, 307, 308]).toContain(res.status());
    expect(await res.text()).not.toContain('profile-form');
  }
});
