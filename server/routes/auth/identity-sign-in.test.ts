import { SignJWT, exportJWK, generateKeyPair, createLocalJWKSet, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIdTokenVerifier } from '../../providers/identity/id-token-verifier';
import { installIdentityVerifier } from '../../providers/registry';
import { bearer } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

const audience = 'manzil-web.apps.googleusercontent.com';
/** Subjects and addresses differ per run, so the tests pass again on a persistent database. */
const run = Date.now().toString(36);
let api: Awaited<ReturnType<typeof testApp>>;
let signingKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  api = await testApp();
  const pair = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  otherKey = other.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keys = createLocalJWKSet({ keys: [jwk] });
  installIdentityVerifier(createIdTokenVerifier({ provider: 'google', issuers: ['https://accounts.google.com'], audience, keys }));
  installIdentityVerifier(createIdTokenVerifier({ provider: 'apple', issuers: ['https://appleid.apple.com'], audience: 'kw.manzil.app', keys }));
});

interface Claims {
  iss?: string;
  aud?: string;
  sub?: string;
  exp?: number;
  nonce?: string;
  email?: string;
}

async function idToken(claims: Claims, key: CryptoKey = signingKey, alg = 'RS256') {
  const { iss = 'https://accounts.google.com', aud = audience, sub = 'google-user-1', exp = Math.floor(Date.now() / 1000) + 600, ...rest } = claims;
  return new SignJWT({ email_verified: true, given_name: 'Huda', family_name: 'Alhajri', ...rest })
    .setProtectedHeader({ alg, kid: 'test-key' })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key);
}

async function webSignIn(token: string, withNonce: string | undefined) {
  const headers: Record<string, string> = { 'x-platform': 'web' };
  if (withNonce) headers.cookie = `manzil_nonce=${withNonce}`;
  return api.request('/api/v1/auth/users/google-callback-website', { method: 'POST', json: { idToken: token }, headers });
}

describe('Google and Apple sign-in', () => {
  it('creates an incomplete account on first sign-in and finds it again by issuer and subject', async () => {
    const first = await webSignIn(await idToken({ sub: `g-100-${run}`, nonce: 'n-1', email: `huda-${run}@example.com` }), 'n-1');
    expect(first.status).toBe(200);
    const member = ((await first.json()) as { data: { id: number; isCompleted: boolean; token: string } }).data;
    expect(member.isCompleted).toBe(false);
    const again = await webSignIn(await idToken({ sub: `g-100-${run}`, nonce: 'n-2' }), 'n-2');
    expect(((await again.json()) as { data: { id: number } }).data.id).toBe(member.id);

    const completed = await api.request('/api/v1/auth/users/update-third-party-user-info', {
      method: 'POST',
      json: { email: `huda-${run}@example.com`, firstName: 'Huda', lastName: 'Alhajri', accountType: 1, phone: '' },
      headers: bearer(member.token),
    });
    expect(completed.status).toBe(200);
    expect(((await completed.json()) as { data: { isCompleted: boolean } }).data.isCompleted).toBe(true);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else' }],
    ['a wrong issuer', { iss: 'https://evil.example' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
    ['a wrong nonce', { nonce: 'other' }],
  ])('refuses %s', async (_, claims) => {
    const res = await webSignIn(await idToken({ nonce: 'n-3', ...claims }), 'n-3');
    expect(res.status).toBe(401);
  });

  it('refuses a token signed by another key, alg none, and a web sign-in without its nonce cookie', async () => {
    expect((await webSignIn(await idToken({ nonce: 'n-4' }, otherKey), 'n-4')).status).toBe(401);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify({ iss: 'https://accounts.google.com', aud: audience, sub: 'x', exp: 9999999999, nonce: 'n-5' })).toString('base64url')}.`;
    expect((await webSignIn(none, 'n-5')).status).toBe(401);
    expect((await webSignIn(await idToken({ nonce: 'n-6' }), undefined)).status).toBe(401);
  });

  it('signs in from the app with Apple (no nonce cookie needed) and links by verified e-mail', async () => {
    const google = await webSignIn(await idToken({ sub: `g-200-${run}`, nonce: 'n-7', email: `salem-${run}@example.com` }), 'n-7');
    const googleId = ((await google.json()) as { data: { id: number } }).data.id;
    const apple = await api.request('/api/v1/auth/users/apple-callback-mobile', {
      method: 'POST',
      json: { idToken: await idToken({ iss: 'https://appleid.apple.com', aud: 'kw.manzil.app', sub: `apple-200-${run}`, email: `salem-${run}@example.com` }) },
    });
    expect(apple.status).toBe(200);
    const body = (await apple.json()) as { data: { id: number; refreshToken: string } };
    expect(body.data.id).toBe(googleId);
    expect(body.data.refreshToken).toBeTruthy();
  });
});
