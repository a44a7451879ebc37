import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { AdCard } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { grantRole } from '../../services/staff/roles';
import { insertLiveAd, validAdInput } from '../../testing/ad-input';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let operator: Session;
let owner: Session;

beforeAll(async () => {
  api = await testApp();
  operator = await registerByPhone(api);
  await grantRole(operator.id, 'operator');
  owner = await registerByPhone(api);
});

const adOf = (ownerId: number, values: Parameters<typeof insertLiveAd>[1] = {}) =>
  insertLiveAd(ownerId, { publishedAt: new Date(), ...values });

const feature = (session: Session | undefined, id: number | string, body: unknown) =>
  api.request(`/api/v1/operator/ads/${id}/featured`, {
    method: 'PUT',
    json: body,
    headers: { ...(session && bearer(session.token)), 'x-localization': 'en' },
  });

const publicAd = async (id: number) =>
  ((await (await api.request(`/api/v1/ads/${id}`)).json()) as { data: { isFeatured: boolean } }).data;
const picks = async () =>
  (
    (await (await api.request('/api/v1/operator/ads/featured', { headers: bearer(operator.token) })).json()) as {
      data: { ads: AdCard[]; total: number };
    }
  ).data;

describe('featured ads (spec §3 featured flag: the staff’s pick)', () => {
  it('an operator picks a live ad: its page, the lists and the operator’s list show it; taking it back clears it', async () => {
    const id = await adOf(owner.id);
    expect(await publicAd(id)).toMatchObject({ isFeatured: false });

    const res = await feature(operator, id, { featured: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { id, featured: true } });
    expect(await publicAd(id)).toMatchObject({ isFeatured: true });
    const list = (await (await api.request('/api/v1/ads?dealType=rent&areaIds=34&pageSize=50')).json()) as {
      data: AdCard[];
    };
    expect(list.data.find((card) => card.id === id)).toMatchObject({ isFeatured: true });
    const mine = await picks();
    expect(mine.ads.map((card) => card.id)).toContain(id);
    expect(mine.total).toBe(mine.ads.length);

    expect((await feature(operator, id, { featured: false })).status).toBe(200);
    expect(await publicAd(id)).toMatchObject({ isFeatured: false });
    expect((await picks()).ads.map((card) => card.id)).not.toContain(id);
  });

  it('a pick does not move an ad: the list keeps its order (the top is what a paid special ad buys)', async () => {
    const areaId = 35;
    const picked = await adOf(owner.id, { areaId, publishedAt: new Date(Date.now() - 3600_000) });
    const newer = await adOf(owner.id, { areaId });
    await feature(operator, picked, { featured: true });
    const list = (await (await api.request(`/api/v1/ads?dealType=rent&areaIds=${areaId}`)).json()) as {
      data: AdCard[];
    };
    const ids = list.data.map((card) => card.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(picked));
    expect(list.data.find((card) => card.id === picked)).toMatchObject({ isFeatured: true });
  });

  it('only a live ad is picked: a draft or an expired ad is refused on the field, an unknown one is 404; any ad’s pick can be taken back', async () => {
    const draft = await adOf(owner.id, { status: adStatus.pending, publishedAt: null });
    const expired = await adOf(owner.id, { expiresAt: new Date(Date.now() - 1000) });
    for (const id of [draft, expired]) {
      const res = await feature(operator, id, { featured: true });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { adId: ['This ad is not live now; only a live ad can be picked.'] },
      });
    }
    expect((await feature(operator, 2_000_000_000, { featured: true })).status).toBe(404);

    await db().update(ads).set({ isFeatured: true }).where(eq(ads.id, expired));
    expect((await feature(operator, expired, { featured: false })).status).toBe(200);
    const [row] = await db().select({ isFeatured: ads.isFeatured }).from(ads).where(eq(ads.id, expired));
    expect(row!.isFeatured).toBe(false);
  });

  it('bad input is a 400 with the error shape, never a 5xx', async () => {
    const id = await adOf(owner.id);
    for (const [path, body] of [
      [id, {}],
      [id, { featured: 'yes' }],
      [id, { featured: true, extra: 1 }],
      ['abc', { featured: true }],
      ['0', { featured: true }],
    ] as const) {
      const res = await feature(operator, path, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('authorization: a visitor is 401; a member, the ad’s owner included, is 403 and changes nothing; an owner cannot set it through the ad form', async () => {
    const id = await adOf(owner.id);
    expect((await feature(undefined, id, { featured: true })).status).toBe(401);
    expect((await api.request('/api/v1/operator/ads/featured')).status).toBe(401);
    for (const session of [owner, await registerByPhone(api)]) {
      const res = await feature(session, id, { featured: true });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect((await api.request('/api/v1/operator/ads/featured', { headers: bearer(session.token) })).status).toBe(403);
    }
    const edit = await api.request(`/api/v1/ads/${id}`, {
      method: 'PUT',
      json: { ...validAdInput(), isFeatured: true },
      headers: bearer(owner.token),
    });
    expect(edit.status).toBe(400);
    expect(await publicAd(id)).toMatchObject({ isFeatured: false });
  });
});
