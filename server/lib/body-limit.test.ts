import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../config';
import { bearer, registerByPhone } from '../testing/auth-helpers';
import { testApp } from '../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
let member: Awaited<ReturnType<typeof registerByPhone>>;

beforeAll(async () => {
  api = await testApp();
  member = await registerByPhone(api);
});

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** `total` bytes in 64 KB chunks of one reused buffer, so the sender itself holds no large body. */
function streamOf(total: number, head = ''): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0 && head) {
        sent += head.length;
        return controller.enqueue(new TextEncoder().encode(head));
      }
      if (sent >= total) return controller.close();
      sent += CHUNK.length;
      controller.enqueue(new Uint8Array(CHUNK));
    },
  });
}

const streamed = (body: ReadableStream<Uint8Array>) => ({ body, duplex: 'half' }) as RequestInit;

describe('request body limits (in-process)', () => {
  it('refuses a declared JSON body over REQUEST_BODY_MAX_BYTES with 413 before reading it, in the stable shape', async () => {
    const res = await api.request('/api/v1/common/blocks', {
      method: 'POST',
      ...streamed(streamOf(60 * MB, '{"keys":["')),
      headers: { 'content-type': 'application/json', 'content-length': String(60 * MB), 'x-localization': 'en' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is larger than allowed' });
  });

  it('cuts off a streamed (chunked) JSON body at the limit with 413, and accepts one under it', async () => {
    const tooBig = await api.request('/api/v1/common/blocks', {
      method: 'POST',
      ...streamed(streamOf(config().REQUEST_BODY_MAX_BYTES + 1, '{"keys":["')),
      headers: { 'content-type': 'application/json' },
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    const fine = await api.request('/api/v1/common/blocks', { method: 'POST', json: { keys: ['about-us'] } });
    expect(fine.status).toBe(200);
  });

  it('limits an avatar to UPLOAD_MAX_BYTES and documents to four files of it, pointing at the file field', async () => {
    const boundary = 'manzil-test-boundary';
    const part = (field: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`;
    const headers = { ...bearer(member.token), 'content-type': `multipart/form-data; boundary=${boundary}` };
    const avatar = await api.request('/api/v1/members/uploadAvatar', {
      method: 'POST',
      ...streamed(streamOf(config().UPLOAD_MAX_BYTES + 128 * 1024, part('avatar'))),
      headers,
    });
    expect(avatar.status).toBe(413);
    expect(await avatar.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fieldErrors: { avatar: [expect.any(String)] },
    });
    const documents = await api.request('/api/v1/auth/supporting-documents', {
      method: 'POST',
      ...streamed(streamOf(0, part('files'))),
      headers: { ...headers, 'content-length': String(4 * config().UPLOAD_MAX_BYTES + 128 * 1024) },
    });
    expect(documents.status).toBe(413);
    expect(await documents.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fieldErrors: { files: [expect.any(String)] },
    });
  });

  it('gives a multipart body on any other route no more room than the largest upload', async () => {
    const res = await api.request('/api/v1/common/blocks', {
      method: 'POST',
      ...streamed(streamOf(0)),
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(config().UPLOAD_VIDEO_MAX_BYTES + 1 * MB),
      },
    });
    expect(res.status).toBe(413);
  });
});

describe('request body limits (a listening server)', () => {
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends `total` bytes with backpressure (declared or chunked) and resolves with the answer; the server may hang up early. */
  function send(
    path: string,
    total: number,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      });
      req.on('error', (error) => {
        if (!answered) setTimeout(() => !answered && reject(error), 1000);
      });
      let sent = 0;
      const pump = () => {
        while (sent < total && !req.destroyed) {
          sent += CHUNK.length;
          if (!req.write(CHUNK)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  }

  /**
   * A raw client that, like curl with a large file, writes its whole body before reading anything: the answer it finds
   * once it reads, whatever became of its writes.
   */
  function sendThenRead(head: string, total: number, readAfterMs: number): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      const received: Buffer[] = [];
      socket.pause();
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      // The server stops reading the refused body: the client's writes may fail, its read must not.
      socket.on('error', () => {});
      socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')));
      socket.write(head);
      let sent = 0;
      const pump = () => {
        while (sent < total && !socket.destroyed) {
          sent += CHUNK.length;
          if (!socket.write(CHUNK)) return void socket.once('drain', pump);
        }
      };
      pump();
      setTimeout(() => socket.resume(), readAfterMs);
    });
  }

  it('writes the whole 413 and closes the connection honestly, for a client that reads only after sending', async () => {
    const body = 60 * MB;
    const answer = await sendThenRead(
      `POST /api/v1/common/blocks HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body}\r\nx-localization: en\r\n\r\n`,
      body,
      1000,
    );
    const [head = '', payload = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(head.toLowerCase()).not.toContain('keep-alive');
    expect(JSON.parse(payload)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is larger than allowed' });
  });

  it('keeps a connection open when the whole request has arrived, read or not', async () => {
    const read = await fetch(`http://127.0.0.1:${port}/api/v1/common/blocks`, {
      method: 'POST',
      body: JSON.stringify({ keys: ['about-us'] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('connection')).toBe('keep-alive');
    // Refused before reading (no session), but a bodiless POST has arrived whole.
    const refused = await fetch(`http://127.0.0.1:${port}/api/v1/ads/1/publish`, { method: 'POST' });
    await refused.text();
    expect(refused.status).toBe(401);
    expect(refused.headers.get('connection')).toBe('keep-alive');
  });

  it('holds far less than the bodies while six 60 MB uploads (declared and chunked) are refused in parallel', async () => {
    const body = 60 * MB;
    const json = { 'content-type': 'application/json' };
    const multipart = { ...bearer(member.token), 'content-type': 'multipart/form-data; boundary=x' };
    const before = process.memoryUsage();
    let peak = before;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = { ...peak, rss: Math.max(peak.rss, now.rss), arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers) };
    }, 5);
    const answers = await Promise.all([
      send('/api/v1/common/blocks', body, { ...json, 'content-length': String(body) }),
      send('/api/v1/common/blocks', body, json),
      send('/api/v1/common/blocks', body, json),
      send('/api/v1/members/uploadAvatar', body, { ...multipart, 'content-length': String(body) }),
      send('/api/v1/members/uploadAvatar', body, multipart),
      send('/api/v1/auth/supporting-documents', body, { ...multipart, 'content-length': String(body) }),
    ]);
    clearInterval(sampler);
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    }
    const grown = { rss: (peak.rss - before.rss) / MB, arrayBuffers: (peak.arrayBuffers - before.arrayBuffers) / MB };
    console.info(
      `memory growth while refusing 6 × 60 MB: rss ${grown.rss.toFixed(1)} MB, arrayBuffers ${grown.arrayBuffers.toFixed(1)} MB`,
    );
    // The bodies add up to 360 MB; what the server may hold is the chunked avatar's 5 MB and two 64 KB JSON bodies.
    expect(grown.arrayBuffers).toBeLessThan(body / MB / 2);
    expect(grown.rss).toBeLessThan(body / MB);
  });
});
