import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { ThirdPartyInfoOutput } from '@/lib/schemas/auth';
import { db } from '../../db/client';
import { memberIdentities, members } from '../../db/schema/accounts';
import { ApiError } from '../../lib/errors';
import type { VerifiedIdentity } from '../../providers/identity/id-token-verifier';
import { accountFields, assertOfficeExists, createMember, findActiveMember, type Member } from '../members/members';
import { assertOwnDocuments } from '../members/upgrade-account';
import { notifyJoinRequest } from '../offices/office-team';
import { offerUnprovenContact } from './unproven-contact';

/**
 * The member behind a Google or Apple identity: found by issuer and subject, else linked to the member with the same
 * verified e-mail, else created (incomplete, to be finished with update-third-party-user-info).
 */
export async function signInWithIdentity(identity: VerifiedIdentity): Promise<Member> {
  const [linked] = await db()
    .select({ memberId: memberIdentities.memberId })
    .from(memberIdentities)
    .where(and(eq(memberIdentities.issuer, identity.issuer), eq(memberIdentities.subject, identity.subject)));
  if (linked) {
    const member = await findActiveMember({ id: linked.memberId });
    if (!member) throw new ApiError('INVALID_LOGIN');
    return member;
  }
  const byEmail =
    identity.email && identity.emailVerified ? await findActiveMember({ email: identity.email }) : undefined;
  const member =
    byEmail ??
    (await createMember({
      email: identity.email && identity.emailVerified ? identity.email : null,
      firstName: identity.firstName ?? '',
      lastName: identity.lastName ?? '',
      isCompleted: false,
    }));
  await db()
    .insert(memberIdentities)
    .values({ memberId: member.id, issuer: identity.issuer, subject: identity.subject, email: identity.email ?? null });
  return member;
}

/**
 * Finishes an account first signed in with Google or Apple (spec: update-third-party-user-info), once: a completed
 * account is refused, so a stolen session cannot use this call to rewrite an account. It writes no contact: the
 * e-mail stays the one the provider vouched for (another one is only sent a code, see offerUnprovenContact) and the
 * phone is added from the profile with a code. A licensed broker names their uploaded licence documents, as the
 * upgrade does, and the licence awaits review.
 */
export async function completeIdentityAccount(
  member: Member,
  input: ThirdPartyInfoOutput,
  context: { ip: string; locale: Locale },
): Promise<Member> {
  if (member.isCompleted) throw new ApiError('ACCOUNT_ALREADY_COMPLETED');
  const { email, ...fields } = accountFields(input);
  const licenceDocumentId = fields.brokerType === 'licensed' ? input.documentIds?.[0] : undefined;
  if (fields.brokerType === 'licensed') await assertOwnDocuments(member.id, input.documentIds ?? []);
  await assertOfficeExists(fields.officeId);
  const [updated] = await db()
    .update(members)
    .set({ ...fields, licenceDocumentId, updatedAt: new Date() })
    .where(and(eq(members.id, member.id), eq(members.isCompleted, false), isNull(members.deletedAt)))
    .returning();
  if (!updated) throw new ApiError('ACCOUNT_ALREADY_COMPLETED');
  if (email !== member.email?.toLowerCase()) await offerUnprovenContact('email', email, context);
  if (updated.officeId) await notifyJoinRequest(updated.officeId, updated);
  return updated;
}
