import { SignJWT, jwtVerify } from 'jose';
import { config } from '../../config';
import { derivedKey } from '../../lib/installation-secret';

const issuer = 'manzil';
const audience = 'manzil-api';
const algorithm = 'HS256';

export interface AccessClaims {
  memberId: number;
  /** When the member signed in (seconds since the epoch): refreshes keep it, a sign-in or a step-up code renews it. */
  authTime: number;
}

export async function signAccessToken(memberId: number, authTime: Date): Promise<string> {
  return new SignJWT({ typ: 'access', auth_time: Math.floor(authTime.getTime() / 1000) })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(String(memberId))
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${config().ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(derivedKey('accessToken'));
}

/** Verifies algorithm (allow-list), issuer, audience, expiry and token type; undefined when any fails. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, derivedKey('accessToken'), {
      algorithms: [algorithm],
      issuer,
      audience,
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.typ !== 'access' || !/^\d+$/.test(payload.sub ?? '')) return undefined;
    // A token from before auth_time existed counts as an old sign-in.
    return { memberId: Number(payload.sub), authTime: typeof payload.auth_time === 'number' ? payload.auth_time : 0 };
  } catch {
    return undefined;
  }
}
