import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

export interface IdTokenVerifier {
  readonly provider: 'google' | 'apple';
  /** Checks signature (provider's JWKS, RS256/ES256 only), issuer, audience, expiry and, when given, the nonce. */
  verify(idToken: string, expectedNonce?: string): Promise<VerifiedIdentity | undefined>;
}

interface VerifierOptions {
  provider: 'google' | 'apple';
  issuers: string[];
  audience: string;
  keys: JWTVerifyGetKey;
}

export function createIdTokenVerifier(options: VerifierOptions): IdTokenVerifier {
  return {
    provider: options.provider,
    async verify(idToken, expectedNonce) {
      try {
        const { payload } = await jwtVerify(idToken, options.keys, {
          algorithms: ['RS256', 'ES256'],
          issuer: options.issuers,
          audience: options.audience,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (expectedNonce !== undefined && payload.nonce !== expectedNonce) return undefined;
        const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
        return {
          issuer: options.provider === 'google' ? 'https://accounts.google.com' : String(payload.iss),
          subject: String(payload.sub),
          email: typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined,
          emailVerified,
          firstName: typeof payload.given_name === 'string' ? payload.given_name : undefined,
          lastName: typeof payload.family_name === 'string' ? payload.family_name : undefined,
        };
      } catch {
        return undefined;
      }
    },
  };
}

/** Google Identity Services ID tokens. */
export function googleVerifier(
  clientId: string,
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs')),
) {
  return createIdTokenVerifier({
    provider: 'google',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    audience: clientId,
    keys,
  });
}

/** Sign in with Apple ID tokens (audience: the Services ID on the web, the bundle id in the app). */
export function appleVerifier(
  clientId: string,
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL('https://appleid.apple.com/auth/keys')),
) {
  return createIdTokenVerifier({ provider: 'apple', issuers: ['https://appleid.apple.com'], audience: clientId, keys });
}
