import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { AdDetail, AdInput, AdMediaItem } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { adMedia, ads } from '../../db/schema/ads';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let owner: Session;
let other: Session;
let photo: Buffer;

const adBody: AdInput = {
  title: 'فيلا للبيع في الخالدية',
  dealType: 'sale',
  categoryId: 2,
  propertyTypeId: 8,
  areaId: 33,
  sizeSqm: 400,
  priceFils: 250_000_000,
};
const PUBLIC = 'public, max-age=300';
const PRIVATE = 'private, no-store';

beforeAll(async () => {
  api = await testApp();
  [owner, other] = [await registerByPhone(api), await registerByPhone(api)];
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8fb3a0' } })
    .jpeg()
    .toBuffer();
});

async function adWithPhoto(session = owner): Promise<{ adId: number; item: AdMediaItem }> {
  const created = await api.request('/api/v1/ads', { method: 'POST', json: adBody, headers: bearer(session.token) });
  const adId = ((await created.json()) as { data: AdDetail }).data.id;
  const form = new FormData();
  form.append('file', new File([new Uint8Array(photo)], 'photo.jpg', { type: 'image/jpeg' }));
  const uploaded = await api.request(`/api/v1/ads/${adId}/media`, {
    method: 'POST',
    body: form,
    headers: bearer(session.token),
  });
  expect(uploaded.status).toBe(201);
  return { adId, item: ((await uploaded.json()) as { data: AdMediaItem }).data };
}

const urlsOf = (item: AdMediaItem) => [item.url, ...item.responsive.map((r) => r.url)];
const setStatus = (adId: number, status: number) => db().update(ads).set({ status }).where(eq(ads.id, adId));

/** Status and Cache-Control of every stored width of the item, as the given headers get them. */
async function served(item: AdMediaItem, headers: Record<string, string> = {}) {
  return Promise.all(
    urlsOf(item).map(async (url) => {
      const res = await api.request(url, { headers });
      return `${res.status} ${res.headers.get('cache-control') ?? ''}`.trim();
    }),
  );
}

describe('GET /api/v1/files/ad-media/* of an ad that is not public', () => {
  it("serves a pending ad's photos to its owner only (Bearer or the access cookie), never to a cache", async () => {
    const { item } = await adWithPhoto();
    expect(await served(item)).toEqual(['404', '404', '404']);
    expect(await served(item, bearer(other.token))).toEqual(['404', '404', '404']);
    expect(await served(item, { cookie: `manzil_at=${other.token}` })).toEqual(['404', '404', '404']);
    expect(await served(item, { authorization: 'Bearer not-a-token' })).toEqual(['404', '404', '404']);
    expect(await served(item, bearer(owner.token))).toEqual(Array(3).fill(`200 ${PRIVATE}`));
    expect(await served(item, { cookie: `manzil_at=${owner.token}` })).toEqual(Array(3).fill(`200 ${PRIVATE}`));
  });

  it('serves them to a moderator too (the desk compares a held ad’s photos), never to a cache', async () => {
    const { item } = await adWithPhoto();
    const moderator = await registerByPhone(api);
    const operator = await registerByPhone(api);
    await grantRole(moderator.id, 'moderator');
    await grantRole(operator.id, 'operator');
    expect(await served(item, bearer(operator.token))).toEqual(['404', '404', '404']);
    expect(await served(item, { cookie: `manzil_at=${moderator.token}` })).toEqual(Array(3).fill(`200 ${PRIVATE}`));
  });

  it('makes them public with the short cache once the ad is live, and private again when it is rejected', async () => {
    const { adId, item } = await adWithPhoto();
    expect(
      (await api.request(`/api/v1/ads/${adId}/publish`, { method: 'POST', headers: bearer(owner.token) })).status,
    ).toBe(200);
    expect(await served(item)).toEqual(Array(3).fill(`200 ${PUBLIC}`));
    await setStatus(adId, adStatus.expired);
    expect(await served(item)).toEqual(Array(3).fill(`200 ${PUBLIC}`));
    await setStatus(adId, adStatus.rejected);
    expect(await served(item)).toEqual(['404', '404', '404']);
    expect(await served(item, bearer(owner.token))).toEqual(Array(3).fill(`200 ${PRIVATE}`));
  });

  it('keeps a file public while any live ad shows it (the demo seed shares photos between ads)', async () => {
    const { adId: liveAd, item } = await adWithPhoto();
    await setStatus(liveAd, adStatus.approved);
    const { adId: pendingAd } = await adWithPhoto(other);
    const [row] = await db().select().from(adMedia).where(eq(adMedia.id, item.id));
    await db()
      .insert(adMedia)
      .values({ adId: pendingAd, kind: 'image', storageKey: row!.storageKey, width: row!.width, height: row!.height });
    expect(await served(item)).toEqual(Array(3).fill(`200 ${PUBLIC}`));
    await setStatus(liveAd, adStatus.pending);
    expect(await served(item)).toEqual(['404', '404', '404']);
    // Both owners have the file through one of their own ads.
    expect(await served(item, bearer(other.token))).toEqual(Array(3).fill(`200 ${PRIVATE}`));
    expect(await served(item, bearer(owner.token))).toEqual(Array(3).fill(`200 ${PRIVATE}`));
  });
});

describe('GET /api/v1/files/ad-media/* after the ad leaves public view', () => {
  const publish = (adId: number) =>
    api.request(`/api/v1/ads/${adId}/publish`, { method: 'POST', headers: bearer(owner.token) });

  it('is cached for minutes, not a year, and a copy revalidated after the ad is withdrawn is refused', async () => {
    const { adId, item } = await adWithPhoto();
    expect((await publish(adId)).status).toBe(200);
    const first = await api.request(item.url);
    expect(first.headers.get('cache-control')).toBe(PUBLIC);
    expect(first.headers.get('cache-control')).not.toContain('immutable');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // While the ad is live, a cache's revalidation costs a 304 without the file.
    const revalidated = await api.request(item.url, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe(PUBLIC);

    expect(
      (await api.request(`/api/v1/ads/${adId}/cancel`, { method: 'POST', headers: bearer(owner.token) })).status,
    ).toBe(200);
    expect(await served(item)).toEqual(['404', '404', '404']);
    expect((await api.request(item.url, { headers: { 'if-none-match': etag } })).status).toBe(404);
    expect(await served(item, bearer(owner.token))).toEqual(Array(3).fill(`200 ${PRIVATE}`));
  });

  it("stops serving every width of a deleted ad's photos", async () => {
    const { adId, item } = await adWithPhoto();
    await setStatus(adId, adStatus.approved);
    expect(await served(item)).toEqual(Array(3).fill(`200 ${PUBLIC}`));
    expect((await api.request(`/api/v1/ads/${adId}`, { method: 'DELETE', headers: bearer(owner.token) })).status).toBe(
      200,
    );
    expect(await served(item)).toEqual(['404', '404', '404']);
    expect(await served(item, bearer(owner.token))).toEqual(['404', '404', '404']);
  });
});
