import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { devOutbox } from '../db/schema/outbox';
import { otpSends } from '../db/schema/accounts';

/** What these helpers need of `testApp()`, named here because test-app.ts takes `freshIp` from this file. */
type Api = { request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response> };

let phones = 0;
let ips = 0;
/** Differs per run, so tests also pass again on a persistent PostgreSQL database (DATABASE_URL). */
const runSalt = randomInt(0, 1000);
/** A phone number unused by earlier tests of this file (8 digits, starting 5/6/9 like Kuwaiti mobiles). */
export function freshPhone(): string {
  phones += 1;
  if (phones > 9999) throw new Error('a test file ran out of fresh phone numbers');
  return `9${String((process.pid + runSalt) % 1000).padStart(3, '0')}${String(phones).padStart(4, '0')}`;
}

/** Each test uses its own client address so send limits of one test do not leak into another. */
export function freshIp(): string {
  ips += 1;
  return `10.${runSalt % 256}.${(ips >> 8) & 255}.${ips & 255}`;
}

export async function latestCode(recipient: string): Promise<string> {
  const [row] = await db()
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.recipient, recipient.toLowerCase()))
    .orderBy(desc(devOutbox.id))
    .limit(1);
  const code = row?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

export async function sendPhoneCode(api: Api, phone: string, ip = freshIp()) {
  return api.request('/api/v1/auth/users/sendOTP', {
    method: 'POST',
    json: { phone },
    headers: { 'x-forwarded-for': ip },
  });
}

/**
 * Registers a regular member by phone and returns its session as the mobile app sees it. The e-mail joins the account
 * as a real client adds it: with the code the registration sent to it, through the profile.
 */
export async function registerByPhone(api: Api, overrides: Record<string, unknown> = {}) {
  const phone = freshPhone();
  const ip = freshIp();
  await sendPhoneCode(api, phone, ip);
  const otp = await latestCode(phone);
  const json = {
    phone,
    otp,
    email: `${phone}@example.com`,
    firstName: 'فاطمة',
    lastName: 'الكندري',
    accountType: 1,
    ...overrides,
  };
  const res = await api.request('/api/v1/auth/users/register', {
    method: 'POST',
    json,
    headers: { 'x-forwarded-for': ip },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { id: number; token: string; refreshToken: string; email: string } };
  const email = String(json.email).toLowerCase();
  const confirmed = await api.request('/api/v1/members', {
    method: 'POST',
    json: { firstName: json.firstName, lastName: json.lastName, email, otp: await latestCode(email) },
    headers: { ...bearer(data.token), 'x-forwarded-for': ip },
  });
  if (confirmed.status !== 200)
    throw new Error(`e-mail confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  // That code is spent: tests that count a member's e-mails or ask for a code start from an empty mailbox, as before.
  await db().delete(devOutbox).where(eq(devOutbox.recipient, email));
  await forgetSends(email);
  return { ...data, email, phone };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Forgets the sends to a target, so a test can ask for another code without waiting out the cooldown. */
export async function forgetSends(target: string): Promise<void> {
  await db().delete(otpSends).where(eq(otpSends.target, target));
}
