import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { freshIp } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  api = await testApp();
});

const valid = {
  name: 'سارة العتيبي',
  phone: '99887766',
  email: 'sara@example.com',
  message: 'أرغب في معرفة المزيد عن باقات الوسطاء.',
};
const send = (ip: string, json: unknown = valid) =>
  api.request('/api/v1/members/contactUs', { method: 'POST', json, headers: { 'x-forwarded-for': ip } });

describe('contact-us limit', () => {
  it('forwards CONTACT_MESSAGES_PER_IP_HOUR messages an hour from one address, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    expect((await send(ip, { ...valid, message: '' })).status).toBe(400);
    for (let i = 0; i < config().CONTACT_MESSAGES_PER_IP_HOUR; i += 1) expect((await send(ip)).status).toBe(201);
    const refused = await send(ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    expect((await send(freshIp())).status).toBe(201);
  });
});
