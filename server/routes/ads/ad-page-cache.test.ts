import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { AdDetail, AdInput, AdMediaItem } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { setPageInvalidator } from '../../lib/page-cache';
import type { PageCacheTag } from '../../lib/page-tags';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { setFreeAdsPerMonth } from '../../testing/credits';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
let owner: Awaited<ReturnType<typeof registerByPhone>>;
let other: Awaited<ReturnType<typeof registerByPhone>>;
const expired = vi.fn<(tags: PageCacheTag[]) => Promise<void>>(async () => {});

const adBody: AdInput = {
  title: 'شقة للإيجار في حولي',
  dealType: 'rent',
  categoryId: 2,
  propertyTypeId: 8,
  areaId: 33,
  sizeSqm: 90,
  priceFils: 300_000,
};

const call = (method: string, path: string, init: { json?: unknown; body?: BodyInit; session?: typeof owner } = {}) =>
  api.request(`/api/v1/ads${path}`, {
    method,
    json: init.json,
    body: init.body,
    headers: bearer((init.session ?? owner).token),
  });

async function createAd(): Promise<number> {
  const res = await call('POST', '', { json: adBody });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: AdDetail }).data.id;
}

async function photoForm(): Promise<FormData> {
  const form = new FormData();
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c9a97c' } })
    .jpeg()
    .toBuffer();
  form.append('file', new File([new Uint8Array(photo)], 'photo.jpg', { type: 'image/jpeg' }));
  return form;
}

/** The tags one request expired (the invalidator is called after the answer is ready). */
async function tagsExpiredBy(request: () => Response | Promise<Response>, status: number): Promise<PageCacheTag[][]> {
  expired.mockClear();
  expect((await request()).status).toBe(status);
  return expired.mock.calls.map(([tags]) => tags);
}

beforeAll(async () => {
  api = await testApp();
  // About the ad's states, not about paying for them (server/services/payments/ad-credits.test.ts).
  await setFreeAdsPerMonth(1000);
  [owner, other] = [await registerByPhone(api), await registerByPhone(api)];
});
beforeEach(() => setPageInvalidator(expired));
afterEach(() => setPageInvalidator(undefined));

describe('page cache expiry after ad writes', () => {
  it('expires the ad’s own pages and every list after each owner write', async () => {
    const id = await createAd();
    const mine = [['ads', `ad:${id}`]];
    expect(await tagsExpiredBy(() => call('PUT', `/${id}`, { json: { ...adBody, sizeSqm: 95 } }), 200)).toEqual(mine);
    expect(await tagsExpiredBy(() => call('POST', `/${id}/publish`), 200)).toEqual(mine);
    const media = await tagsExpiredBy(async () => call('POST', `/${id}/media`, { body: await photoForm() }), 201);
    expect(media).toEqual(mine);
    const detail = (await (await call('GET', `/${id}`)).json()) as { data: AdDetail };
    const mediaIds = detail.data.media.map((item: AdMediaItem) => item.id);
    expect(await tagsExpiredBy(() => call('PUT', `/${id}/media/order`, { json: { mediaIds } }), 200)).toEqual(mine);
    expect(await tagsExpiredBy(() => call('DELETE', `/${id}/media/${mediaIds[0]}`), 200)).toEqual(mine);
    expect(await tagsExpiredBy(() => call('POST', `/${id}/cancel`), 200)).toEqual(mine);
    await call('POST', `/${id}/publish`);
    await db().update(ads).set({ status: adStatus.expired }).where(eq(ads.id, id));
    expect(await tagsExpiredBy(() => call('POST', `/${id}/repost`), 200)).toEqual(mine);
    expect(await tagsExpiredBy(() => call('DELETE', `/${id}`), 200)).toEqual(mine);
  });

  it('expires nothing for a new draft, reads, views, phone reveals or a refused write', async () => {
    expect(await tagsExpiredBy(() => call('POST', '', { json: adBody }), 201)).toEqual([]);
    const id = await createAd();
    await call('POST', `/${id}/publish`);
    expect(await tagsExpiredBy(() => call('GET', `/${id}`), 200)).toEqual([]);
    expect(
      await tagsExpiredBy(
        () => api.request(`/api/v1/ads/${id}/views`, { method: 'POST', headers: { 'x-uuid': crypto.randomUUID() } }),
        200,
      ),
    ).toEqual([]);
    expect(await tagsExpiredBy(() => api.request(`/api/v1/ads/${id}/phone`, { method: 'POST' }), 200)).toEqual([]);
    expect(await tagsExpiredBy(() => call('PUT', `/${id}`, { json: adBody, session: other }), 404)).toEqual([]);
  });
});
