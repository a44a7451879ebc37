import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttpServer, type FakeAnswer, type RecordedRequest } from '../../testing/fake-http-server';
import { createFcmSender, readServiceAccount } from './fcm-sender';

let server: Awaited<ReturnType<typeof fakeHttpServer>> | undefined;
afterEach(() => server?.close());

const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
const payload = { title: 'Your ad is approved', body: 'Flat in Salmiya is live', link: '/profile/ads/1' };

async function fcm(sendAnswer: (request: RecordedRequest) => FakeAnswer) {
  server = await fakeHttpServer((request) =>
    request.path === '/token'
      ? { status: 200, json: { access_token: 'ya29.access', expires_in: 3599, token_type: 'Bearer' } }
      : sendAnswer(request),
  );
  const account = readServiceAccount(
    JSON.stringify({
      project_id: 'manzil-app',
      client_email: 'push@manzil-app.iam.gserviceaccount.com',
      private_key: await exportPKCS8(privateKey),
      token_uri: `${server.url}/token`,
    }),
  );
  return createFcmSender(account, { baseUrl: server.url });
}

describe('FCM HTTP v1 adapter', () => {
  it('gets an access token with a JWT signed by the service account, keeps it, and POSTs each message to messages:send', async () => {
    const sender = await fcm(() => ({ status: 200, json: { name: 'projects/manzil-app/messages/1' } }));
    expect(await sender.send('device-token-1', payload)).toBe('sent');
    expect(await sender.send('device-token-2', payload)).toBe('sent');

    const tokenRequests = server!.requests.filter((r) => r.path === '/token');
    expect(tokenRequests).toHaveLength(1);
    const form = new URLSearchParams(tokenRequests[0]!.body.toString('utf8'));
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload: claims } = await jwtVerify(form.get('assertion')!, publicKey, {
      audience: `${server!.url}/token`,
      issuer: 'push@manzil-app.iam.gserviceaccount.com',
    });
    expect(claims.scope).toBe('https://www.googleapis.com/auth/firebase.messaging');

    const sends = server!.requests.filter((r) => r.path !== '/token');
    expect(sends.map((r) => r.path)).toEqual([
      '/v1/projects/manzil-app/messages:send',
      '/v1/projects/manzil-app/messages:send',
    ]);
    expect(sends[0]!.headers.authorization).toBe('Bearer ya29.access');
    expect(JSON.parse(sends[0]!.body.toString('utf8'))).toEqual({
      message: {
        token: 'device-token-1',
        notification: { title: payload.title, body: payload.body },
        data: { link: '/profile/ads/1' },
      },
    });
  });

  it('answers gone for an unregistered or invalid token', async () => {
    const unregistered = await fcm(() => ({
      status: 404,
      json: {
        error: {
          code: 404,
          status: 'NOT_FOUND',
          message: 'Requested entity was not found.',
          details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
        },
      },
    }));
    expect(await unregistered.send('old-token', payload)).toBe('gone');
    await server!.close();
    const invalid = await fcm(() => ({
      status: 400,
      json: {
        error: {
          code: 400,
          status: 'INVALID_ARGUMENT',
          message: 'The registration token is not a valid FCM registration token',
        },
      },
    }));
    expect(await invalid.send('bad-token', payload)).toBe('gone');
  });

  it('throws, to be retried, when FCM is unavailable', async () => {
    const sender = await fcm(() => ({
      status: 503,
      json: { error: { code: 503, status: 'UNAVAILABLE', message: 'try later' } },
    }));
    await expect(sender.send('device-token', payload)).rejects.toThrow(/FCM refused the message: 503 UNAVAILABLE/);
  });
});

describe('FCM_SERVICE_ACCOUNT', () => {
  it('is refused at start-up when it is neither the JSON nor a readable file, or lacks a field, naming the variable', () => {
    expect(() => readServiceAccount('/nonexistent/fcm.json')).toThrow(/FCM_SERVICE_ACCOUNT is neither/);
    expect(() => readServiceAccount('{"project_id": ')).toThrow(/FCM_SERVICE_ACCOUNT is neither/);
    expect(() => readServiceAccount('{"project_id": "manzil-app"}')).toThrow(/FCM_SERVICE_ACCOUNT lacks/);
  });
});
