import { expect, test } from '@playwright/test';

test('a page carries its menus once, icons as references to the sprite and only the shared message namespaces', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html.match(/aria-label="التنقل الرئيسي"/g)).toHaveLength(1);
  expect(html).not.toContain('user-menu-drawer');
  expect(html).toContain('<use href="/static/icons.svg#');
  expect(html).not.toMatch(/<svg aria-hidden="true" class="[^"]*"><path/);
  // Form namespaces travel only with their forms.
  expect(html).not.toMatch(/\\?"signUp\\?":\{/);
  expect(html).not.toMatch(/\\?"adForm\\?":\{/);

  const sprite = await request.get('/static/icons.svg');
  expect(sprite.status()).toBe(200);
  expect(await sprite.text()).toContain('<symbol id="menu"');
});

test('on a phone the drawer opens with every navigation item, the services and the sign-in link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const drawer = page.getByRole('dialog', { name: 'القائمة' });
  const nav = drawer.getByRole('navigation', { name: 'التنقل الرئيسي' });
  await expect(drawer.getByTestId('user-menu-drawer').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  const services = nav.getByText('جميع الخدمات');
  await services.click();
  await expect(nav.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await services.click();
  await nav.getByRole('link', { name: 'الأخبار' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(drawer).toBeHidden();
});
