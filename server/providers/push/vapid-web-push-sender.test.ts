import { decodeJwt, decodeProtectedHeader } from 'jose';
import webpush from 'web-push';
import { createECDH, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttpServer } from '../../testing/fake-http-server';
import { createVapidWebPushSender } from './vapid-web-push-sender';

let server: Awaited<ReturnType<typeof fakeHttpServer>> | undefined;
afterEach(() => server?.close());

const keys = webpush.generateVAPIDKeys();
const browser = createECDH('prime256v1');
browser.generateKeys();
const subscriptionKeys = {
  p256dh: browser.getPublicKey().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};
const payload = { title: 'تمت الموافقة على إعلانك', body: 'إعلانك ظاهر الآن', link: '/profile/ads/1' };

async function sendAnswering(status: number) {
  server = await fakeHttpServer(() => ({ status }));
  const sender = createVapidWebPushSender(keys, 'mailto:care@manzil.com.kw');
  return sender.send({ endpoint: `${server.url}/push/abc`, keys: subscriptionKeys }, payload);
}

describe('VAPID web push adapter', () => {
  it('POSTs the encrypted payload to the endpoint with a VAPID JWT for its origin, TTL and aes128gcm', async () => {
    expect(await sendAnswering(201)).toBe('sent');
    const [request] = server!.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/push/abc' });
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe('86400');
    expect(request!.headers.urgency).toBe('normal');
    const [, jwt, publicKey] = /^vapid t=([^,]+), k=(.+)$/.exec(request!.headers.authorization ?? '') ?? [];
    expect(publicKey).toBe(keys.publicKey);
    expect(decodeProtectedHeader(jwt!)).toMatchObject({ alg: 'ES256' });
    expect(decodeJwt(jwt!)).toMatchObject({ aud: server!.url, sub: 'mailto:care@manzil.com.kw' });
    // Encrypted: the payload's text is not in the body.
    expect(request!.body.length).toBeGreaterThan(Buffer.byteLength(JSON.stringify(payload)));
    expect(request!.body.toString('utf8')).not.toContain('/profile/ads/1');
  });

  it('answers gone for 404 and 410 (the subscription expired or was withdrawn)', async () => {
    expect(await sendAnswering(410)).toBe('gone');
    await server!.close();
    expect(await sendAnswering(404)).toBe('gone');
  });

  it('throws, to be retried, on any other failure', async () => {
    await expect(sendAnswering(503)).rejects.toThrow(/push service refused the message: 503/);
  });
});
