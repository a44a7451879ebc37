import { SignJWT, jwtVerify } from 'jose';
import { config } from '../../config';
import { derivedKey } from '../../lib/installation-secret';

const issuer = 'manzil';
const audience = 'manzil-api';
const algorithm = 'HS256';

export interface AccessClaims {
  memberId: number;
}

export async function signAccessToken(memberId: number): Promise<string> {
  return new SignJWT({ typ: 'access' })
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
    const { payload } = await jwtVerify(token, derivedKey('accessToken'), { algorithms: [algorithm], issuer, audience, requiredClaims: ['exp', 'sub'] });
    if (payload.typ !== 'access' || !/^\d+$/.test(payload.sub ?? '')) return undefined;
    return { memberId: Number(payload.sub) };
  } catch {
    return undefined;
  }
}
