import type { StepUpOutput } from '@/lib/schemas/auth';
import { ApiError } from '../../lib/errors';
import type { Member } from '../members/members';
import { signAccessToken } from './access-token';
import { checkCode } from './one-time-codes';

/** How long after a sign-in (or a step-up code) the member may change the phone or e-mail without another code. */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

export const isRecentSignIn = (authTime: number) => Date.now() - authTime * 1000 <= RECENT_SIGN_IN_MS;

/**
 * A code sent to one of the member's current contacts proves the member is present, as a new sign-in would: the answer
 * is an access token whose auth time is now. A stolen access token alone cannot get one.
 */
export async function stepUp(member: Member, channel: StepUpOutput['channel'], otp: string): Promise<string> {
  const target = channel === 'phone' ? member.phone : member.email;
  if (!target) throw new ApiError('VALIDATION_FAILED', { channel: ['profile.noSuchContact'] });
  await checkCode(channel === 'phone' ? 'sms' : 'email', target, otp, { consume: true });
  return signAccessToken(member.id, new Date());
}
