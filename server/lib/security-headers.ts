import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brandFontScript } from '@/lib/brand-font';

const googleSignIn = 'https://accounts.google.com';
const appleSignIn = 'https://appleid.cdn-apple.com';
// Google's Maps JavaScript API CSP guide: scripts from maps.googleapis.com; tiles, data and fonts from these.
const googleMaps = 'https://*.googleapis.com https://*.gstatic.com';
// The one inline script of our own, the same in every document (so cached pages keep it): allowed by its hash.
const brandFontScriptHash = `'sha256-${createHash('sha256').update(brandFontScript).digest('base64')}'`;

/**
 * The page policy. Scripts run only with the document's nonce or when a nonced script added them ('strict-dynamic':
 * Next's chunk loader, Google sign-in, Apple sign-in and the Maps loader); browsers without CSP 3 fall back to the
 * host list. Styles keep 'unsafe-inline': React style attributes and the Google widgets' injected styles carry no
 * nonce, and a nonce in style-src would switch 'unsafe-inline' off.
 */
export function pageContentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  return [
    "default-src 'self'",
    // React rebuilds server error stacks with eval in development only.
    ['script-src', `'nonce-${nonce}'`, brandFontScriptHash, "'strict-dynamic'", "'self'", googleSignIn, appleSignIn, 'https://maps.googleapis.com', ...(dev ? ["'unsafe-eval'"] : [])].join(' '),
    `style-src 'self' 'unsafe-inline' ${googleSignIn} https://fonts.googleapis.com`,
    `img-src 'self' data: blob: ${googleMaps} https://*.google.com https://*.googleusercontent.com`,
    "font-src 'self' data: https://fonts.gstatic.com",
    `connect-src 'self' ${googleSignIn} ${googleMaps}`,
    "worker-src 'self' blob:",
    `frame-src ${googleSignIn} https://appleid.apple.com`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** A fresh, unguessable nonce for one response (128 bits, base64 as Next's nonce parser expects). */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * Headers for every page and static file served through Next. The request carries the policy too: Next reads the
 * nonce from the request's CSP header and puts it on every script it renders (a client-sent header is replaced).
 */
export function applyPageSecurityHeaders(req: IncomingMessage, res: ServerResponse, { production, dev }: { production: boolean; dev: boolean }): void {
  const policy = pageContentSecurityPolicy(newNonce(), { dev });
  req.headers['content-security-policy'] = policy;
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  if (production) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
}

const firstNonce = /<(?:script|link)\b[^>]*?\snonce="([A-Za-z0-9+/_-]+={0,2})"/;

/** The nonce a rendered document was given, read from its head (Next puts it on the first stylesheet and scripts). */
export function documentNonce(html: string): string | undefined {
  return firstNonce.exec(html)?.[1];
}

/**
 * A page served from Next's cache (ISR) carries the nonce of the request that rendered it, not this request's: the
 * header then names the document's nonce, read from the cached body. Each render draws a new nonce, so content
 * stored before a render cannot know it. A 304 carries no policy: the browser keeps the one stored with its copy.
 * Install it after compression, so it sees the document before it is compressed.
 */
export function keepCachedDocumentNonce(res: ServerResponse, dev: boolean): void {
  let checked = false;
  const check = (chunk: unknown) => {
    if (checked || res.headersSent) return;
    checked = true;
    if (res.statusCode === 304) {
      res.removeHeader('Content-Security-Policy');
      return;
    }
    // Next sends a stored page whole, in one call. A MISS is usually this request's render, but Next serves concurrent
    // requests for one page from one render (a link's prefetch and the visit), whose document has the nonce of the
    // request that started it.
    const cache = String(res.getHeader('x-nextjs-cache'));
    const stored = ['HIT', 'STALE'].includes(cache);
    if ((!stored && cache !== 'MISS') || !String(res.getHeader('content-type') ?? '').startsWith('text/html')) return;
    const html = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('latin1') : '';
    if (!stored) {
      const rendered = documentNonce(html);
      if (rendered) res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(rendered, { dev }));
      return;
    }
    // Without a nonce in the document (rendered before this policy) its inline scripts stay blocked until Next
    // renders it again; that render uses this request's nonce, so it is not disclosed here.
    res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(documentNonce(html) ?? newNonce(), { dev }));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    check(args[0]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    check(typeof args[0] === 'function' ? undefined : args[0]);
    return end(...args);
  }) as ServerResponse['end'];
}

/**
 * URLs carry no locale (it lives in a cookie), so a shared cache must keep pages apart by Cookie. Next sets its own
 * Vary on cached pages and replaces the proxy's; Cookie is appended to whatever it sets.
 */
export function varyPagesByCookie(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    if (name.toLowerCase() !== 'vary') return setHeader(name, value);
    const list = Array.isArray(value) ? value.join(', ') : String(value);
    return setHeader(name, /(^|,)\s*cookie\s*(,|$)/i.test(list) ? list : `${list}, Cookie`);
  };
  setHeader('Vary', 'Cookie');
}
