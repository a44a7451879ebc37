import { and, eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { memberIdentities } from '../../db/schema/accounts';
import { ApiError } from '../../lib/errors';
import type { VerifiedIdentity } from '../../providers/identity/id-token-verifier';
import { createMember, findActiveMember, type Member } from '../members/members';

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
  const byEmail = identity.email && identity.emailVerified ? await findActiveMember({ email: identity.email }) : undefined;
  const member =
    byEmail ??
    (await createMember({
      email: identity.email && identity.emailVerified ? identity.email : null,
      firstName: identity.firstName ?? '',
      lastName: identity.lastName ?? '',
      isCompleted: false,
    }));
  await db().insert(memberIdentities).values({ memberId: member.id, issuer: identity.issuer, subject: identity.subject, email: identity.email ?? null });
  return member;
}
