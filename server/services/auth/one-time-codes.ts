import { randomInt } from 'node:crypto';
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import { db } from '../../db/client';
import { otpChallenges, otpSends } from '../../db/schema/accounts';
import { constantTimeEqual, keyedHash } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { codeSendLimits } from '../../lib/rate-limit';
import { translateKey } from '../../lib/translate';
import { emailSender, smsSender } from '../../providers/registry';

export const CODE_LIFETIME_MS = 5 * 60_000;
export const RESEND_COOLDOWN_MS = 60_000;
export const MAX_ATTEMPTS = 5;

export type Channel = 'sms' | 'email';

/** Six digits from the CSPRNG. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const hashFor = (channel: Channel, target: string, code: string) =>
  keyedHash('oneTimeCode', `${channel}:${target}:${code}`);

function retryAfter(code: 'RATE_LIMITED' | 'CODE_ALREADY_SENT', seconds: number): ApiError {
  return new ApiError(code, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });
}

/** Whether the target's last code can still be entered: not used, not expired, not worn out by wrong attempts. */
async function lastCodeState(channel: Channel, target: string): Promise<'usable' | 'used' | 'dead'> {
  const [challenge] = await db()
    .select({
      consumedAt: otpChallenges.consumedAt,
      expiresAt: otpChallenges.expiresAt,
      attempts: otpChallenges.attempts,
    })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.channel, channel), eq(otpChallenges.target, target)))
    .limit(1);
  if (!challenge) return 'dead';
  if (challenge.consumedAt) return 'used';
  return challenge.expiresAt > new Date() && challenge.attempts < MAX_ATTEMPTS ? 'usable' : 'dead';
}

/**
 * Refuses a send with 429 and Retry-After. Within the cooldown of a code that can still be entered the answer is
 * CODE_ALREADY_SENT (the visitor goes on with that code); past a limit it is RATE_LIMITED, and no code exists to use.
 * None of it depends on whether an account exists for the target.
 */
async function enforceSendLimits(channel: Channel, target: string, ip: string): Promise<void> {
  const now = Date.now();
  const { perTarget, perAddress } = codeSendLimits();
  const since = (seconds: number) => new Date(now - seconds * 1000);
  const [byTarget] = await db()
    .select({
      sent: count(),
      oldest: min(otpSends.createdAt),
      newest: sql<Date | string | null>`max(${otpSends.createdAt})`,
    })
    .from(otpSends)
    .where(and(eq(otpSends.target, target), gt(otpSends.createdAt, since(perTarget.duration))));
  if (byTarget?.newest) {
    const wait = new Date(byTarget.newest).getTime() + RESEND_COOLDOWN_MS - now;
    // The cooldown guards an unused code; once it was used (a sign-in), the next sign-in may ask at once. The hourly cap still holds.
    const last = wait > 0 ? await lastCodeState(channel, target) : 'used';
    if (last !== 'used') throw retryAfter(last === 'usable' ? 'CODE_ALREADY_SENT' : 'RATE_LIMITED', wait / 1000);
  }
  if (byTarget && byTarget.sent >= perTarget.points && byTarget.oldest) {
    throw retryAfter('RATE_LIMITED', (new Date(byTarget.oldest).getTime() - now) / 1000 + perTarget.duration);
  }
  const [byIp] = await db()
    .select({ sent: count(), oldest: min(otpSends.createdAt) })
    .from(otpSends)
    .where(and(eq(otpSends.ip, ip), gt(otpSends.createdAt, since(perAddress.duration))));
  if (byIp && byIp.sent >= perAddress.points && byIp.oldest) {
    throw retryAfter('RATE_LIMITED', (new Date(byIp.oldest).getTime() - now) / 1000 + perAddress.duration);
  }
}

/**
 * Sends a fresh code to a phone or e-mail. A resend replaces the previous code. The answer is the same whether or
 * not an account exists for the target.
 */
export async function sendCode(
  channel: Channel,
  target: string,
  context: { ip: string; locale: Locale },
): Promise<{ resendInSeconds: number }> {
  await enforceSendLimits(channel, target, context.ip);
  const code = generateCode();
  const values = {
    codeHash: hashFor(channel, target, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    consumedAt: null,
    verifiedAt: null,
    createdAt: new Date(),
  };
  await db().transaction(async (tx) => {
    await tx.insert(otpSends).values({ target, ip: context.ip });
    await tx
      .insert(otpChallenges)
      .values({ channel, target, ...values })
      .onConflictDoUpdate({ target: [otpChallenges.channel, otpChallenges.target], set: values });
  });
  const text = translateKey('auth.codeMessage', context.locale).replace('{code}', code);
  if (channel === 'sms') await smsSender().send({ to: target, text });
  else await emailSender().send({ to: target, subject: translateKey('auth.codeSubject', context.locale), text });
  return { resendInSeconds: RESEND_COOLDOWN_MS / 1000 };
}

/**
 * Checks a code. A wrong code counts an attempt; after MAX_ATTEMPTS the challenge is dead. `consume` makes the code
 * single-use (sign-in, registration); without it the code is only marked verified (the sign-up step before register).
 */
export async function checkCode(
  channel: Channel,
  target: string,
  code: string,
  options: { consume: boolean },
): Promise<void> {
  await db()
    .transaction(async (tx) => {
      const [challenge] = await tx
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.channel, channel), eq(otpChallenges.target, target)))
        .for('update');
      if (
        !challenge ||
        challenge.consumedAt ||
        challenge.expiresAt <= new Date() ||
        challenge.attempts >= MAX_ATTEMPTS
      ) {
        throw new ApiError('WRONG_CODE');
      }
      if (!constantTimeEqual(challenge.codeHash, hashFor(channel, target, code))) {
        await tx
          .update(otpChallenges)
          .set({ attempts: challenge.attempts + 1 })
          .where(eq(otpChallenges.id, challenge.id));
        return 'wrong';
      }
      await tx
        .update(otpChallenges)
        .set(options.consume ? { consumedAt: new Date() } : { verifiedAt: new Date() })
        .where(eq(otpChallenges.id, challenge.id));
      return 'ok';
    })
    .then((outcome) => {
      // Thrown outside the transaction so the counted attempt is committed.
      if (outcome === 'wrong') throw new ApiError('WRONG_CODE');
    });
}
