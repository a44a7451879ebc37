import { and, eq } from 'drizzle-orm';
import type { MemberRole } from '@/lib/constants';
import { db } from '../../db/client';
import { memberRoles } from '../../db/schema/offices';

export async function hasRole(memberId: number, role: MemberRole): Promise<boolean> {
  const [row] = await db()
    .select({ role: memberRoles.role })
    .from(memberRoles)
    .where(and(eq(memberRoles.memberId, memberId), eq(memberRoles.role, role)));
  return Boolean(row);
}

export async function grantRole(memberId: number, role: MemberRole): Promise<void> {
  await db().insert(memberRoles).values({ memberId, role }).onConflictDoNothing();
}

export async function revokeRole(memberId: number, role: MemberRole): Promise<void> {
  await db()
    .delete(memberRoles)
    .where(and(eq(memberRoles.memberId, memberId), eq(memberRoles.role, role)));
}
