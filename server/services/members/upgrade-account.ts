import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AuthUser, UpgradeAccountOutput } from '@/lib/schemas/auth';
import { db } from '../../db/client';
import { accountTypes, members, uploads } from '../../db/schema/accounts';
import { ApiError } from '../../lib/errors';
import { notify } from '../notifications/notify';
import { notifyJoinRequest, spendJoinRequest } from '../offices/office-team';
import { assertOfficeExists, toAuthUser, type Member } from './members';

/** The licence documents named must be the member's own supporting documents. */
export async function assertOwnDocuments(memberId: number, documentIds: number[]): Promise<void> {
  const found = await db()
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(inArray(uploads.id, documentIds), eq(uploads.ownerId, memberId), eq(uploads.purpose, 'supporting-document')),
    );
  if (found.length !== new Set(documentIds).size)
    throw new ApiError('VALIDATION_FAILED', { documentIds: ['auth.documentNotFound'] });
}

/**
 * Makes a regular member an office account (spec §2 "upgrade the account"): a licensed broker with the office's name
 * and licence number, the licence awaiting verification; or a marketeer of an existing licensed office (the office's
 * acceptance of its marketeers comes with the offices feature). An office account asking again is 409, also when two
 * requests race (the UPDATE only changes a regular account). The member is told the request was received.
 */
export async function upgradeAccount(member: Member, input: UpgradeAccountOutput): Promise<AuthUser> {
  if (member.accountType !== accountTypes.regular) throw new ApiError('CONFLICT');
  if (input.isOwner) await assertOwnDocuments(member.id, input.documentIds);
  else {
    await assertOfficeExists(input.companyId);
    await spendJoinRequest(member.id);
  }
  const office = input.isOwner
    ? {
        brokerType: 'licensed' as const,
        isOwner: true,
        companyName: input.companyName,
        registrationNumber: input.registrationNumber,
        licenceStatus: 'pending' as const,
        licenceDocumentId: input.documentIds[0],
      }
    : { brokerType: 'marketeer' as const, isOwner: false, officeId: input.companyId, officeStatus: 'pending' as const };
  const [updated] = await db()
    .update(members)
    .set({ accountType: accountTypes.office, ...office, updatedAt: new Date() })
    .where(and(eq(members.id, member.id), eq(members.accountType, accountTypes.regular), isNull(members.deletedAt)))
    .returning();
  if (!updated) throw new ApiError('CONFLICT');
  await notify(
    member.id,
    'office-event',
    { event: input.isOwner ? 'upgradeLicensed' : 'upgradeMarketeer' },
    { link: '/profile/account-settings', dedupeKey: `upgrade:${member.id}:${updated.updatedAt.getTime()}` },
  );
  if (!input.isOwner) await notifyJoinRequest(input.companyId, updated);
  return toAuthUser(updated);
}
