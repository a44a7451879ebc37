import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssets, isBuildAsset } from './build-assets';

const script = 'console.log("شقة للإيجار");'.repeat(50);
let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'manzil-assets-'));
  mkdirSync(join(dist, 'static/chunks'), { recursive: true });
  writeFileSync(join(dist, 'static/chunks/app.js'), script);
  writeFileSync(join(dist, 'static/chunks/app.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'static/chunks/app.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'secret.txt'), 'not an asset');
  const assets = buildAssets(dist);
  // What the pages would answer: the URL they were given, so a test sees it was passed on unchanged.
  server = createServer((req, res) =>
    assets(req, res, (pageReq, pageRes) => pageRes.writeHead(404, { 'x-passed-on': pageReq.url }).end()),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

function fetchRaw(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(`${base}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    },
  );
}

describe('build assets', () => {
  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip, and the file to the rest', async () => {
    const br = await fetchRaw('/_next/static/chunks/app.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brotliCompressSync(script))).toBe(true);
    const gz = await fetchRaw('/_next/static/chunks/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await fetchRaw('/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
    for (const answer of [br, gz, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public,max-age=31536000,immutable');
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('passes anything outside the build assets on to the pages with its URL unchanged', async () => {
    for (const path of [
      '/_next/static/chunks/missing.js',
      '/_next/static/../secret.txt',
      '/_next/static/%2e%2e/secret.txt',
      '/_next/static/..%2fsecret.txt',
    ]) {
      const answer = await fetchRaw(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['x-passed-on'], path).toBe(new URL(path, base).pathname);
    }
  });

  it('knows a build asset by its path', () => {
    expect(isBuildAsset('/_next/static/chunks/app.js')).toBe(true);
    expect(isBuildAsset('/_next/image?url=x')).toBe(false);
    expect(isBuildAsset('/news')).toBe(false);
  });
});
