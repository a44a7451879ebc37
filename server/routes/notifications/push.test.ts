import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/push';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
let owner: Awaited<ReturnType<typeof registerByPhone>>;
let other: Awaited<ReturnType<typeof registerByPhone>>;

const keys = { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) };
let n = 0;
const endpoint = () => `https://fcm.googleapis.com/fcm/send/test-${(n += 1)}`;

const subscribe = (token: string, body: unknown, userAgent = 'Mozilla/5.0 (test)') =>
  api.request('/api/v1/notifications/push/subscriptions', {
    method: 'POST',
    headers: { ...bearer(token), 'user-agent': userAgent },
    json: body,
  });
const unsubscribe = (token: string, body: unknown) =>
  api.request('/api/v1/notifications/push/subscriptions', { method: 'DELETE', headers: bearer(token), json: body });
const stored = (url: string) => db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url));

beforeAll(async () => {
  api = await testApp();
  owner = await registerByPhone(api);
  other = await registerByPhone(api);
});

describe('/v1/notifications/push', () => {
  it("answers the installation's VAPID public key (generated once in demo)", async () => {
    const res = await api.request('/api/v1/notifications/push/public-key', { headers: bearer(owner.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { publicKey } = ((await res.json()) as { data: { publicKey: string } }).data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = (await (
      await api.request('/api/v1/notifications/push/public-key', { headers: bearer(other.token) })
    ).json()) as { data: { publicKey: string } };
    expect(again.data.publicKey).toBe(publicKey);
  });

  it("stores the member's subscription, and a subscription sent again (new keys, another member) replaces it", async () => {
    const url = endpoint();
    expect((await subscribe(owner.token, { endpoint: url, expirationTime: null, keys })).status).toBe(200);
    expect(await stored(url)).toMatchObject([
      { memberId: owner.id, p256dh: keys.p256dh, auth: keys.auth, userAgent: 'Mozilla/5.0 (test)' },
    ]);

    const renewed = { ...keys, auth: 'b'.repeat(22) };
    expect((await subscribe(owner.token, { endpoint: url, keys: renewed })).status).toBe(200);
    expect(await stored(url)).toMatchObject([{ memberId: owner.id, auth: renewed.auth }]);

    // The browser is now signed in to another account: its pushes are that account's.
    expect((await subscribe(other.token, { endpoint: url, keys })).status).toBe(200);
    expect(await stored(url)).toMatchObject([{ memberId: other.id }]);
  });

  it('IDOR: a member removes only their own subscription', async () => {
    const url = endpoint();
    await subscribe(owner.token, { endpoint: url, keys });
    const res = await unsubscribe(other.token, { endpoint: url });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
    expect(await stored(url)).toHaveLength(1);

    expect((await unsubscribe(owner.token, { endpoint: url })).status).toBe(200);
    expect(await stored(url)).toHaveLength(0);
    expect((await unsubscribe(owner.token, { endpoint: url })).status).toBe(404);
  });

  it('needs a signed-in member', async () => {
    expect((await api.request('/api/v1/notifications/push/public-key')).status).toBe(401);
    expect(
      (
        await api.request('/api/v1/notifications/push/subscriptions', {
          method: 'POST',
          json: { endpoint: endpoint(), keys },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await api.request('/api/v1/notifications/push/subscriptions', {
          method: 'DELETE',
          json: { endpoint: endpoint() },
        })
      ).status,
    ).toBe(401);
  });

  it("refuses endpoints outside the browsers' push services and malformed keys with 400", async () => {
    for (const body of [
      { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys },
      { endpoint: 'https://169.254.169.254/latest/meta-data', keys },
      { endpoint: 'https://fcm.googleapis.com.evil.example/x', keys },
      { endpoint: 'https://localhost/push', keys },
      { endpoint: 'not a url', keys },
      { endpoint: `https://fcm.googleapis.com/fcm/send/${'x'.repeat(1100)}`, keys },
      { endpoint: endpoint(), keys: { ...keys, p256dh: 'short' } },
      { endpoint: endpoint(), keys: { ...keys, auth: 'not base64url!!!!!!!!!' } },
      { endpoint: endpoint() },
      {},
    ]) {
      const res = await subscribe(owner.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    }
    expect((await unsubscribe(owner.token, { endpoint: endpoint(), extra: 1 })).status).toBe(400);
  });

  it('accepts the push services of Firefox, Windows and Safari', async () => {
    for (const url of [
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
      'https://web.push.apple.com/QGx',
    ]) {
      expect((await subscribe(owner.token, { endpoint: url, keys })).status, url).toBe(200);
    }
  });
});
