import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandFontScript } from '@/lib/brand-font';
import { applyPageSecurityHeaders, documentNonce, keepCachedDocumentNonce, pageContentSecurityPolicy } from './security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
const headerNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('pageContentSecurityPolicy', () => {
  it('runs scripts by nonce only, never inline or eval, and allows no framing', () => {
    const policy = pageContentSecurityPolicy('abc123==');
    const scripts = directive(policy, 'script-src');
    expect(scripts).toContain("'nonce-abc123=='");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    // A nonce in style-src would turn 'unsafe-inline' off for React's style attributes.
    expect(directive(policy, 'style-src')).not.toContain('nonce-');
  });

  it('allows the one inline script of our own by its hash, and only that text', () => {
    const scripts = directive(pageContentSecurityPolicy('n'), 'script-src');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(scripts).toContain(hash(brandFontScript));
    expect(scripts).not.toContain(hash(`${brandFontScript};alert(1)`));
  });

  it('keeps the Google sign-in, Apple sign-in and Google Maps sources', () => {
    const policy = pageContentSecurityPolicy('n');
    expect(directive(policy, 'script-src')).toMatch(/accounts\.google\.com.*appleid\.cdn-apple\.com.*maps\.googleapis\.com/);
    expect(directive(policy, 'frame-src')).toMatch(/accounts\.google\.com.*appleid\.apple\.com/);
    expect(directive(policy, 'connect-src')).toContain('https://*.googleapis.com');
  });

  it("allows eval only in development (React's error overlay)", () => {
    expect(directive(pageContentSecurityPolicy('n', { dev: true }), 'script-src')).toContain("'unsafe-eval'");
  });
});

describe('documentNonce', () => {
  it('reads the nonce Next put on the head, not text that only looks like one', () => {
    expect(documentNonce('<head><link rel="stylesheet" href="/a.css" nonce="Zm9v+/=="/><script src="/b.js" nonce="Zm9v+/=="></script>')).toBe('Zm9v+/==');
    expect(documentNonce('<p>nonce=&quot;x&quot;</p><script>1</script>')).toBeUndefined();
  });
});

/** Stands in for Next: renders with the request's nonce, or sends a stored page rendered earlier. */
function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const page = (nonce?: string) => `<!DOCTYPE html><html><head><script src="/c.js" async=""${nonce ? ` nonce="${nonce}"` : ''}></script></head><body>${'x'.repeat(2000)}<script${nonce ? ` nonce="${nonce}"` : ''}>self.__next_f.push([0])</script></body></html>`;
  const requestNonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1];
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (req.url === '/dynamic') {
    res.write(page(requestNonce));
    return res.end();
  }
  if (req.url === '/coalesced') {
    // Another request's render of the same page, shared with this one.
    res.setHeader('x-nextjs-cache', 'MISS');
    res.write(page('b3RoZXI='));
    return res.end();
  }
  // A stale page starts a render in the background with this request's nonce.
  res.setHeader('x-test-render-nonce', requestNonce ?? '');
  res.setHeader('x-nextjs-cache', 'HIT');
  res.setHeader('ETag', '"v1"');
  if (req.headers['if-none-match'] === '"v1"') {
    res.statusCode = 304;
    return res.end();
  }
  res.end(page(req.url === '/stored' ? 'c3RvcmVk' : undefined));
}

describe('page security headers on a server', () => {
  let server: Server;
  let base: string;
  const start = (production: boolean) =>
    new Promise<Server>((resolve) => {
      const compress = compression();
      const s = createServer((req, res) => {
        applyPageSecurityHeaders(req, res, { production, dev: false });
        compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {});
        keepCachedDocumentNonce(res, false);
        fakeNext(req, res);
      });
      s.listen(0, '127.0.0.1', () => resolve(s));
    });

  beforeAll(async () => {
    server = await start(false);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('gives every rendered page a fresh nonce that Next reads from the request, replacing one the client sent', async () => {
    const forged = { 'content-security-policy': "script-src 'nonce-chosen'" };
    const [a, b] = await Promise.all([fetch(`${base}/dynamic`, { headers: forged }), fetch(`${base}/dynamic`)]);
    const [htmlA, htmlB] = await Promise.all([a.text(), b.text()]);
    expect(headerNonce(a)).toBe(documentNonce(htmlA));
    expect(headerNonce(b)).toBe(documentNonce(htmlB));
    expect(headerNonce(a)).not.toBe(headerNonce(b));
    expect(headerNonce(a)).not.toBe('chosen');
    expect(Buffer.from(headerNonce(a)!, 'base64')).toHaveLength(16);
    expect(a.headers.get('strict-transport-security')).toBeNull();
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('names the nonce a cached page was rendered with, compressed or not', async () => {
    for (const encoding of ['gzip', 'br', 'identity']) {
      const res = await fetch(`${base}/stored`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      expect(headerNonce(res)).toBe('c3RvcmVk');
      expect(documentNonce(await res.text())).toBe('c3RvcmVk');
    }
  });

  it("names the document's nonce when the render that answers was started by another request", async () => {
    const res = await fetch(`${base}/coalesced`);
    expect(documentNonce(await res.text())).toBe('b3RoZXI=');
    expect(headerNonce(res)).toBe('b3RoZXI=');
  });

  it('never discloses the nonce of the render a request triggers when the stored page has none', async () => {
    const res = await fetch(`${base}/legacy`);
    expect(headerNonce(res)).toBeDefined();
    expect(res.headers.get('x-test-render-nonce')).toBeTruthy();
    expect(headerNonce(res)).not.toBe(res.headers.get('x-test-render-nonce'));
  });

  it('sends no policy with a 304: the browser keeps the one stored with its copy', async () => {
    const res = await fetch(`${base}/stored`, { headers: { 'if-none-match': '"v1"' } });
    expect(res.status).toBe(304);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('adds HSTS in production only', async () => {
    const production = await start(true);
    const res = await fetch(`http://127.0.0.1:${(production.address() as AddressInfo).port}/dynamic`);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    await new Promise((resolve) => production.close(resolve));
  });
});
