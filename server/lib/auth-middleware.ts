import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '../services/auth/access-token';
import { findActiveMember, type Member } from '../services/members/members';
import { ApiError } from './errors';
import type { AppEnv } from './hono-env';

export type MemberEnv = AppEnv & { Variables: AppEnv['Variables'] & { member: Member } };

/** Resolves the Bearer access token to an active member; anything else is 401. */
export const requireMember = createMiddleware<MemberEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const claims = token ? await verifyAccessToken(token) : undefined;
  const member = claims ? await findActiveMember({ id: claims.memberId }) : undefined;
  if (!member) throw new ApiError('UNAUTHORIZED');
  c.set('member', member);
  await next();
});
