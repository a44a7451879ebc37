import { eq } from 'drizzle-orm';
import { SignJWT, exportJWK, generateKeyPair, createLocalJWKSet, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../db/client';
import { members, uploads } from '../../db/schema/accounts';
import { createIdTokenVerifier } from '../../providers/identity/id-token-verifier';
import { installIdentityVerifier } from '../../providers/registry';
import { bearer, latestCode, registerByPhone } from '../../testing/auth-helpers';
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
  installIdentityVerifier(
    createIdTokenVerifier({ provider: 'google', issuers: ['https://accounts.google.com'], audience, keys }),
  );
  installIdentityVerifier(
    createIdTokenVerifier({
      provider: 'apple',
      issuers: ['https://appleid.apple.com'],
      audience: 'kw.manzil.app',
      keys,
    }),
  );
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
  const {
    iss = 'https://accounts.google.com',
    aud = audience,
    sub = 'google-user-1',
    exp = Math.floor(Date.now() / 1000) + 600,
    ...rest
  } = claims;
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
  return api.request('/api/v1/auth/users/google-callback-website', {
    method: 'POST',
    json: { idToken: token },
    headers,
  });
}

describe('Google and Apple sign-in', () => {
  it('creates an incomplete account on first sign-in and finds it again by issuer and subject', async () => {
    const first = await webSignIn(
      await idToken({ sub: `g-100-${run}`, nonce: 'n-1', email: `huda-${run}@example.com` }),
      'n-1',
    );
    expect(first.status).toBe(200);
    const member = ((await first.json()) as { data: { id: number; isCompleted: boolean; token: string } }).data;
    expect(member.isCompleted).toBe(false);
    const again = await webSignIn(await idToken({ sub: `g-100-${run}`, nonce: 'n-2' }), 'n-2');
    expect(((await again.json()) as { data: { id: number } }).data.id).toBe(member.id);

    const completed = await api.request('/api/v1/auth/users/update-third-party-user-info', {
      method: 'POST',
      json: { email: `huda-${run}@example.com`, firstName: 'Huda', lastName: 'Alhajri', accountType: 1 },
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
    const google = await webSignIn(
      await idToken({ sub: `g-200-${run}`, nonce: 'n-7', email: `salem-${run}@example.com` }),
      'n-7',
    );
    const googleId = ((await google.json()) as { data: { id: number } }).data.id;
    const apple = await api.request('/api/v1/auth/users/apple-callback-mobile', {
      method: 'POST',
      json: {
        idToken: await idToken({
          iss: 'https://appleid.apple.com',
          aud: 'kw.manzil.app',
          sub: `apple-200-${run}`,
          email: `salem-${run}@example.com`,
        }),
      },
    });
    expect(apple.status).toBe(200);
    const body = (await apple.json()) as { data: { id: number; refreshToken: string } };
    expect(body.data.id).toBe(googleId);
    expect(body.data.refreshToken).toBeTruthy();
  });
});

let subjects = 0;
/** A new Google account's first sign-in: an incomplete member with the e-mail Google vouched for, if any. */
async function newIdentityAccount(email: string | undefined) {
  subjects += 1;
  const nonce = `n-complete-${subjects}`;
  const res = await webSignIn(
    await idToken({ sub: `g-complete-${subjects}-${run}`, nonce, ...(email && { email }) }),
    nonce,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: number; token: string; email: string | null; isCompleted: boolean } })
    .data;
}

const complete = (token: string, json: Record<string, unknown>) =>
  api.request('/api/v1/auth/users/update-third-party-user-info', {
    method: 'POST',
    json: { firstName: 'Huda', lastName: 'Alhajri', accountType: 1, ...json },
    headers: bearer(token),
  });

const memberRow = async (id: number) => (await db().select().from(members).where(eq(members.id, id)))[0]!;

/** A supporting document of the member's, as the upload stores it. */
async function ownDocument(memberId: number): Promise<number> {
  const [row] = await db()
    .insert(uploads)
    .values({
      ownerId: memberId,
      purpose: 'supporting-document',
      storageKey: `supporting-document/test-${run}-${memberId}.pdf`,
      mimeType: 'application/pdf',
      byteSize: 1,
      isPrivate: true,
    })
    .returning({ id: uploads.id });
  return row!.id;
}

const licensed = { accountType: 2, isOwner: true, companyName: 'مكتب الواحة العقاري', registrationNumber: 'KW-77' };

describe('completing a Google or Apple account (update-third-party-user-info)', () => {
  it('refuses a completed account: a stolen session cannot change its contacts or make it an office', async () => {
    const victim = await registerByPhone(api);
    const before = await memberRow(victim.id);
    const res = await complete(victim.token, {
      ...licensed,
      email: `attacker-${run}@example.com`,
      documentIds: [await ownDocument(victim.id)],
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'ACCOUNT_ALREADY_COMPLETED',
      message: expect.stringContaining('ملفك الشخصي'),
    });
    expect(await memberRow(victim.id)).toMatchObject({
      phone: before.phone,
      email: before.email,
      accountType: 1,
      brokerType: null,
      licenceStatus: null,
    });
    // The phone is no longer part of this call at all (spec: the register payload without the phone).
    expect((await complete(victim.token, { email: before.email, phone: '99887766' })).status).toBe(400);
  });

  it('completes once: the second call is refused', async () => {
    const account = await newIdentityAccount(`once-${run}@example.com`);
    expect((await complete(account.token, { email: `once-${run}@example.com` })).status).toBe(200);
    const again = await complete(account.token, { email: `once-${run}@example.com`, firstName: 'Other' });
    expect(again.status).toBe(409);
    expect((await memberRow(account.id)).firstName).toBe('Huda');
  });

  it('keeps the e-mail the provider vouched for; another one is only sent a code, taken or not', async () => {
    const account = await newIdentityAccount(`vouched-${run}@example.com`);
    const other = `other-${run}@example.com`;
    const res = await complete(account.token, { email: other });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { email: string } }).data.email).toBe(`vouched-${run}@example.com`);
    expect(await latestCode(other)).toMatch(/^\d{6}$/);

    const someone = await registerByPhone(api);
    const answers = [];
    for (const email of [someone.email, `free-${run}@example.com`]) {
      const unvouched = await newIdentityAccount(undefined);
      const body = (await (await complete(unvouched.token, { email })).json()) as { data: Record<string, unknown> };
      answers.push({ ...body.data, id: undefined, email: body.data.email });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ email: null, isCompleted: true });
  });

  it('makes a licensed office only with its own licence document, which then awaits review', async () => {
    const account = await newIdentityAccount(`office-${run}@example.com`);
    const missing = await complete(account.token, { ...licensed, email: `office-${run}@example.com` });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fieldErrors: { documentIds: [expect.any(String)] } });
    const someone = await registerByPhone(api);
    const foreign = await complete(account.token, {
      ...licensed,
      email: `office-${run}@example.com`,
      documentIds: [await ownDocument(someone.id)],
    });
    expect(foreign.status).toBe(400);
    expect((await memberRow(account.id)).accountType).toBe(1);

    const documentId = await ownDocument(account.id);
    const ok = await complete(account.token, {
      ...licensed,
      email: `office-${run}@example.com`,
      documentIds: [documentId],
    });
    expect(ok.status).toBe(200);
    expect(await memberRow(account.id)).toMatchObject({
      accountType: 2,
      brokerType: 'licensed',
      licenceStatus: 'pending',
      licenceDocumentId: documentId,
      isCompleted: true,
    });
  });
});
