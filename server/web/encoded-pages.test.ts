import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { reuseEncodedCachedPages } from './encoded-pages';

function response(cache: string | undefined) {
  const end = vi.fn();
  const res = { getHeader: (name: string) => (name === 'x-nextjs-cache' ? cache : undefined), end } as unknown as ServerResponse;
  reuseEncodedCachedPages(res);
  return { res, end };
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
  });

  it('leaves fresh renders and small bodies as they are', () => {
    const miss = response('MISS');
    miss.res.end(page);
    expect(miss.end.mock.calls[0]![0]).toBe(page);
    const small = response('HIT');
    small.res.end('<p>ok</p>');
    expect(small.end.mock.calls[0]![0]).toBe('<p>ok</p>');
  });
});
