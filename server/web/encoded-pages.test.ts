import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { reuseEncodedCachedPages } from './encoded-pages';

function response(cache: string | undefined, acceptEncoding?: string) {
  const end = vi.fn();
  const headers = new Map<string, unknown>([['x-nextjs-cache', cache]]);
  const res = {
    headersSent: false,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    end,
  } as unknown as ServerResponse;
  const req = {
    method: 'GET',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  } as IncomingMessage;
  reuseEncodedCachedPages(req, res);
  return { res, end, headers };
}

const page = `<!DOCTYPE html><html lang="ar">${'شقة للإيجار في السالمية '.repeat(2000)}</html>`;

describe('encoded cached pages', () => {
  it('writes a cached page as the same UTF-8 bytes on every hit', () => {
    const first = response('HIT');
    first.res.end(page);
    const second = response('STALE');
    second.res.end(page);
    const [bytes] = first.end.mock.calls[0]!;
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.toString('utf8')).toBe(page);
    expect(second.end.mock.calls[0]![0]).toBe(bytes);
    expect(first.headers.get('content-encoding')).toBeUndefined();
  });

  it('compresses a cached page once per encoding a browser asks for, brotli first, and reuses the bytes', () => {
    const browser = 'gzip, deflate, br, zstd';
    const first = response('HIT', browser);
    first.res.end(page);
    const second = response('HIT', browser);
    second.res.end(page);
    const [br] = first.end.mock.calls[0]!;
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('content-length')).toBe(br.length);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(page);
    expect(second.end.mock.calls[0]![0]).toBe(br);

    const gzipOnly = response('HIT', 'gzip');
    gzipOnly.res.end(page);
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzipOnly.end.mock.calls[0]![0]).toString('utf8')).toBe(page);
  });

  it('leaves fresh renders and small bodies as they are', () => {
    const miss = response('MISS', 'br');
    miss.res.end(page);
    expect(miss.end.mock.calls[0]![0]).toBe(page);
    const small = response('HIT', 'br');
    small.res.end('<p>ok</p>');
    expect(small.end.mock.calls[0]![0]).toBe('<p>ok</p>');
  });
});
