import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_AD_MEDIA } from '@/lib/constants';
import type { AdDetail, AdInput, AdMediaItem } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { adMedia } from '../../db/schema/ads';
import { photoHashes } from '../../db/schema/photo-hashes';
import { storage } from '../../providers/storage/registry';
import { fromStoredHash, hashPhoto } from '../../services/photo-hashes/photo-hash';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { sampleVideo } from '../../testing/sample-videos';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let owner: Session;
let other: Session;
let photo: Buffer;
let videos: Record<'mp4' | 'mov' | 'webm', Buffer>;

const adBody: AdInput = {
  title: 'شقة للإيجار في حولي',
  dealType: 'rent',
  categoryId: 2,
  propertyTypeId: 8,
  areaId: 33,
  sizeSqm: 90,
  priceFils: 300_000,
};

const json = async <T>(res: Response) => (await res.json()) as T;
type ErrorBody = { code: string; fieldErrors?: Record<string, string[]> };

async function createAd(session = owner): Promise<number> {
  const res = await api.request('/api/v1/ads', { method: 'POST', json: adBody, headers: bearer(session.token) });
  expect(res.status).toBe(201);
  return (await json<{ data: AdDetail }>(res)).data.id;
}

function upload(adId: number, bytes: Uint8Array, name = 'photo.jpg', session = owner, field = 'file') {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  return api.request(`/api/v1/ads/${adId}/media`, { method: 'POST', body: form, headers: bearer(session.token) });
}

async function uploaded(adId: number, bytes: Uint8Array = photo, name?: string): Promise<AdMediaItem> {
  const res = await upload(adId, bytes, name);
  expect(res.status).toBe(201);
  return (await json<{ data: AdMediaItem }>(res)).data;
}

const keyOf = (url: string) => url.replace('/api/v1/files/', '');
/** These ads stay pending, so their files are the owner's alone (files.test.ts covers who else may have them). */
const ownerFile = (url: string, headers: Record<string, string> = {}) =>
  api.request(url, { headers: { ...bearer(owner.token), ...headers } });
const mediaOf = async (adId: number) =>
  (await json<{ data: AdDetail }>(await api.request(`/api/v1/ads/${adId}`, { headers: bearer(owner.token) }))).data
    .media;

/** Just enough of each container's header for the magic-byte check, followed by `rest`. */
const ftyp = (brand: string, rest = Buffer.alloc(256, 7)) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}\0\0\0\0isommp41`), rest]);
const webmHeader = (rest: Buffer) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    rest,
  ]);
const matroska = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]),
    Buffer.from('matroska'),
    Buffer.alloc(256, 3),
  ]);
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'.repeat(8));

beforeAll(async () => {
  api = await testApp();
  [owner, other] = [await registerByPhone(api), await registerByPhone(api)];
  photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#c9a97c' } })
    .jpeg()
    .toBuffer();
  videos = { mp4: await sampleVideo('mp4'), mov: await sampleVideo('mov'), webm: await sampleVideo('webm') };
});

describe('POST /api/v1/ads/:id/media', () => {
  it('re-encodes a photo to WebP at most 1600 px with 640 and 320 widths', async () => {
    const adId = await createAd();
    const item = await uploaded(adId);
    expect(item).toMatchObject({ kind: 'image', width: 1600, height: 1200 });
    expect(item.url).toMatch(/^\/api\/v1\/files\/ad-media\/[A-Za-z0-9_-]{24}\.webp$/);
    expect(item.responsive).toEqual([
      { width: 640, url: item.url.replace('.webp', '-640.webp') },
      { width: 320, url: item.url.replace('.webp', '-320.webp') },
    ]);
    for (const [url, width] of [
      [item.url, 1600],
      [item.responsive[0]!.url, 640],
      [item.responsive[1]!.url, 320],
    ] as const) {
      const res = await ownerFile(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(width);
    }
    expect(await mediaOf(adId)).toEqual([item]);
  });

  it('stores the perceptual hashes of the stored original and its crops, and forgets them with the photo', async () => {
    const adId = await createAd();
    const item = await uploaded(adId);
    const key = keyOf(item.url);
    const rows = await db().select().from(photoHashes).where(eq(photoHashes.storageKey, key)).orderBy(photoHashes.crop);
    expect(rows.map((row) => row.crop)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const stored = await storage().get(key);
    expect(fromStoredHash(rows[0]!.hash)).toBe(await hashPhoto(stored!.bytes));
    const res = await api.request(`/api/v1/ads/${adId}/media/${item.id}`, {
      method: 'DELETE',
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(200);
    expect(await db().select().from(photoHashes).where(eq(photoHashes.storageKey, key))).toEqual([]);
  });

  it.each([
    ['MP4', 'mp4', 'clip.mp4', 'video/mp4', /\.mp4$/],
    ['QuickTime', 'mov', 'clip.mov', 'video/quicktime', /\.mov$/],
    ['WebM', 'webm', 'clip.webm', 'video/webm', /\.webm$/],
  ] as const)('stores a valid %s video as sent', async (_name, container, name, type, extension) => {
    const bytes = videos[container];
    const adId = await createAd();
    const item = await uploaded(adId, bytes, name);
    expect(item).toMatchObject({ kind: 'video', responsive: [], width: null, height: null });
    expect(item.url).toMatch(extension);
    const res = await ownerFile(item.url);
    expect(res.headers.get('content-type')).toBe(type);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves byte ranges of a video (Safari plays video only through them), and 416 past the end', async () => {
    const adId = await createAd();
    const bytes = videos.webm;
    const item = await uploaded(adId, bytes, 'clip.webm');
    const part = await ownerFile(item.url, { range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(4, 12))).toBe(true);
    const whole = await ownerFile(item.url);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const beyond = await ownerFile(item.url, { range: `bytes=${bytes.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('accepts a video larger than the photo limit (videos have their own UPLOAD_VIDEO_MAX_BYTES)', async () => {
    const adId = await createAd();
    const item = await uploaded(adId, await sampleVideo('mp4', { frames: 12, frameBytes: 1024 * 1024 }), 'long.mp4');
    expect(item.kind).toBe('video');
  });

  it.each([
    ['an HTML page named .jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'uploads.badMediaType'],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'), 'uploads.badMediaType'],
    ['a HEIC photo (ftyp, but not a video brand)', ftyp('heic'), 'uploads.badMediaType'],
    ['a Matroska file that is not WebM', matroska(), 'uploads.badMediaType'],
    [
      'PNG magic bytes followed by garbage',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 0x41)]),
      'uploads.badImage',
    ],
    [
      'JPEG magic bytes followed by garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 0x41)]),
      'uploads.badImage',
    ],
    ['an MP4 header followed by an HTML page', ftyp('isom', html), 'uploads.badVideo'],
    ['a QuickTime header followed by an HTML page', ftyp('qt  ', html), 'uploads.badVideo'],
    ['a WebM header followed by an HTML page', webmHeader(html), 'uploads.badVideo'],
  ])('rejects %s with a field error and stores nothing', async (_name, bytes, key) => {
    const adId = await createAd();
    const res = await api.request(`/api/v1/ads/${adId}/media`, {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('file', new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' }));
        return form;
      })(),
      headers: { ...bearer(owner.token), 'x-localization': 'en' },
    });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    const en = (await import('@/messages/en.json')).default as unknown as Record<string, Record<string, string>>;
    const [namespace, name] = key.split('.') as [string, string];
    expect(body.fieldErrors).toEqual({ file: [en[namespace]![name]] });
    expect(await mediaOf(adId)).toEqual([]);
  });

  it('refuses a real MP4 cut off before its index (the moov box)', async () => {
    const adId = await createAd();
    const res = await upload(adId, videos.mp4.subarray(0, Math.floor(videos.mp4.length / 2)), 'clip.mp4');
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).fieldErrors).toHaveProperty('file');
    expect(await mediaOf(adId)).toEqual([]);
  });

  it('needs exactly one file under `file`', async () => {
    const adId = await createAd();
    expect((await upload(adId, photo, 'photo.jpg', owner, 'photo')).status).toBe(400);
    const two = new FormData();
    for (const name of ['a.jpg', 'b.jpg']) two.append('file', new File([new Uint8Array(photo)], name));
    const res = await api.request(`/api/v1/ads/${adId}/media`, {
      method: 'POST',
      body: two,
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).fieldErrors).toHaveProperty('file');
    const notMultipart = await api.request(`/api/v1/ads/${adId}/media`, {
      method: 'POST',
      json: { file: 'x' },
      headers: bearer(owner.token),
    });
    expect(notMultipart.status).toBe(400);
  });

  it('answers 413 with a field error for a photo over UPLOAD_MAX_BYTES and a body streamed or declared over the video limit', async () => {
    const adId = await createAd();
    const bigPhoto = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(adId, bigPhoto);
    expect(res.status).toBe(413);
    expect(await json<ErrorBody>(res)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fieldErrors: { file: [expect.any(String)] },
    });
    const hugeVideo = Buffer.concat([ftyp('isom'), Buffer.alloc(50 * 1024 * 1024 + 128 * 1024)]);
    const tooBig = await upload(adId, hugeVideo, 'clip.mp4');
    expect(tooBig.status).toBe(413);
    expect((await json<ErrorBody>(tooBig)).fieldErrors).toHaveProperty('file');
    const form = new FormData();
    form.append('file', new File([new Uint8Array(photo)], 'photo.jpg'));
    const declared = await api.request(`/api/v1/ads/${adId}/media`, {
      method: 'POST',
      body: form,
      headers: { ...bearer(owner.token), 'content-length': String(60 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
    expect(await mediaOf(adId)).toEqual([]);
  });

  it(`refuses the ${MAX_AD_MEDIA + 1}th item with LIMIT_REACHED, also when uploads race`, async () => {
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#5d8aa8' } })
      .png()
      .toBuffer();
    const adId = await createAd();
    for (let i = 0; i < MAX_AD_MEDIA - 2; i += 1) await uploaded(adId, small);
    const racing = await Promise.all([upload(adId, small), upload(adId, small), upload(adId, small)]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 422]);
    const eleventh = await upload(adId, small);
    expect(eleventh.status).toBe(422);
    expect(await json<ErrorBody>(eleventh)).toMatchObject({
      code: 'LIMIT_REACHED',
      fieldErrors: { file: [expect.any(String)] },
    });
    expect(await mediaOf(adId)).toHaveLength(MAX_AD_MEDIA);
    const rows = await db().select({ key: adMedia.storageKey }).from(adMedia).where(eq(adMedia.adId, adId));
    expect(rows).toHaveLength(MAX_AD_MEDIA);
  });
});

describe('media order and removal', () => {
  it('reorders to exactly the given ids and refuses any other set', async () => {
    const adId = await createAd();
    const [a, b, c] = [await uploaded(adId), await uploaded(adId, videos.mp4, 'v.mp4'), await uploaded(adId)];
    const order = (mediaIds: unknown) =>
      api.request(`/api/v1/ads/${adId}/media/order`, {
        method: 'PUT',
        json: { mediaIds },
        headers: bearer(owner.token),
      });
    const res = await order([c!.id, a!.id, b!.id]);
    expect(res.status).toBe(200);
    expect((await json<{ data: AdMediaItem[] }>(res)).data.map((m) => m.id)).toEqual([c!.id, a!.id, b!.id]);
    expect((await mediaOf(adId)).map((m) => m.id)).toEqual([c!.id, a!.id, b!.id]);

    const otherAd = await createAd();
    const foreign = await uploaded(otherAd);
    for (const bad of [
      [a!.id, b!.id],
      [a!.id, b!.id, c!.id, foreign.id],
      [a!.id, a!.id, b!.id],
      [a!.id, b!.id, foreign.id],
    ]) {
      const refused = await order(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect((await json<ErrorBody>(refused)).fieldErrors).toHaveProperty('mediaIds');
    }
    expect((await order([])).status).toBe(400);
    expect((await mediaOf(adId)).map((m) => m.id)).toEqual([c!.id, a!.id, b!.id]);
  });

  it('deletes one item with every stored width, only from its own ad', async () => {
    const adId = await createAd();
    const keep = await uploaded(adId);
    const drop = await uploaded(adId);
    const otherAd = await createAd();
    expect(
      (await api.request(`/api/v1/ads/${otherAd}/media/${drop.id}`, { method: 'DELETE', headers: bearer(owner.token) }))
        .status,
    ).toBe(404);
    const res = await api.request(`/api/v1/ads/${adId}/media/${drop.id}`, {
      method: 'DELETE',
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { deleted: true } });
    for (const url of [drop.url, ...drop.responsive.map((r) => r.url)]) {
      expect(await storage().get(keyOf(url))).toBeUndefined();
      expect((await ownerFile(url)).status).toBe(404);
    }
    expect((await mediaOf(adId)).map((m) => m.id)).toEqual([keep.id]);
    expect(
      (await api.request(`/api/v1/ads/${adId}/media/${drop.id}`, { method: 'DELETE', headers: bearer(owner.token) }))
        .status,
    ).toBe(404);
  });

  it('removes every file of an ad when the ad is deleted', async () => {
    const adId = await createAd();
    const items = [await uploaded(adId), await uploaded(adId, videos.webm, 'v.webm')];
    const urls = items.flatMap((m) => [m.url, ...m.responsive.map((r) => r.url)]);
    for (const url of urls) expect(await storage().get(keyOf(url))).toBeDefined();
    expect((await api.request(`/api/v1/ads/${adId}`, { method: 'DELETE', headers: bearer(owner.token) })).status).toBe(
      200,
    );
    for (const url of urls) expect(await storage().get(keyOf(url))).toBeUndefined();
  });

  it('keeps a file another ad still shows (the demo seed shares its photos) when one ad is deleted', async () => {
    const [first, second] = [await createAd(), await createAd()];
    const item = await uploaded(first);
    const [row] = await db().select().from(adMedia).where(eq(adMedia.id, item.id));
    await db()
      .insert(adMedia)
      .values({ adId: second, kind: 'image', storageKey: row!.storageKey, width: row!.width, height: row!.height });
    expect((await api.request(`/api/v1/ads/${first}`, { method: 'DELETE', headers: bearer(owner.token) })).status).toBe(
      200,
    );
    for (const url of [item.url, ...item.responsive.map((r) => r.url)])
      expect(await storage().get(keyOf(url))).toBeDefined();
  });

  it('keeps another member out of the media of an ad', async () => {
    const adId = await createAd();
    const item = await uploaded(adId);
    expect((await upload(adId, photo, 'photo.jpg', other)).status).toBe(404);
    expect(
      (await api.request(`/api/v1/ads/${adId}/media/${item.id}`, { method: 'DELETE', headers: bearer(other.token) }))
        .status,
    ).toBe(404);
    const reorder = await api.request(`/api/v1/ads/${adId}/media/order`, {
      method: 'PUT',
      json: { mediaIds: [item.id] },
      headers: bearer(other.token),
    });
    expect(reorder.status).toBe(404);
    expect(await mediaOf(adId)).toEqual([item]);
  });
});
