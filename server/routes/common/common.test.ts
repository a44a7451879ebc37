import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '../../config';
import { db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/engagement';
import { freshIp } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

vi.hoisted(() => vi.stubEnv('NEWSLETTER_SIGNUPS_PER_IP_HOUR', '3'));

let api: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  api = await testApp();
});

const json = async (res: Response) => (await res.json()) as Record<string, unknown> & { data: unknown };

describe('GET /api/v1/common/areas', () => {
  it('returns the paginated shape with every seeded area', async () => {
    const res = await api.request('/api/v1/common/areas');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ currentPage: 1, pageSize: 500 });
    expect(body.totalItems).toBeGreaterThanOrEqual(100);
    const first = (body.data as Array<Record<string, unknown>>)[0];
    expect(first).toMatchObject({
      nameAr: expect.any(String),
      nameEn: expect.any(String),
      latitude: expect.any(Number),
      governorate: expect.any(Object),
    });
  });

  it('filters by zone type and pages', async () => {
    const body = await json(await api.request('/api/v1/common/areas?isFilter=true&type=industrial&pageSize=2&page=1'));
    const data = body.data as Array<{ kind: string }>;
    expect(data.length).toBeLessThanOrEqual(2);
    expect(data.every((a) => a.kind === 'industrial')).toBe(true);
    expect(body.totalItems).toBeGreaterThan(0);
  });

  it('rejects a bad type and unknown parameters with field errors', async () => {
    const res = await api.request('/api/v1/common/areas?type=moon&color=red');
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors as object)).toContain('type');
  });
});

describe('property types and categories', () => {
  it('lists categories for a deal type and types for a category', async () => {
    const categories = (await json(await api.request('/api/v1/common/property-category/1?isFilter=true')))
      .data as Array<{ id: number }>;
    expect(categories.length).toBeGreaterThan(2);
    const types = (await json(await api.request(`/api/v1/common/property-types/${categories[0]!.id}`))).data as Array<{
      categoryId: number;
    }>;
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((t) => t.categoryId === categories[0]!.id)).toBe(true);
    const all = (await json(await api.request('/api/v1/common/property-types/0'))).data as unknown[];
    expect(all.length).toBeGreaterThan(types.length);
  });

  it('answers 400 for a non-numeric id', async () => {
    expect((await api.request('/api/v1/common/property-types/abc')).status).toBe(400);
  });
});

describe('seo config', () => {
  it.each(['homepage', 'about-us', 'auctions', 'auctions-property', 'ive'])(
    'has %s in both languages',
    async (screen) => {
      const ar = (await json(await api.request(`/api/v1/common/seo-config?screen=${screen}&lang=ar`))).data as Record<
        string,
        string
      >;
      const en = (await json(await api.request(`/api/v1/common/seo-config?screen=${screen}&lang=en`))).data as Record<
        string,
        string
      >;
      expect(ar.title).toMatch(/[\u0600-\u06ff]/);
      expect(en.title).toMatch(/[a-z]/i);
      for (const field of ['description', 'keywords', 'ogTitle', 'ogImage', 'twitterTitle', 'canonicalUrl'])
        expect(ar[field]).toBeTruthy();
    },
  );

  it('answers 404 with the localized message for an unknown screen', async () => {
    const res = await api.request('/api/v1/common/seo-config?screen=nope', { headers: { 'x-localization': 'en' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Page Not Found' });
  });
});

describe('lists', () => {
  it.each([
    '/api/v1/common/sectors',
    '/api/v1/common/header-sections',
    '/api/v1/auth/registrations-reasons',
    '/api/v1/common/banks',
  ])('%s returns data', async (path) => {
    const res = await api.request(path);
    expect(res.status).toBe(200);
    expect(((await json(res)).data as unknown[]).length).toBeGreaterThan(0);
  });

  it('reads a disclaimer and content blocks', async () => {
    expect((await api.request('/api/v1/common/disclaimer/1')).status).toBe(200);
    expect((await api.request('/api/v1/common/disclaimer/999999')).status).toBe(404);
    const blocks = (
      await json(
        await api.request('/api/v1/common/blocks', {
          method: 'POST',
          json: { keys: ['about-us', 'privacy-statement'] },
        }),
      )
    ).data as unknown[];
    expect(blocks).toHaveLength(2);
  });
});

describe('newsletter', () => {
  it('subscribes once, and answers a second sign-up of the same address exactly as a new one (no enumeration)', async () => {
    const address = `Reader-${Date.now()}@Example.com`;
    const first = await api.request('/api/v1/common/newsletter-subscribers', {
      method: 'POST',
      json: { email: address },
    });
    const second = await api.request('/api/v1/common/newsletter-subscribers', {
      method: 'POST',
      json: { email: address.toLowerCase() },
    });
    const fresh = await api.request('/api/v1/common/newsletter-subscribers', {
      method: 'POST',
      json: { email: `new-${address}` },
    });
    for (const res of [first, second, fresh]) {
      expect(res.status).toBe(201);
      expect((await json(res)).data).toEqual({ subscribed: true });
    }
    const rows = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, address.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('takes NEWSLETTER_SIGNUPS_PER_IP_HOUR sign-ups from one address, then answers 429 RATE_LIMITED with Retry-After', async () => {
    const ip = freshIp();
    const signUp = (n: number, from = ip) =>
      api.request('/api/v1/common/newsletter-subscribers', {
        method: 'POST',
        json: { email: `flood-${n}-${Date.now()}@example.com` },
        headers: { 'x-forwarded-for': from },
      });
    const answers = [];
    for (let n = 0; n < config().NEWSLETTER_SIGNUPS_PER_IP_HOUR + 1; n += 1) answers.push(await signUp(n));
    expect(answers.slice(0, -1).every((res) => res.status === 201)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(refused)).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is not held back.
    expect((await signUp(99, freshIp())).status).toBe(201);
  });

  it('rejects an invalid e-mail with an Arabic field message by default', async () => {
    const res = await api.request('/api/v1/common/newsletter-subscribers', {
      method: 'POST',
      json: { email: 'not-an-email' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.email?.[0]).toMatch(/[\u0600-\u06ff]/);
  });
});
