import { createReadStream, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdDetail, AdInput } from '@/lib/schemas/ads';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { sampleVideo } from '../../testing/sample-videos';
import { testApp } from '../../testing/test-app';

vi.hoisted(() => {
  vi.stubEnv('UPLOAD_CONCURRENCY', '8');
  vi.stubEnv('UPLOAD_BUSY_RETRY_AFTER_SECONDS', '7');
});

const MB = 1024 * 1024;
const BOUNDARY = 'manzil-streaming-test';
const adBody: AdInput = {
  title: 'شقة للإيجار في السالمية',
  dealType: 'rent',
  categoryId: 2,
  propertyTypeId: 8,
  areaId: 33,
  sizeSqm: 90,
  priceFils: 300_000,
};

let api: Awaited<ReturnType<typeof testApp>>;
let owner: Awaited<ReturnType<typeof registerByPhone>>;
let server: ServerType;
let port: number;
const folder = mkdtempSync(path.join(tmpdir(), 'manzil-streaming-'));
const video = path.join(folder, 'tour.mp4');

beforeAll(async () => {
  api = await testApp();
  owner = await registerByPhone(api);
  // About 49 MB: a valid MP4 of 102 frames of 500 KB, under UPLOAD_VIDEO_MAX_BYTES (50 MB).
  writeFileSync(video, await sampleVideo('mp4', { frames: 102, frameBytes: 500_000 }));
  server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(folder, { recursive: true, force: true });
});

async function newAd(): Promise<number> {
  const res = await api.request('/api/v1/ads', { method: 'POST', json: adBody, headers: bearer(owner.token) });
  return ((await res.json()) as { data: AdDetail }).data.id;
}

/** Posts the file at `filePath` as the form's `file`, streamed from disk, so the sender holds no large body. */
function uploadFrom(
  adId: number,
  filePath: string,
): Promise<{ status: number; body: unknown; connection: string | undefined }> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="tour.mp4"\r\ncontent-type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const headers = {
    ...bearer(owner.token),
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'content-length': String(head.length + statSync(filePath).size + tail.length),
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path: `/api/v1/ads/${adId}/media`, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            connection: res.headers.connection,
          }),
        );
      },
    );
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(filePath);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(tail));
  });
}

const temporaryUploads = () => readdirSync(tmpdir()).filter((name) => name.startsWith('manzil-upload-'));

describe('uploads are streamed to disk', () => {
  it('stores 8 parallel 49 MB videos holding a small part of them in memory, and leaves no temporary file', async () => {
    const ads = await Promise.all(Array.from({ length: 8 }, () => newAd()));
    const leftBefore = temporaryUploads().length;
    const before = process.memoryUsage();
    let peak = before;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = { ...peak, rss: Math.max(peak.rss, now.rss), arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers) };
    }, 5);
    const answers = await Promise.all(ads.map((adId) => uploadFrom(adId, video)));
    clearInterval(sampler);
    // Each body was read to its end, so its connection stays open for the next request.
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 201, body: { data: { kind: 'video' } }, connection: 'keep-alive' });
    const grown = { rss: (peak.rss - before.rss) / MB, arrayBuffers: (peak.arrayBuffers - before.arrayBuffers) / MB };
    const sent = (8 * statSync(video).size) / MB;
    console.info(
      `memory growth while storing 8 × ${(sent / 8).toFixed(0)} MB videos: rss ${grown.rss.toFixed(1)} MB, arrayBuffers ${grown.arrayBuffers.toFixed(1)} MB`,
    );
    // Held whole, the bodies were 392 MB at least (and copied once more on reading); streamed, a few chunks per upload.
    expect(grown.arrayBuffers).toBeLessThan(sent / 4);
    expect(grown.rss).toBeLessThan(sent / 4);
    expect(temporaryUploads().length).toBe(leftBefore);
  }, 120_000);

  it('removes the received file when the upload is refused', async () => {
    const adId = await newAd();
    const leftBefore = temporaryUploads().length;
    const notAVideo = path.join(folder, 'not-a-video.mp4');
    // An MP4's first box, then 2 MB of anything: typed as a video, refused when its container is parsed.
    writeFileSync(
      notAVideo,
      Buffer.concat([
        Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex'),
        Buffer.alloc(2 * MB, 0x41),
      ]),
    );
    expect(await uploadFrom(adId, notAVideo)).toMatchObject({
      status: 400,
      body: { fieldErrors: { file: [expect.any(String)] } },
    });
    const tooLargePhoto = path.join(folder, 'large.jpg');
    writeFileSync(tooLargePhoto, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * MB)]));
    expect(await uploadFrom(adId, tooLargePhoto)).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(temporaryUploads().length).toBe(leftBefore);
  });
});

describe('malformed upload bodies', () => {
  const part = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="avatar"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`;
  it.each([
    ['multipart without a boundary', 'multipart/form-data', `${part}abc\r\n--${BOUNDARY}--\r\n`],
    ['another boundary than declared', 'multipart/form-data; boundary=other', `${part}abc\r\n--${BOUNDARY}--\r\n`],
    ['a body cut off inside the file', `multipart/form-data; boundary=${BOUNDARY}`, `${part}abc`],
    [
      'part headers that are not headers',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\n\u0000\u0001garbage\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
    ],
    ['an empty body', `multipart/form-data; boundary=${BOUNDARY}`, ''],
  ])('answers %s with 400 on the file field, never a 5xx', async (_, contentType, body) => {
    const res = await api.request('/api/v1/members/uploadAvatar', {
      method: 'POST',
      body,
      headers: { ...bearer(owner.token), 'content-type': contentType },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { avatar: [expect.any(String)] },
    });
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'avatar=abc'],
  ])('refuses a %s body with 415', async (contentType, body) => {
    const res = await api.request('/api/v1/members/uploadAvatar', {
      method: 'POST',
      body,
      headers: { ...bearer(owner.token), 'content-type': contentType },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('parallel uploads are bounded per process', () => {
  /**
   * A multipart body with no file in it that waits for `release` before it ends. `started` is called at its second read:
   * the app-wide body limit pipes a body, and its pipe reads one chunk ahead before the route's middleware runs, so only
   * the next read is the upload handler's own, after the upload took its slot.
   */
  function heldBody(release: Promise<void>, started: () => void): ReadableStream<Uint8Array> {
    const parts = [
      `--${BOUNDARY}\r\n`,
      'content-disposition: form-data; name="note"\r\n\r\nwait',
      `\r\n--${BOUNDARY}--\r\n`,
    ].map((part) => new TextEncoder().encode(part));
    let reads = 0;
    return new ReadableStream(
      {
        async pull(controller) {
          reads += 1;
          if (reads === 2) started();
          if (reads === 3) await release;
          controller.enqueue(parts[reads - 1]!);
          if (reads === parts.length) controller.close();
        },
      },
      // No read ahead: each pull is a read by the server.
      { highWaterMark: 0 },
    );
  }

  const post = (adId: number, body: ReadableStream<Uint8Array> | FormData) =>
    api.request(`/api/v1/ads/${adId}/media`, {
      method: 'POST',
      body,
      headers: {
        ...bearer(owner.token),
        'x-localization': 'en',
        ...(body instanceof FormData ? {} : { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }),
      },
      ...(body instanceof FormData ? {} : { duplex: 'half' }),
    } as RequestInit);

  it('refuses one more than UPLOAD_CONCURRENCY with 503 UPLOADS_BUSY and Retry-After, before reading it, and takes uploads again once one ends', async () => {
    const adId = await newAd();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const reading: Array<Promise<void>> = [];
    const held = Array.from({ length: 8 }, () => {
      let started!: () => void;
      reading.push(new Promise<void>((resolve) => (started = resolve)));
      return post(adId, heldBody(released, started));
    });
    await Promise.all(reading);

    const busy = await post(adId, new FormData());
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('7');
    expect(await busy.json()).toEqual({
      code: 'UPLOADS_BUSY',
      message: 'Many files are being uploaded right now, please try again in a few seconds',
    });

    release();
    for (const answer of await Promise.all(held)) expect(answer.status).toBe(400);
    // The slots are free again: the next upload is read (and refused for its missing file, not for being busy).
    expect((await post(adId, new FormData())).status).toBe(400);
  });
});
