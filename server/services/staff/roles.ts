import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { MemberRole } from '@/lib/constants';
import { memberName } from '@/lib/member-name';
import type { StaffMember } from '@/lib/schemas/staff';
import { db, type Executor, type Tx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { memberRoles } from '../../db/schema/offices';
import { ApiError } from '../../lib/errors';
import { recordAudit } from './audit-log';

export async function hasRole(memberId: number, role: MemberRole): Promise<boolean> {
  const [row] = await db()
    .select({ role: memberRoles.role })
    .from(memberRoles)
    .where(and(eq(memberRoles.memberId, memberId), eq(memberRoles.role, role)));
  return Boolean(row);
}

const roleRows = (executor: Executor, memberId: number) =>
  executor
    .select({ role: memberRoles.role })
    .from(memberRoles)
    .where(eq(memberRoles.memberId, memberId))
    .orderBy(asc(memberRoles.role));

export async function rolesOf(memberId: number): Promise<MemberRole[]> {
  return (await roleRows(db(), memberId)).map((row) => row.role);
}

/** Gives a role with no audit record: only for tests and the demo seed, which set up staff before anyone acts. */
export async function grantRole(memberId: number, role: MemberRole): Promise<void> {
  await db().insert(memberRoles).values({ memberId, role }).onConflictDoNothing();
}

/** Every member who holds a role, with all their roles, by name. */
export async function staffMembers(): Promise<StaffMember[]> {
  const rows = await db()
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      phone: members.phone,
      roles: sql<MemberRole[]>`array_agg(${memberRoles.role} order by ${memberRoles.role})`,
    })
    .from(memberRoles)
    .innerJoin(members, and(eq(members.id, memberRoles.memberId), isNull(members.deletedAt)))
    .groupBy(members.id)
    .orderBy(asc(members.firstName), asc(members.id));
  return rows.map((row) => ({
    id: row.id,
    name: memberName(row),
    phone: row.phone,
    roles: row.roles,
  }));
}

/** The member's roles, their rows locked until the transaction ends. */
const lockedRoles = async (tx: Tx, memberId: number) =>
  (await roleRows(tx, memberId).for('update')).map((row) => row.role);

/**
 * Gives `role` to the active member with this phone number, with its audit record (who, the member's roles before and
 * after) in the same transaction. Giving a role the member holds already changes nothing and records nothing.
 * `actorId` null: the command line.
 */
export async function grantStaffRole(actorId: number | null, phone: string, role: MemberRole): Promise<StaffMember> {
  return db().transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id, firstName: members.firstName, lastName: members.lastName, phone: members.phone })
      .from(members)
      .where(and(eq(members.phone, phone), isNull(members.deletedAt)));
    if (!member) throw new ApiError('MEMBER_NOT_FOUND');
    const before = await lockedRoles(tx, member.id);
    const after = before.includes(role) ? before : [...before, role].sort();
    if (after !== before) {
      await tx.insert(memberRoles).values({ memberId: member.id, role }).onConflictDoNothing();
      await recordAudit(tx, {
        actorId,
        action: 'role.grant',
        entityType: 'member',
        entityId: member.id,
        before: { roles: before },
        after: { roles: after },
      });
    }
    return { id: member.id, name: memberName(member), phone: member.phone, roles: after };
  });
}

/**
 * Takes `role` back, with its audit record. The last administrator cannot lose the role (nobody could give roles in
 * the back office again): every administrator's row is locked first, so two administrators removing each other at
 * once cannot both succeed.
 */
export async function revokeStaffRole(
  actorId: number | null,
  memberId: number,
  role: MemberRole,
): Promise<MemberRole[]> {
  return db().transaction(async (tx) => {
    if (role === 'admin') {
      const admins = await tx
        .select({ memberId: memberRoles.memberId })
        .from(memberRoles)
        .where(eq(memberRoles.role, 'admin'))
        .for('update');
      if (admins.length === 1 && admins[0]!.memberId === memberId) throw new ApiError('LAST_ADMIN');
    }
    const before = await lockedRoles(tx, memberId);
    if (!before.includes(role)) return before;
    await tx.delete(memberRoles).where(and(eq(memberRoles.memberId, memberId), eq(memberRoles.role, role)));
    const after = before.filter((held) => held !== role);
    await recordAudit(tx, {
      actorId,
      action: 'role.revoke',
      entityType: 'member',
      entityId: memberId,
      before: { roles: before },
      after: { roles: after },
    });
    return after;
  });
}
