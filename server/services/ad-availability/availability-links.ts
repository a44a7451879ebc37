import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { derivedKey } from '../../lib/installation-secret';

/** Says what the link is for, inside what is signed: a token of another purpose never verifies as this one. */
const PURPOSE = 'ad-availability';

export interface AvailabilityClaim {
  adId: number;
  ownerId: number;
  expiresAt: Date;
}

const sign = (payload: string) =>
  createHmac('sha256', derivedKey('availabilityLink')).update(payload).digest('base64url');

/**
 * The key of a notification's one-tap answers: the ad, its owner and an expiry, signed with a key derived from
 * the installation's secret for this purpose alone. No sign-in is needed to use it, so it can do one thing only.
 */
export function availabilityToken(claim: AvailabilityClaim): string {
  const payload = Buffer.from(
    JSON.stringify({
      p: PURPOSE,
      a: claim.adId,
      o: claim.ownerId,
      e: Math.floor(claim.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

function parseClaim(payload: string): AvailabilityClaim | undefined {
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { p, a, o, e } = raw;
    if (p !== PURPOSE || !Number.isSafeInteger(a) || !Number.isSafeInteger(o) || !Number.isSafeInteger(e)) return;
    return { adId: a as number, ownerId: o as number, expiresAt: new Date((e as number) * 1000) };
  } catch {
    return undefined;
  }
}

/**
 * The claim of a token for the ad `adId`: LINK_INVALID (403) when the signature does not match, the payload is not
 * ours or the link names another ad; LINK_EXPIRED (410) when it is past its expiry. The owner is checked against the
 * ad by the caller, in the transaction that answers.
 */
export function verifyAvailabilityToken(token: string, adId: number, now = new Date()): AvailabilityClaim {
  const [payload = '', signature = ''] = token.split('.');
  if (!constantTimeEqual(signature, sign(payload))) throw new ApiError('LINK_INVALID');
  const claim = parseClaim(payload);
  if (!claim || claim.adId !== adId) throw new ApiError('LINK_INVALID');
  if (claim.expiresAt <= now) throw new ApiError('LINK_EXPIRED');
  return claim;
}
