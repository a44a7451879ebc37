import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AccountDetailsOutput, AuthUser } from '@/lib/schemas/auth';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { ApiError } from '../../lib/errors';
import { storage } from '../../providers/storage/registry';
import { hasFullDealAccess } from '../deals/data-access';

export type Member = typeof members.$inferSelect;

export async function findActiveMember(
  where: { id: number } | { phone: string } | { email: string },
): Promise<Member | undefined> {
  const match =
    'id' in where
      ? eq(members.id, where.id)
      : 'phone' in where
        ? eq(members.phone, where.phone)
        : sql`lower(${members.email}) = ${where.email.toLowerCase()}`;
  const [row] = await db()
    .select()
    .from(members)
    .where(and(match, isNull(members.deletedAt)));
  return row;
}

/**
 * The member a session belongs to: active and not suspended. Every signed-in request and page asks this, so a
 * suspension ends an access token still in a browser on its next request.
 */
export async function findSessionMember(id: number): Promise<Member | undefined> {
  const member = await findActiveMember({ id });
  return member?.suspendedAt ? undefined : member;
}

export async function hasDeletedMember(where: { phone: string } | { email: string }): Promise<boolean> {
  const match =
    'phone' in where ? eq(members.phone, where.phone) : sql`lower(${members.email}) = ${where.email.toLowerCase()}`;
  const [row] = await db()
    .select({ id: members.id })
    .from(members)
    .where(and(match, isNotNull(members.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/** Refuses a phone or e-mail that another active member already uses. */
export async function assertContactsFree(
  contacts: { phone?: string | null; email?: string | null },
  exceptMemberId?: number,
): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  if (contacts.phone) {
    const other = await findActiveMember({ phone: contacts.phone });
    if (other && other.id !== exceptMemberId) fieldErrors.phone = ['auth.phoneTaken'];
  }
  if (contacts.email) {
    const other = await findActiveMember({ email: contacts.email });
    if (other && other.id !== exceptMemberId) fieldErrors.email = ['auth.emailTaken'];
  }
  if (Object.keys(fieldErrors).length) throw new ApiError('CONFLICT', fieldErrors);
}

/** Account fields from a registration or completion payload (spec §3 register payload). */
export function accountFields(input: Omit<AccountDetailsOutput, 'phone'>) {
  const office = input.accountType === 2;
  return {
    accountType: input.accountType,
    brokerType: office ? (input.isOwner === false ? ('marketeer' as const) : ('licensed' as const)) : null,
    isOwner: office && input.isOwner !== false,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email.toLowerCase(),
    registrationReasonId: input.registrationReasonId ?? null,
    companyName: office && input.isOwner !== false ? (input.companyName ?? null) : null,
    registrationNumber: office && input.isOwner !== false ? (input.registrationNumber ?? null) : null,
    licenceStatus: office && input.isOwner !== false ? ('pending' as const) : null,
    officeId: office && input.isOwner === false ? (input.companyId ?? null) : null,
    officeStatus: office && input.isOwner === false && input.companyId ? ('pending' as const) : null,
    isCompleted: true,
  };
}

export async function assertOfficeExists(officeId: number | null): Promise<void> {
  if (!officeId) return;
  const office = await findActiveMember({ id: officeId });
  if (!office || office.accountType !== 2 || office.brokerType !== 'licensed')
    throw new ApiError('VALIDATION_FAILED', { companyId: ['auth.officeNotFound'] });
}

export async function createMember(values: typeof members.$inferInsert): Promise<Member> {
  await assertContactsFree({ phone: values.phone, email: values.email });
  const [row] = await db().insert(members).values(values).returning();
  if (!row) throw new ApiError('INTERNAL');
  return row;
}

export async function updateMember(
  id: number,
  values: Partial<typeof members.$inferInsert>,
): Promise<Member | undefined> {
  const [row] = await db()
    .update(members)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .returning();
  return row;
}

/** The member as the API returns them; `isSubscriber` is read from their paid data access (one query). */
export async function toAuthUser(
  member: Member,
  tokens: { token?: string; refreshToken?: string } = {},
): Promise<AuthUser> {
  return {
    id: member.id,
    ...tokens,
    memberType: member.accountType,
    brokerType: member.brokerType,
    firstName: member.firstName,
    lastName: member.lastName,
    avatar: member.avatarKey ? storage().publicUrl(member.avatarKey) : null,
    isCompleted: member.isCompleted,
    isSubscriber: await hasFullDealAccess(member),
    phone: member.phone,
    email: member.email,
  };
}

/** Licensed offices (a marketeer picks one at sign-up), by name. */
export function listOffices() {
  return db()
    .select({ id: members.id, companyName: sql<string>`coalesce(${members.companyName}, '')` })
    .from(members)
    .where(and(eq(members.accountType, 2), eq(members.brokerType, 'licensed'), isNull(members.deletedAt)))
    .orderBy(members.companyName)
    .limit(1000);
}
