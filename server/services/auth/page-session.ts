import { ACCESS_COOKIE } from '@/lib/auth/cookie-names';
import { SESSION_HINT_COOKIE } from '@/lib/auth/session-hint';
import { findSessionMember, type Member } from '../members/members';
import { verifyAccessToken } from './access-token';

interface CookieReader {
  get(name: string): { value: string } | undefined;
}

export type PageSession = { state: 'signed-in'; member: Member } | { state: 'restorable' } | { state: 'signed-out' };

/**
 * The session of a server-rendered page, checked on its own (not trusting proxy.ts): a valid access cookie of an active
 * member, or a hint that the browser can restore one with its refresh cookie, or nothing.
 */
export async function pageSession(cookies: CookieReader): Promise<PageSession> {
  const token = cookies.get(ACCESS_COOKIE)?.value;
  const claims = token ? await verifyAccessToken(token) : undefined;
  const member = claims ? await findSessionMember(claims.memberId) : undefined;
  if (member) return { state: 'signed-in', member };
  return cookies.get(SESSION_HINT_COOKIE) ? { state: 'restorable' } : { state: 'signed-out' };
}
