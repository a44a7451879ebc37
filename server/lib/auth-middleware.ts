import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '../services/auth/access-token';
import { findActiveMember, type Member } from '../services/members/members';
import { ApiError } from './errors';
import type { AppEnv } from './hono-env';

export type MemberEnv = AppEnv & { Variables: AppEnv['Variables'] & { member: Member } };

/** The active member behind the request's Bearer access token, or undefined for none, a bad one or a deleted member. */
export async function memberFromBearer(c: Context): Promise<Member | undefined> {
  const header = c.req.header('authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const claims = token ? await verifyAccessToken(token) : undefined;
  return claims ? findActiveMember({ id: claims.memberId }) : undefined;
}

/** Resolves the Bearer access token to an active member; anything else is 401. */
export const requireMember = createMiddleware<MemberEnv>(async (c, next) => {
  const member = await memberFromBearer(c);
  if (!member) throw new ApiError('UNAUTHORIZED');
  c.set('member', member);
  await next();
});
