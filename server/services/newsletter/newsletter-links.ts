import { createHmac } from 'node:crypto';
import { config } from '../../config';
import { constantTimeEqual } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { derivedKey } from '../../lib/installation-secret';
import { newsletterLinkPaths, returnLocaleParam } from '@/lib/payments/return-pages';

/**
 * What a link does, inside what is signed: a confirm token never verifies as an unsubscribe one, nor the reverse. A
 * confirm or unsubscribe token names a subscriber; an open token names a delivery (one issue's e-mail to one address).
 */
export type NewsletterLinkPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe' | 'newsletter-open';

/** A confirm link works for a week; an unsubscribe link and an open pixel as long as the e-mail is kept (no expiry). */
export const CONFIRM_LINK_DAYS = 7;

const sign = (payload: string) =>
  createHmac('sha256', derivedKey('newsletterLink')).update(payload).digest('base64url');

export function newsletterToken(purpose: NewsletterLinkPurpose, id: number, expiresAt?: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ p: purpose, s: id, e: expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0 }),
  ).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The subscriber (or delivery) a token names: LINK_INVALID (403) for a bad signature or another purpose, LINK_EXPIRED (410) past its expiry. */
export function verifyNewsletterToken(purpose: NewsletterLinkPurpose, token: string, now = new Date()): number {
  const [payload = '', signature = ''] = token.split('.');
  if (!constantTimeEqual(signature, sign(payload))) throw new ApiError('LINK_INVALID');
  let claim: Record<string, unknown>;
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new ApiError('LINK_INVALID');
  }
  const { p, s, e } = claim;
  if (p !== purpose || !Number.isSafeInteger(s) || !Number.isSafeInteger(e)) throw new ApiError('LINK_INVALID');
  if ((e as number) !== 0 && (e as number) * 1000 <= now.getTime()) throw new ApiError('LINK_EXPIRED');
  return s as number;
}

const absolute = (path: string) => new URL(path, config().PUBLIC_BASE_URL).href;

/** A newsletter page with its token, in the reader's language (the URL carries it: the cookie may be missing). */
const pageUrl = (path: (typeof newsletterLinkPaths)[number], locale: string, token: string) => {
  const url = new URL(path, config().PUBLIC_BASE_URL);
  url.searchParams.set('token', token);
  url.searchParams.set(returnLocaleParam, locale);
  return url.href;
};

/** The confirm page, in the language of the sign-up. */
export const confirmUrl = (locale: string, token: string) => pageUrl('/newsletter/confirm', locale, token);

/** The unsubscribe page (a button to confirm), in the subscriber's language. */
export const unsubscribePageUrl = (locale: string, token: string) => pageUrl('/newsletter/unsubscribe', locale, token);

/**
 * The `List-Unsubscribe` address (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click` to it and the address is
 * unsubscribed with no page; opened in a browser (GET) it leads to the page with its button.
 */
export const oneClickUrl = (token: string, locale: string) =>
  absolute(`/api/v1/newsletter/unsubscribe?token=${encodeURIComponent(token)}&locale=${locale}`);

/** The e-mail's open pixel: its first fetch marks the delivery opened. */
export const openPixelUrl = (token: string) => absolute(`/api/v1/newsletter/opened?token=${encodeURIComponent(token)}`);
