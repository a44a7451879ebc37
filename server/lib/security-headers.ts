import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { brandFontScript } from '@/lib/brand-font';

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const googleSignIn = 'https://accounts.google.com';
const appleSignIn = 'https://appleid.cdn-apple.com';
// Google's Maps JavaScript API CSP guide: scripts from maps.googleapis.com; tiles, data and fonts from these.
const googleMaps = 'https://*.googleapis.com https://*.gstatic.com';
// The one inline script of our own, the same in every document (so cached pages keep it): allowed by its hash.
const brandFontScriptHash = sha256Source(brandFontScript);
// Script files: our own (Next's chunks) and the sign-in and Maps loaders'.
const scriptHosts = ["'self'", googleSignIn, appleSignIn, 'https://maps.googleapis.com'];

/**
 * Styles keep 'unsafe-inline': React style attributes and the Google widgets' injected styles carry no nonce, and a
 * nonce in style-src would switch 'unsafe-inline' off.
 */
function policyWithScripts(scriptSources: string[], dev: boolean): string {
  return [
    "default-src 'self'",
    // React rebuilds server error stacks with eval in development only.
    ['script-src', ...scriptSources, ...(dev ? ["'unsafe-eval'"] : [])].join(' '),
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

/**
 * The policy of a page rendered for this one request. Scripts run only with the document's nonce or when a nonced
 * script added them ('strict-dynamic': Next's chunk loader, Google sign-in, Apple sign-in and the Maps loader);
 * browsers without CSP 3 fall back to the host list.
 */
export function pageContentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  return policyWithScripts([`'nonce-${nonce}'`, brandFontScriptHash, "'strict-dynamic'", ...scriptHosts], dev);
}

/**
 * The policy of a stored page, which every visitor gets as the same bytes: no nonce, which every visitor would then
 * share. Its inline scripts are allowed by their hashes, the script files by their hosts ('strict-dynamic' would drop
 * the host list, and a script file cannot match a hash). A script injected into the document is not among the hashes.
 */
export function storedPageContentSecurityPolicy(inlineScriptHashes: readonly string[], { dev = false } = {}): string {
  return policyWithScripts([brandFontScriptHash, ...inlineScriptHashes, ...scriptHosts], dev);
}

/** A fresh, unguessable nonce for one response (128 bits, base64 as Next's nonce parser expects). */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * Headers for every page and static file served through Next. The request carries the policy too: Next reads the
 * nonce from the request's CSP header and puts it on every script it renders (a client-sent header is replaced).
 */
export function applyPageSecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  { production, dev }: { production: boolean; dev: boolean },
): void {
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
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The nonce a rendered document was given, read from its head (Next puts it on the first stylesheet and scripts). */
export function documentNonce(html: string): string | undefined {
  return firstNonce.exec(html)?.[1];
}

/**
 * The hash sources of the inline scripts the renderer gave the document's nonce (Next's bootstrap and RSC payload).
 * Only those: a script injected into stored content could not know the nonce of the render that stored it.
 */
export function noncedInlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (attributes.includes(` nonce="${nonce}"`) && !/\ssrc=/.test(attributes)) hashes.add(sha256Source(body));
  }
  return [...hashes];
}

// Every version of a stored page has its own render's nonce: its policy is worked out once, on its first answer.
const storedPolicies = new LRUCache<string, string>({ max: 2000 });

function storedDocumentPolicy(html: string, dev: boolean): string {
  const nonce = documentNonce(html);
  // Without a nonce in the document (rendered before this policy) its inline scripts stay blocked until Next renders
  // it again.
  if (!nonce) return storedPageContentSecurityPolicy([], { dev });
  let policy = storedPolicies.get(nonce);
  if (!policy) {
    policy = storedPageContentSecurityPolicy(noncedInlineScriptHashes(html, nonce), { dev });
    storedPolicies.set(nonce, policy);
  }
  return policy;
}

/**
 * A page answered from Next's cache (ISR) is the document of an earlier render, the same bytes for every visitor: it
 * gets the stored-page policy (hashes of its inline scripts, no nonce), so no nonce is shared between visitors. A
 * page rendered for this request keeps this request's nonce. A 304 carries no policy: the browser keeps the one
 * stored with its copy. Install it after compression, so it sees the document before it is compressed.
 */
export function applyStoredPagePolicy(res: ServerResponse, dev: boolean): void {
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
    if (
      !['HIT', 'STALE', 'MISS'].includes(cache) ||
      !String(res.getHeader('content-type') ?? '').startsWith('text/html')
    )
      return;
    const html = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
    if (cache === 'MISS') {
      const rendered = documentNonce(html);
      if (!rendered || String(res.getHeader('Content-Security-Policy')).includes(`'nonce-${rendered}'`)) return;
    }
    res.setHeader('Content-Security-Policy', storedDocumentPolicy(html, dev));
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
