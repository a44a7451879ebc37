import type { ServerResponse } from 'node:http';

const contentSecurityPolicy = [
  "default-src 'self'",
  // Cached pages cannot carry a per-request nonce; Next's inline bootstrap scripts need 'unsafe-inline'.
  "script-src 'self' 'unsafe-inline' https://accounts.google.com https://appleid.cdn-apple.com https://maps.googleapis.com",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com",
  "img-src 'self' data: blob: https://*.googleapis.com https://*.gstatic.com https://*.google.com",
  "font-src 'self' data:",
  "connect-src 'self' https://accounts.google.com https://maps.googleapis.com",
  'frame-src https://accounts.google.com https://appleid.apple.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Headers for every page and static file served through Next. */
export function applyPageSecurityHeaders(res: ServerResponse, production: boolean): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  if (production) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
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
