import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { AccountDetailsOutput, AuthUser } from '@/lib/schemas/auth';
import { db } from '../../db/client';
import { members, uploads } from '../../db/schema/accounts';
import { ApiError } from '../../lib/errors';
import { storage } from '../../providers/storage/registry';
import { revokeAllSessions } from '../auth/refresh-tokens';
import { hasFullDealAccess } from '../deals/data-access';

export type Member = typeof members.$inferSelect;

const DELETION_GRACE_DAYS = 90;

export async function findActiveMember(where: { id: number } | { phone: string } | { email: string }): Promise<Member | undefined> {
  const match =
    'id' in where ? eq(members.id, where.id) : 'phone' in where ? eq(members.phone, where.phone) : sql`lower(${members.email}) = ${where.email.toLowerCase()}`;
  const [row] = await db().select().from(members).where(and(match, isNull(members.deletedAt)));
  return row;
}

export async function hasDeletedMember(where: { phone: string } | { email: string }): Promise<boolean> {
  const match = 'phone' in where ? eq(members.phone, where.phone) : sql`lower(${members.email}) = ${where.email.toLowerCase()}`;
  const [row] = await db().select({ id: members.id }).from(members).where(and(match, isNotNull(members.deletedAt))).limit(1);
  return Boolean(row);
}

/** Refuses a phone or e-mail that another active member already uses. */
export async function assertContactsFree(contacts: { phone?: string | null; email?: string | null }, exceptMemberId?: number): Promise<void> {
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
  if (!office || office.accountType !== 2 || office.brokerType !== 'licensed') throw new ApiError('VALIDATION_FAILED', { companyId: ['auth.officeNotFound'] });
}

export async function createMember(values: typeof members.$inferInsert): Promise<Member> {
  await assertContactsFree({ phone: values.phone, email: values.email });
  const [row] = await db().insert(members).values(values).returning();
  if (!row) throw new ApiError('INTERNAL');
  return row;
}

export async function updateMember(id: number, values: Partial<typeof members.$inferInsert>): Promise<Member | undefined> {
  const [row] = await db()
    .update(members)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .returning();
  return row;
}

/** The member as the API returns them; `isSubscriber` is read from their paid data access (one query). */
export async function toAuthUser(member: Member, tokens: { token?: string; refreshToken?: string } = {}): Promise<AuthUser> {
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

/** Deletion blocks sign-in and revokes every session at once; the data is purged 90 days later. */
export async function deleteMember(id: number): Promise<void> {
  const now = new Date();
  await db()
    .update(members)
    .set({ deletedAt: now, purgeAfter: new Date(now.getTime() + DELETION_GRACE_DAYS * 24 * 3600 * 1000), fcmToken: null })
    .where(and(eq(members.id, id), isNull(members.deletedAt)));
  await revokeAllSessions(id);
}

/** Permanently removes members whose grace period is over, with their stored files. */
export async function purgeDeletedMembers(now = new Date()): Promise<number> {
  const due = await db().select({ id: members.id }).from(members).where(lte(members.purgeAfter, now));
  for (const { id } of due) {
    const files = await db().select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.ownerId, id));
    const [member] = await db().select({ avatarKey: members.avatarKey }).from(members).where(eq(members.id, id));
    await db().delete(members).where(eq(members.id, id));
    for (const key of [...files.map((f) => f.key), member?.avatarKey].filter((k): k is string => Boolean(k))) await storage().remove(key);
  }
  return due.length;
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
