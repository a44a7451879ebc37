import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { AdDetail } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { validAdInput } from '../../testing/ad-input';
import { bearer, freshIp, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

vi.hoisted(() => {
  vi.stubEnv('PHONE_REVEALS_PER_HOUR', '3');
  vi.stubEnv('VIEWS_COUNTED_PER_IP_DAY', '3');
  vi.stubEnv('PENDING_ADS_PER_MEMBER', '3');
});

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let owner: Session;
let liveAd: number;
let pendingAd: number;

const post = (path: string, headers: Record<string, string>, json?: unknown) =>
  api.request(`/api/v1${path}`, { method: 'POST', json, headers });

async function createAd(session: Session): Promise<Response> {
  return await post('/ads', { ...bearer(session.token), 'x-localization': 'en' }, validAdInput());
}

async function publishedAd(session: Session): Promise<number> {
  const { data } = (await (await createAd(session)).json()) as { data: AdDetail };
  expect((await post(`/ads/${data.id}/publish`, bearer(session.token))).status).toBe(200);
  return data.id;
}

beforeAll(async () => {
  api = await testApp();
  owner = await registerByPhone(api);
  liveAd = await publishedAd(owner);
  pendingAd = ((await (await createAd(owner)).json()) as { data: AdDetail }).data.id;
});
afterAll(() => vi.unstubAllEnvs());

describe('phone reveal limit', () => {
  const reveal = (ip: string, session?: Session) =>
    post(`/ads/${liveAd}/phone`, { 'x-forwarded-for': ip, ...(session ? bearer(session.token) : {}) });

  it('answers 429 with Retry-After past the limit of an address, other addresses unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await reveal(ip)).status).toBe(200);
    const refused = await reveal(ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    expect((await reveal(freshIp())).status).toBe(200);
  });

  it('limits a signed-in member across addresses', async () => {
    const member = await registerByPhone(api);
    for (let i = 0; i < 3; i += 1) expect((await reveal(freshIp(), member)).status).toBe(200);
    const ip = freshIp();
    expect((await reveal(ip, member)).status).toBe(429);
    expect((await reveal(ip)).status).toBe(200);
  });
});

describe('view counting limit', () => {
  const view = async (ip: string, visitor: string, adId = liveAd) => {
    const res = await post(`/ads/${adId}/views`, { 'x-forwarded-for': ip, 'x-uuid': visitor });
    return { status: res.status, body: await res.json() };
  };
  const visitorId = (ip: string, tag: string | number) => `visitor-${ip.replaceAll('.', '')}-${tag}`;
  const viewsCount = async () =>
    (await db().select({ views: ads.viewsCount }).from(ads).where(eq(ads.id, liveAd)))[0]!.views;
  const counted = { status: 200, body: { data: { counted: true } } };
  const notCounted = { status: 200, body: { data: { counted: false } } };

  it('counts a limited number of views per address and day; made-up visitor ids past it are answered but not counted', async () => {
    const ip = freshIp();
    const before = await viewsCount();
    for (let i = 0; i < 3; i += 1) expect(await view(ip, visitorId(ip, i))).toEqual(counted);
    for (let i = 3; i < 10; i += 1) expect(await view(ip, visitorId(ip, i))).toEqual(notCounted);
    expect(await viewsCount()).toBe(before + 3);
    expect(await view(freshIp(), visitorId(ip, '10'))).toEqual(counted);
  });

  it('spends the budget only on views that count, and still answers 404 for an ad that is not public', async () => {
    const ip = freshIp();
    expect(await view(ip, visitorId(ip, 'a'))).toEqual(counted);
    expect(await view(ip, visitorId(ip, 'a'))).toEqual(notCounted);
    expect((await view(ip, visitorId(ip, 'b'), pendingAd)).status).toBe(404);
    expect(await view(ip, visitorId(ip, 'c'))).toEqual(counted);
    expect(await view(ip, visitorId(ip, 'd'))).toEqual(counted);
    expect(await view(ip, visitorId(ip, 'e'))).toEqual(notCounted);
    expect((await view(ip, visitorId(ip, 'f'), pendingAd)).status).toBe(404);
  });
});

describe('pending drafts cap', () => {
  const pendingOf = async (session: Session) =>
    (
      await db()
        .select({ n: count() })
        .from(ads)
        .where(and(eq(ads.ownerId, session.id), eq(ads.status, adStatus.pending)))
    )[0]!.n;

  it("refuses a draft past PENDING_ADS_PER_MEMBER with 422 and the spec's message, and accepts one again once a draft is published", async () => {
    const member = await registerByPhone(api);
    for (let i = 0; i < 3; i += 1) expect((await createAd(member)).status).toBe(201);
    const refused = await createAd(member);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ code: 'LIMIT_REACHED', message: 'You have reached the maximum limit' });
    expect(await pendingOf(member)).toBe(3);
    const [draft] = await db().select({ id: ads.id }).from(ads).where(eq(ads.ownerId, member.id)).limit(1);
    expect((await post(`/ads/${draft!.id}/publish`, bearer(member.token))).status).toBe(200);
    expect((await createAd(member)).status).toBe(201);
  });

  it('holds under parallel creations', async () => {
    const member = await registerByPhone(api);
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => createAd(member)))).map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(await pendingOf(member)).toBe(3);
  });
});
