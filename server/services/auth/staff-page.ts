import { cookies } from 'next/headers';
import type { MemberRole } from '@/lib/constants';
import type { Member } from '../members/members';
import { rolesOf } from '../staff/roles';
import { pageSession } from './page-session';

export type StaffPageAccess =
  { state: 'not-signed-in' } | { state: 'forbidden' } | { state: 'staff'; member: Member; roles: MemberRole[] };

/**
 * Who opens a back-office page, checked on the server for that page (the profile layout has already sent a signed-out
 * visitor home and restores an expired session first): staff with `role` (any role when none is named), or not.
 */
export async function staffPageAccess(role?: MemberRole): Promise<StaffPageAccess> {
  const session = await pageSession(await cookies());
  if (session.state !== 'signed-in') return { state: 'not-signed-in' };
  const roles = await rolesOf(session.member.id);
  if (role ? !roles.includes(role) : roles.length === 0) return { state: 'forbidden' };
  return { state: 'staff', member: session.member, roles };
}
