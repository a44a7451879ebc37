import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { notifyJoinRequest, spendJoinRequest } from '../../services/offices/office-team';
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
  sendOtpSchema,
  thirdPartyInfoSchema,
} from '@/lib/schemas/auth';
import { config } from '../../config';
import { requireMember } from '../../lib/auth-middleware';
import { clientIp } from '../../lib/client-ip';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { identityVerifier } from '../../providers/registry';
import { checkCode, sendCode, type Channel } from '../../services/auth/one-time-codes';
import { endSession, refreshSession, startSession } from '../../services/auth/sessions';
import { isWeb } from '../../services/auth/session-cookies';
import { signInWithIdentity } from '../../services/auth/identity-sign-in';
import {
  accountFields,
  assertContactsFree,
  assertOfficeExists,
  createMember,
  findActiveMember,
  hasDeletedMember,
  toAuthUser,
  updateMember,
} from '../../services/members/members';
import { listRegistrationReasons } from '../../services/reference-data';

const NONCE_MAX_AGE = 600;

export const postSendOtp = factory.createHandlers(validate('json', sendOtpSchema), async (c) =>
  c.json({ data: await sendCode('sms', c.req.valid('json').phone, { ip: clientIp(c), locale: c.get('locale') }) }),
);

export const postSendEmailOtp = factory.createHandlers(validate('json', sendEmailOtpSchema), async (c) =>
  c.json({ data: await sendCode('email', c.req.valid('json').email.toLowerCase(), { ip: clientIp(c), locale: c.get('locale') }) }),
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
  return c.json({ data: member ? { isRegistered: true, ...(await startSession(c, member, fcmToken)) } : { isRegistered: false } });
});

export const postEmailLogin = factory.createHandlers(validate('json', emailLoginSchema), async (c) => {
  const { email, otp, fcmToken } = c.req.valid('json');
  const member = await codeLogin('email', { email }, otp);
  return c.json({ data: member ? { isRegistered: true, ...(await startSession(c, member, fcmToken)) } : { isRegistered: false } });
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
 * The code is checked before anything about existing accounts, so a wrong code answers the same, doing the same work,
 * whether or not the phone or e-mail is taken; it is used up only once the account can be created.
 */
async function checkSignUpCode(channel: Channel, target: string, otp: string, fields: ReturnType<typeof accountFields>, phone: string | null) {
  await checkCode(channel, target, otp, { consume: false });
  await assertContactsFree({ phone, email: fields.email });
  await assertOfficeExists(fields.officeId);
  await checkCode(channel, target, otp, { consume: true });
}

export const postRegister = factory.createHandlers(validate('json', registerSchema), async (c) => {
  const input = c.req.valid('json');
  const fields = accountFields(input);
  await checkSignUpCode('sms', input.phone, input.otp, fields, input.phone);
  const member = await createMember({ ...fields, phone: input.phone });
  if (member.officeId) await notifyJoinRequest(member.officeId, member);
  return c.json({ data: await startSession(c, member, input.fcmToken) }, 201);
});

export const postEmailRegister = factory.createHandlers(validate('json', emailRegisterSchema), async (c) => {
  const input = c.req.valid('json');
  const fields = accountFields(input);
  const phone = input.phone || null;
  await checkSignUpCode('email', fields.email, input.otp, fields, phone);
  const member = await createMember({ ...fields, phone });
  if (member.officeId) await notifyJoinRequest(member.officeId, member);
  return c.json({ data: await startSession(c, member, input.fcmToken) }, 201);
});

export const postThirdPartyInfo = factory.createHandlers(requireMember, validate('json', thirdPartyInfoSchema), async (c) => {
  const member = c.get('member');
  const input = c.req.valid('json');
  const fields = accountFields(input);
  const phone = input.phone || member.phone;
  await assertContactsFree({ phone, email: fields.email }, member.id);
  await assertOfficeExists(fields.officeId);
  if (fields.officeId && fields.officeId !== member.officeId) await spendJoinRequest(member.id);
  const updated = await updateMember(member.id, { ...fields, phone });
  if (!updated) throw new ApiError('NO_DATA');
  if (updated.officeId && updated.officeId !== member.officeId) await notifyJoinRequest(updated.officeId, updated);
  return c.json({ data: await toAuthUser(updated) });
});

export const postBusinessDetails = factory.createHandlers(requireMember, validate('json', businessDetailsSchema), async (c) => {
  const member = c.get('member');
  if (member.accountType !== 2 || member.brokerType !== 'licensed') throw new ApiError('FORBIDDEN');
  const { companyName, registrationNumber } = c.req.valid('json');
  // A changed licence number is checked again before the office carries the badge.
  const licenceStatus = registrationNumber !== member.registrationNumber ? 'pending' : member.licenceStatus;
  const updated = await updateMember(member.id, { companyName, registrationNumber, licenceStatus });
  if (!updated) throw new ApiError('NO_DATA');
  return c.json({ data: await toAuthUser(updated) });
});

/** A fresh nonce for Google/Apple sign-in on the web, kept in an HttpOnly cookie and checked against the ID token. */
export const postIdentityNonce = factory.createHandlers(async (c) => {
  const nonce = randomBytes(16).toString('base64url');
  setCookie(c, NONCE_COOKIE, nonce, { httpOnly: true, secure: config().APP_ENV === 'production', sameSite: 'Lax', path: '/api/v1/auth/users', maxAge: NONCE_MAX_AGE });
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
  c.json({ data: await refreshSession(c, (id) => findActiveMember({ id })) }),
);

export const postLogout = factory.createHandlers(async (c) => {
  await endSession(c);
  return c.json({ data: { signedOut: true } });
});

export const getRegistrationReasons = factory.createHandlers(async (c) => c.json({ data: await listRegistrationReasons() }));
