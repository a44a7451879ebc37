import type { Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { updateBusinessDetails } from '../../services/offices/broker-information';
import { notifyJoinRequest } from '../../services/offices/office-team';
import { randomBytes } from 'node:crypto';
import { NONCE_COOKIE } from '@/lib/auth/cookie-names';
import {
  businessDetailsSchema,
  emailLoginSchema,
  emailRegisterSchema,
  idTokenSchema,
  phoneLoginSchema,
  registerSchema,
  sendEmailOtpSchema,
  type EmailRegisterOutput,
  type RegisterOutput,
  sendOtpSchema,
  thirdPartyInfoSchema,
} from '@/lib/schemas/auth';
import { config } from '../../config';
import { requireMember } from '../../lib/auth-middleware';
import { clientIp } from '../../lib/client-ip';
import { ApiError } from '../../lib/errors';
import { factory, type AppEnv } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { identityVerifier } from '../../providers/registry';
import { checkCode, sendCode, type Channel } from '../../services/auth/one-time-codes';
import { endSession, refreshSession, startSession } from '../../services/auth/sessions';
import { isWeb } from '../../services/auth/session-cookies';
import { completeIdentityAccount, signInWithIdentity } from '../../services/auth/identity-sign-in';
import { offerUnprovenContact } from '../../services/auth/unproven-contact';
import {
  accountFields,
  assertOfficeExists,
  createMember,
  findActiveMember,
  findSessionMember,
  hasDeletedMember,
  toAuthUser,
} from '../../services/members/members';
import { listRegistrationReasons } from '../../services/reference-data';

const NONCE_MAX_AGE = 600;

export const postSendOtp = factory.createHandlers(validate('json', sendOtpSchema), async (c) =>
  c.json({ data: await sendCode('sms', c.req.valid('json').phone, { ip: clientIp(c), locale: c.get('locale') }) }),
);

export const postSendEmailOtp = factory.createHandlers(validate('json', sendEmailOtpSchema), async (c) =>
  c.json({
    data: await sendCode('email', c.req.valid('json').email.toLowerCase(), {
      ip: clientIp(c),
      locale: c.get('locale'),
    }),
  }),
);

/**
 * Sign-in with a code. An unknown number or address answers `isRegistered: false` without using the code, so the
 * same code can finish sign-up; a deleted account is refused ('Invalid Login').
 */
async function codeLogin(channel: Channel, target: { phone: string } | { email: string }, otp: string) {
  const key = 'phone' in target ? target.phone : target.email.toLowerCase();
  const member = await findActiveMember(target);
  if (!member) {
    await checkCode(channel, key, otp, { consume: false });
    if (await hasDeletedMember(target)) throw new ApiError('INVALID_LOGIN');
    return undefined;
  }
  await checkCode(channel, key, otp, { consume: true });
  return member;
}

export const postLogin = factory.createHandlers(validate('json', phoneLoginSchema), async (c) => {
  const { phone, otp, fcmToken } = c.req.valid('json');
  const member = await codeLogin('sms', { phone }, otp);
  return c.json({
    data: member ? { isRegistered: true, ...(await startSession(c, member, fcmToken)) } : { isRegistered: false },
  });
});

export const postEmailLogin = factory.createHandlers(validate('json', emailLoginSchema), async (c) => {
  const { email, otp, fcmToken } = c.req.valid('json');
  const member = await codeLogin('email', { email }, otp);
  return c.json({
    data: member ? { isRegistered: true, ...(await startSession(c, member, fcmToken)) } : { isRegistered: false },
  });
});

export const postVerifyOtp = factory.createHandlers(validate('json', phoneLoginSchema), async (c) => {
  const { phone, otp } = c.req.valid('json');
  await checkCode('sms', phone, otp, { consume: false });
  return c.json({ data: { verified: true, isRegistered: Boolean(await findActiveMember({ phone })) } });
});

export const postVerifyEmailOtp = factory.createHandlers(validate('json', emailLoginSchema), async (c) => {
  const { email, otp } = c.req.valid('json');
  await checkCode('email', email.toLowerCase(), otp, { consume: false });
  return c.json({ data: { verified: true, isRegistered: Boolean(await findActiveMember({ email })) } });
});

/**
 * Registration with a code: the code is used up first, whatever follows, so one code answers one attempt. Only the
 * contact the code proved is written (a taken one is told to its owner, who could sign in with it); the other contact
 * given is sent a code of its own and joins the account from the profile, so nothing here depends on whether it is
 * registered.
 */
async function registerWithCode(
  c: Context<AppEnv>,
  channel: Channel,
  target: string,
  input: RegisterOutput | EmailRegisterOutput,
  other?: { channel: Channel; target: string },
) {
  const fields = accountFields(input);
  await assertOfficeExists(fields.officeId);
  await checkCode(channel, target, input.otp, { consume: true });
  const member = await createMember({
    ...fields,
    phone: channel === 'sms' ? target : null,
    email: channel === 'email' ? target : null,
  });
  if (other) await offerUnprovenContact(other.channel, other.target, { ip: clientIp(c), locale: c.get('locale') });
  if (member.officeId) await notifyJoinRequest(member.officeId, member);
  return c.json({ data: await startSession(c, member, input.fcmToken) }, 201);
}

export const postRegister = factory.createHandlers(validate('json', registerSchema), (c) => {
  const input = c.req.valid('json');
  return registerWithCode(c, 'sms', input.phone, input, { channel: 'email', target: input.email.toLowerCase() });
});

export const postEmailRegister = factory.createHandlers(validate('json', emailRegisterSchema), (c) => {
  const input = c.req.valid('json');
  return registerWithCode(
    c,
    'email',
    input.email.toLowerCase(),
    input,
    input.phone ? { channel: 'sms', target: input.phone } : undefined,
  );
});

export const postThirdPartyInfo = factory.createHandlers(
  requireMember,
  validate('json', thirdPartyInfoSchema),
  async (c) => {
    const updated = await completeIdentityAccount(c.get('member'), c.req.valid('json'), {
      ip: clientIp(c),
      locale: c.get('locale'),
    });
    return c.json({ data: await toAuthUser(updated) });
  },
);

export const postBusinessDetails = factory.createHandlers(
  requireMember,
  validate('json', businessDetailsSchema),
  async (c) => c.json({ data: await toAuthUser(await updateBusinessDetails(c.get('member'), c.req.valid('json'))) }),
);

/** A fresh nonce for Google/Apple sign-in on the web, kept in an HttpOnly cookie and checked against the ID token. */
export const postIdentityNonce = factory.createHandlers(async (c) => {
  const nonce = randomBytes(16).toString('base64url');
  setCookie(c, NONCE_COOKIE, nonce, {
    httpOnly: true,
    secure: config().APP_ENV === 'production',
    sameSite: 'Lax',
    path: '/api/v1/auth/users',
    maxAge: NONCE_MAX_AGE,
  });
  return c.json({ data: { nonce } });
});

function identityCallback(provider: 'google' | 'apple') {
  return factory.createHandlers(validate('json', idTokenSchema), async (c) => {
    const verifier = identityVerifier(provider);
    if (!verifier) throw new ApiError('UNAVAILABLE');
    const nonce = getCookie(c, NONCE_COOKIE);
    deleteCookie(c, NONCE_COOKIE, { path: '/api/v1/auth/users' });
    // The web always asks for a nonce first; without its cookie a replayed ID token could sign someone in.
    if (isWeb(c) && !nonce) throw new ApiError('INVALID_LOGIN');
    const { idToken, fcmToken } = c.req.valid('json');
    const identity = await verifier.verify(idToken, nonce);
    if (!identity) throw new ApiError('INVALID_LOGIN');
    const member = await signInWithIdentity(identity);
    return c.json({ data: await startSession(c, member, fcmToken) });
  });
}

export const postGoogleCallback = identityCallback('google');
export const postAppleCallback = identityCallback('apple');

export const postReauthenticate = factory.createHandlers(async (c) =>
  c.json({ data: await refreshSession(c, findSessionMember) }),
);

export const postLogout = factory.createHandlers(async (c) => {
  await endSession(c);
  return c.json({ data: { signedOut: true } });
});

export const getRegistrationReasons = factory.createHandlers(async (c) =>
  c.json({ data: await listRegistrationReasons() }),
);
