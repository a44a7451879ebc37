import { beforeAll, describe, expect, it } from 'vitest';
import { validAdInput } from './testing/ad-input';
import { bearer, registerByPhone } from './testing/auth-helpers';
import { testApp } from './testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
let member: Awaited<ReturnType<typeof registerByPhone>>;

beforeAll(async () => {
  api = await testApp();
  member = await registerByPhone(api);
});

const NUL = '\u0000';

async function expectValidationFailed(res: Response, field?: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { code: string; message: string; fieldErrors?: Record<string, string[]> };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(typeof body.message).toBe('string');
  if (field) expect(body.fieldErrors?.[field]).toBeDefined();
}

const validAd = validAdInput();

/** The 500s found by the hardening review (issue 10): each is now a 400 with the API's error shape. */
describe('bad input is a 400, never a 500', () => {
  it('refuses a NUL byte in searches', async () => {
    await expectValidationFailed(await api.request(`/api/v1/ads?q=${encodeURIComponent(`flat${NUL}`)}`), 'q');
    await expectValidationFailed(await api.request('/api/v1/deals?q=%00'), 'q');
  });

  it('refuses a NUL byte in contact-us and profile names', async () => {
    const contact = await api.request('/api/v1/members/contactUs', {
      method: 'POST',
      json: {
        name: `Ali${NUL}Ahmad`,
        phone: '99887766',
        email: 'ali@example.com',
        message: 'I would like to ask something',
      },
    });
    await expectValidationFailed(contact, 'name');
    const profile = await api.request('/api/v1/members', {
      method: 'POST',
      headers: bearer(member.token),
      json: { firstName: `Fat${NUL}ma`, lastName: 'الكندري' },
    });
    await expectValidationFailed(profile, 'firstName');
  });

  it('refuses control characters in ad text, before looking the ad up (even for someone else’s ad)', async () => {
    for (const body of [
      { ...validAd, title: `Flat${NUL}` },
      { ...validAd, description: `line${NUL}` },
      { ...validAd, parcelNumber: `12${NUL}` },
      { ...validAd, title: 'Flat\u0007bell' },
      { ...validAd, title: 'two\nlines' },
    ]) {
      await expectValidationFailed(
        await api.request('/api/v1/ads', { method: 'POST', headers: bearer(member.token), json: body }),
      );
      await expectValidationFailed(
        await api.request('/api/v1/ads/1', { method: 'PUT', headers: bearer(member.token), json: body }),
      );
    }
  });

  it('keeps tabs and new lines where text may span lines', async () => {
    const res = await api.request('/api/v1/ads', {
      method: 'POST',
      headers: bearer(member.token),
      json: { ...validAd, description: 'first line\n\tsecond line' },
    });
    expect(res.status).toBe(201);
  });

  it('refuses a NUL byte in a file path', async () => {
    const res = await api.request('/api/v1/files/ad-media/abc%00.webp');
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { code: string }).code).toMatch(/^(VALIDATION_FAILED|NOT_FOUND)$/);
  });

  it('refuses a date outside 1990..2100 in deal filters and submissions', async () => {
    await expectValidationFailed(await api.request('/api/v1/deals?from=0000-01-01'), 'from');
    await expectValidationFailed(await api.request('/api/v1/deals/trend?to=9999-12-31'), 'to');
    const submission = await api.request('/api/v1/deals', {
      method: 'POST',
      headers: bearer(member.token),
      json: {
        recordedOn: '0000-01-01',
        areaId: 34,
        category: 'private-housing',
        propertyKind: 'house',
        sizeSqm: 400,
        totalValueFils: 1_000_000,
      },
    });
    await expectValidationFailed(submission, 'recordedOn');
  });

  it('refuses an integer above 2^31−1 where the column is int4', async () => {
    const res = await api.request('/api/v1/auth/users/email-register', {
      method: 'POST',
      json: {
        email: 'a@example.com',
        otp: '123456',
        firstName: 'Ali',
        lastName: 'Ahmad',
        accountType: 2,
        isOwner: false,
        companyId: 2 ** 31,
      },
    });
    await expectValidationFailed(res, 'companyId');
    await expectValidationFailed(await api.request('/api/v1/ads/2147483648'), 'id');
    await expectValidationFailed(await api.request('/api/v1/deals?areaId=2147483648'), 'areaId');
  });
});

describe('seo-config', () => {
  it('ignores extra query keys but still checks screen and lang', async () => {
    const res = await api.request('/api/v1/common/seo-config?screen=homepage&lang=en&utm_source=x&fbclid=y');
    expect(res.status).toBe(200);
    await expectValidationFailed(
      await api.request('/api/v1/common/seo-config?screen=homepage&lang=fr&utm_source=x'),
      'lang',
    );
    await expectValidationFailed(await api.request('/api/v1/common/seo-config?screen=%00&extra=1'), 'screen');
  });
});
