import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttpServer, type FakeAnswer } from '../../testing/fake-http-server';
import { DeliveryRejected } from '../delivery-rejected';
import { createCloudApiWhatsAppSender } from './cloud-api-whatsapp-sender';

let server: Awaited<ReturnType<typeof fakeHttpServer>> | undefined;
afterEach(() => server?.close());

async function senderAnswering(answer: FakeAnswer) {
  server = await fakeHttpServer(() => answer);
  return createCloudApiWhatsAppSender({
    token: 'token-123',
    phoneNumberId: '1098765',
    apiVersion: 'v21.0',
    baseUrl: server.url,
  });
}

const message = {
  to: '96599887766',
  template: 'manzil_notification',
  language: 'ar' as const,
  parameters: ['تمت الموافقة على إعلانك', 'إعلانك «شقة» ظاهر الآن', 'https://manzil.com.kw/ads/1'],
};

describe('WhatsApp Business Cloud API adapter', () => {
  it('POSTs the template message to /{version}/{phone-number-id}/messages with the bearer token', async () => {
    const sender = await senderAnswering({
      status: 200,
      json: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] },
    });
    await sender.sendTemplate(message);
    const [request] = server!.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v21.0/1098765/messages' });
    expect(request!.headers.authorization).toBe('Bearer token-123');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual({
      messaging_product: 'whatsapp',
      to: '96599887766',
      type: 'template',
      template: {
        name: 'manzil_notification',
        language: { code: 'ar' },
        components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
      },
    });
  });

  it('rejects for good on a 4xx error (a bad number or template), naming the Graph error', async () => {
    const sender = await senderAnswering({
      status: 400,
      json: { error: { message: '(#132001) Template name does not exist in the translation', code: 132001 } },
    });
    const error = await sender.sendTemplate(message).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DeliveryRejected);
    expect((error as Error).message).toMatch(/400 132001 .*Template name does not exist/);
  });

  it('throws a retryable error when rate-limited or on a server error', async () => {
    for (const status of [429, 500]) {
      const sender = await senderAnswering({ status, json: { error: { message: 'try later', code: 130429 } } });
      const error = await sender.sendTemplate(message).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(DeliveryRejected);
      await server!.close();
      server = undefined;
    }
  });
});
