import { expect, test, type BrowserContext } from '@playwright/test';
import { signInByPhone } from './support/sign-in';

/** Demo marketeers from server/seed/ads/owners.ts with live ads; these phones sign in in this journey only. */
const subscriber = '66650113';
const refuser = '66650111';
const PATH = '/profile/account-settings';
const expiringPush = 'اقتراب انتهاء إعلاني — إشعارات المتصفح';

/**
 * Chromium without a push service (no network to FCM here) cannot subscribe for real: the browser's PushManager is
 * replaced by one that answers a subscription on FCM's push service and records the key it was asked to use. The
 * permission, the service worker and everything after the subscription are the real ones.
 */
async function fakePushService(context: BrowserContext, endpoint: string) {
  await context.addInitScript((url) => {
    const keys = { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) };
    const subscription = {
      endpoint: url,
      expirationTime: null,
      toJSON: () => ({ endpoint: url, expirationTime: null, keys }),
    };
    let subscribed = false;
    PushManager.prototype.getSubscription = async () =>
      subscribed ? (subscription as unknown as PushSubscription) : null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      (window as unknown as { pushKey: unknown }).pushKey = options?.applicationServerKey;
      subscribed = true;
      return subscription as unknown as PushSubscription;
    };
  }, endpoint);
}

test('turning push on asks permission then, subscribes this browser, and the next notice arrives as a push', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`;
  await context.grantPermissions(['notifications']);
  await fakePushService(context, endpoint);

  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  const token = await signInByPhone(page, subscriber, PATH);
  const auth = { authorization: `Bearer ${token}` };
  const push = page.getByRole('switch', { name: expiringPush });
  await expect(push).toHaveAttribute('aria-checked', 'false');

  const stored = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/notifications/push/subscriptions') && res.request().method() === 'POST',
  );
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/members/notification-settings') && res.request().method() === 'PUT',
  );
  await push.click();
  expect((await stored).status()).toBe(200);
  expect((await saved).status()).toBe(200);
  await expect(push).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ المعلومات' })).toBeVisible();

  const publicKey = (
    (await (await page.request.get('/api/v1/notifications/push/public-key', { headers: auth })).json()) as {
      data: { publicKey: string };
    }
  ).data.publicKey;
  expect(await page.evaluate(() => (window as unknown as { pushKey: unknown }).pushKey)).toBe(publicKey);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL),
  ).toMatch(/\/sw\.js$/);

  // One of the member's live ads moves to 2 days before its end; the hourly job tells the owner, by push too.
  const mine = await page.request.get('/api/v1/members/myRequests/ads?statusId=1', { headers: auth });
  const adId = ((await mine.json()) as { data: Array<{ id: number }> }).data[0]!.id;
  expect((await page.request.post(`/api/dev/ads/${adId}/expiry`, { data: { expiresInHours: 48 } })).status()).toBe(200);
  expect((await page.request.post('/api/dev/jobs/ad-expiry')).status()).toBe(200);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(endpoint)}`);
        const { data } = (await res.json()) as { data: Array<{ channel: string; subject: string; body: string }> };
        return data
          .filter((m) => m.channel === 'push' && m.body.endsWith(`\n/profile/ads/${adId}`))
          .map((m) => m.subject);
      },
      { timeout: 20_000 },
    )
    .toHaveLength(1);
});

test('a member who refuses the permission is told so, and push stays off', async ({ page, context }) => {
  test.setTimeout(90_000);
  await fakePushService(context, `https://fcm.googleapis.com/fcm/send/e2e-refused-${Date.now()}`);
  await context.addInitScript(() => {
    Notification.requestPermission = async () => 'denied';
  });
  await signInByPhone(page, refuser, PATH);
  const push = page.getByRole('switch', { name: expiringPush });
  await push.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'لم يُسمح لمنزل بإرسال الإشعارات في هذا المتصفح' }),
  ).toBeVisible();
  await expect(push).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: expiringPush })).toHaveAttribute('aria-checked', 'false');
});
