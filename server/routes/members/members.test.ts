import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
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

describe('POST /api/v1/members/contactUs', () => {
  it('stores the message and forwards it to the care inbox (development outbox in demo)', async () => {
    const res = await api.request('/api/v1/members/contactUs', { method: 'POST', json: valid });
    expect(res.status).toBe(201);
    const outbox = await api.request('/api/dev/outbox?to=care@manzil.com.kw');
    const messages = ((await outbox.json()) as { data: Array<{ body: string }> }).data;
    expect(messages[0]?.body).toContain(valid.message);
  });

  it('accepts Arabic-Indic digits in the phone', async () => {
    const res = await api.request('/api/v1/members/contactUs', {
      method: 'POST',
      json: { ...valid, phone: '٩٩٨٨٧٧٦٦' },
    });
    expect(res.status).toBe(201);
  });

  it.each([
    [{ name: 'سا' }, 'name'],
    [{ phone: '1234567' }, 'phone'],
    [{ phone: '123456789' }, 'phone'],
    [{ phone: '12ab5678' }, 'phone'],
    [{ email: 'x@' }, 'email'],
    [{ message: '' }, 'message'],
    [{ extra: 'field' }, '_'],
  ])('rejects %o with a field error on %s', async (patch, field) => {
    const res = await api.request('/api/v1/members/contactUs', { method: 'POST', json: { ...valid, ...patch } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fieldErrors: Record<string, string[]> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors)).toContain(field);
  });
});

describe('member lists', () => {
  it('answer 10 a page (spec §9)', async () => {
    const member = await registerByPhone(api);
    for (const path of ['/api/v1/members/favourites', '/api/v1/members/myRequests/ads']) {
      const res = await api.request(path, { headers: bearer(member.token) });
      expect(((await res.json()) as { pageSize: number }).pageSize).toBe(10);
    }
  });
});
