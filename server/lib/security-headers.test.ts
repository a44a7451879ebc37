import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandFontScript } from '@/lib/brand-font';
import {
  applyPageSecurityHeaders,
  applyStoredPagePolicy,
  documentNonce,
  noncedInlineScriptHashes,
  pageContentSecurityPolicy,
  storedPageContentSecurityPolicy,
} from './security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
const headerNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

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
    expect(scripts).toContain(hash(brandFontScript));
    expect(scripts).not.toContain(hash(`${brandFontScript};alert(1)`));
  });

  it('keeps the Google sign-in, Apple sign-in and Google Maps sources', () => {
    const policy = pageContentSecurityPolicy('n');
    expect(directive(policy, 'script-src')).toMatch(
      /accounts\.google\.com.*appleid\.cdn-apple\.com.*maps\.googleapis\.com/,
    );
    expect(directive(policy, 'frame-src')).toMatch(/accounts\.google\.com.*appleid\.apple\.com/);
    expect(directive(policy, 'connect-src')).toContain('https://*.googleapis.com');
  });

  it("allows eval only in development (React's error overlay)", () => {
    expect(directive(pageContentSecurityPolicy('n', { dev: true }), 'script-src')).toContain("'unsafe-eval'");
  });
});

describe('storedPageContentSecurityPolicy', () => {
  it('names no nonce and no inline allowance: inline scripts run by hash, files from the host list', () => {
    const scripts = directive(storedPageContentSecurityPolicy([hash('self.__next_f.push([0])')]), 'script-src');
    expect(scripts).not.toContain('nonce-');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'strict-dynamic'");
    expect(scripts).toContain(hash('self.__next_f.push([0])'));
    expect(scripts).toContain(hash(brandFontScript));
    expect(scripts).toMatch(
      /'self' https:\/\/accounts\.google\.com https:\/\/appleid\.cdn-apple\.com https:\/\/maps\.googleapis\.com/,
    );
  });
});

describe('documentNonce', () => {
  it('reads the nonce Next put on the head, not text that only looks like one', () => {
    expect(
      documentNonce(
        '<head><link rel="stylesheet" href="/a.css" nonce="Zm9v+/=="/><script src="/b.js" nonce="Zm9v+/=="></script>',
      ),
    ).toBe('Zm9v+/==');
    expect(documentNonce('<p>nonce=&quot;x&quot;</p><script>1</script>')).toBeUndefined();
  });
});

describe('noncedInlineScriptHashes', () => {
  it("hashes the inline scripts carrying the render's nonce, not files, data or an injected script", () => {
    const html = [
      '<script src="/c.js" nonce="bg=="></script>',
      '<script nonce="bg==">self.__next_f.push([1,"أ"])</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script>alert(1)</script>',
      '<script nonce="other">alert(2)</script>',
    ].join('');
    expect(noncedInlineScriptHashes(html, 'bg==')).toEqual([hash('self.__next_f.push([1,"أ"])')]);
  });
});

/** Stands in for Next: renders with the request's nonce, or sends a stored page rendered earlier. */
function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const page = (nonce?: string) =>
    `<!DOCTYPE html><html><head><script src="/c.js" async=""${nonce ? ` nonce="${nonce}"` : ''}></script></head><body>${'x'.repeat(2000)}<script${nonce ? ` nonce="${nonce}"` : ''}>self.__next_f.push([0])</script><script>alert(document.cookie)</script></body></html>`;
  const requestNonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1];
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (req.url === '/dynamic') {
    res.write(page(requestNonce));
    return res.end();
  }
  if (req.url === '/own-miss') {
    res.setHeader('x-nextjs-cache', 'MISS');
    res.write('<!DOCTYPE html>');
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
        applyStoredPagePolicy(res, false);
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

  it('gives a cached page no nonce, so visitors share none, and allows only its own inline scripts (issue 33)', async () => {
    const policies = new Set<string>();
    for (const encoding of ['gzip', 'br', 'identity']) {
      const res = await fetch(`${base}/stored`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      expect(headerNonce(res)).toBeUndefined();
      const scripts = directive(res.headers.get('content-security-policy') ?? '', 'script-src');
      expect(scripts).toContain(hash('self.__next_f.push([0])'));
      expect(scripts).not.toContain(hash('alert(document.cookie)'));
      expect(scripts).not.toContain("'strict-dynamic'");
      expect(scripts).not.toContain("'unsafe-inline'");
      policies.add(res.headers.get('content-security-policy')!);
    }
    expect(policies.size).toBe(1);
  });

  it('treats a render started by another request as stored: its nonce is not disclosed', async () => {
    const res = await fetch(`${base}/coalesced`);
    expect(documentNonce(await res.text())).toBe('b3RoZXI=');
    expect(headerNonce(res)).toBeUndefined();
    expect(directive(res.headers.get('content-security-policy') ?? '', 'script-src')).toContain(
      hash('self.__next_f.push([0])'),
    );
  });

  it('never discloses the nonce of the render a request triggers, and allows no inline script of a page stored without one', async () => {
    const res = await fetch(`${base}/legacy`);
    expect(res.headers.get('x-test-render-nonce')).toBeTruthy();
    expect(headerNonce(res)).toBeUndefined();
    expect(directive(res.headers.get('content-security-policy') ?? '', 'script-src')).not.toContain(
      hash('self.__next_f.push([0])'),
    );
  });

  it("keeps this request's nonce on its own render, however Next splits the document", async () => {
    const res = await fetch(`${base}/own-miss`);
    expect(headerNonce(res)).toBeDefined();
    expect(documentNonce(await res.text())).toBe(headerNonce(res));
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
