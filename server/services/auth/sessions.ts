import type { Context } from 'hono';
import type { AuthUser } from '@/lib/schemas/auth';
import { ApiError } from '../../lib/errors';
import { toAuthUser, updateMember, type Member } from '../members/members';
import { signAccessToken } from './access-token';
import { issueRefreshToken, revokeSessionOf, rotateRefreshToken } from './refresh-tokens';
import { clearSessionCookies, isWeb, presentedRefreshToken, setSessionCookies } from './session-cookies';

/**
 * Signs a member in: new access token and refresh family; the web gets cookies, the app gets the refresh token. A
 * suspended account is refused here, after its code or identity was proven, so only its owner learns of it.
 */
export async function startSession(c: Context, member: Member, fcmToken?: string | null): Promise<AuthUser> {
  if (member.suspendedAt) throw new ApiError('ACCOUNT_SUSPENDED');
  if (fcmToken) await updateMember(member.id, { fcmToken });
  const token = await signAccessToken(member.id, new Date());
  const refresh = await issueRefreshToken(member.id);
  if (isWeb(c)) {
    setSessionCookies(c, { token, refreshToken: refresh.token, familyExpiresAt: refresh.familyExpiresAt });
    return toAuthUser(member, { token });
  }
  return toAuthUser(member, { token, refreshToken: refresh.token });
}

export async function refreshSession(c: Context, loadMember: (id: number) => Promise<Member | undefined>) {
  const presented = presentedRefreshToken(c);
  const rotation = presented ? await rotateRefreshToken(presented) : { ok: false as const };
  const member = rotation.ok ? await loadMember(rotation.memberId) : undefined;
  if (!rotation.ok || !member) {
    if (isWeb(c)) clearSessionCookies(c);
    throw new ApiError('UNAUTHORIZED');
  }
  const token = await signAccessToken(member.id, rotation.authTime);
  if (isWeb(c)) {
    setSessionCookies(c, { token, refreshToken: rotation.next.token, familyExpiresAt: rotation.next.familyExpiresAt });
    return { token };
  }
  return { token, refreshToken: rotation.next.token };
}

export async function endSession(c: Context): Promise<void> {
  const presented = presentedRefreshToken(c);
  if (presented) await revokeSessionOf(presented);
  clearSessionCookies(c);
}
