import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '../services/auth/access-token';
import type { MemberRole } from '@/lib/constants';
import { findSessionMember, type Member } from '../services/members/members';
import { hasRole } from '../services/staff/roles';
import { ApiError } from './errors';
import type { AppEnv } from './hono-env';
import { noteRoute } from './route-notes';

/** `authTime`: when the member signed in, in seconds since the epoch (see access-token.ts). */
export type MemberEnv = AppEnv & { Variables: AppEnv['Variables'] & { member: Member; authTime: number } };

function bearerClaims(c: Context) {
  const header = c.req.header('authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  return token ? verifyAccessToken(token) : undefined;
}

/** The member behind the request's Bearer access token, or undefined for none, a bad one, a deleted or suspended member. */
export async function memberFromBearer(c: Context): Promise<Member | undefined> {
  const claims = await bearerClaims(c);
  return claims ? findSessionMember(claims.memberId) : undefined;
}

/** Resolves the Bearer access token to an active member; anything else is 401. */
export const requireMember = noteRoute(
  createMiddleware<MemberEnv>(async (c, next) => {
    const claims = await bearerClaims(c);
    const member = claims ? await findSessionMember(claims.memberId) : undefined;
    if (!claims || !member) throw new ApiError('UNAUTHORIZED');
    c.set('member', member);
    c.set('authTime', claims.authTime);
    await next();
  }),
  { kind: 'signed-in' },
);

/**
 * A staff route: a signed-in member who holds `role` (not an account type); anyone else is 401 or 403. The answer is
 * never stored by a shared cache.
 */
export function requireStaff(role: MemberRole) {
  return [
    requireMember,
    createMiddleware<MemberEnv>(async (c, next) => {
      if (!(await hasRole(c.get('member').id, role))) throw new ApiError('FORBIDDEN');
      c.header('Cache-Control', 'private, no-store');
      await next();
    }),
  ] as const;
}
