import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { LicenceStatus } from '@/lib/constants';
import { memberName } from '@/lib/member-name';
import type { LicenceDecision } from '@/lib/schemas/offices';
import { db } from '../../db/client';
import { members, uploads } from '../../db/schema/accounts';
import { ApiError } from '../../lib/errors';
import { notify } from '../notifications/notify';
import { recordAudit } from '../staff/audit-log';
import { assertOfficeNameFree } from './office-names';
import { isOffice } from './offices';

export type LicenceQueueRow = {
  id: number;
  name: string;
  registrationNumber: string | null;
  licenceStatus: LicenceStatus | null;
  reason: string | null;
  hasDocument: boolean;
  requestedAt: string;
};

/** The operator's queue: offices by licence status, the longest-waiting first. */
export async function licenceQueue(status: LicenceStatus = 'pending'): Promise<LicenceQueueRow[]> {
  const rows = await db()
    .select({
      id: members.id,
      companyName: members.companyName,
      firstName: members.firstName,
      lastName: members.lastName,
      registrationNumber: members.registrationNumber,
      licenceStatus: members.licenceStatus,
      reason: members.licenceReviewReason,
      licenceDocumentId: members.licenceDocumentId,
      updatedAt: members.updatedAt,
    })
    .from(members)
    .where(and(isOffice, eq(members.licenceStatus, status)))
    .orderBy(status === 'pending' ? asc(members.updatedAt) : desc(members.licenceReviewedAt), asc(members.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    name: row.companyName || memberName(row),
    registrationNumber: row.registrationNumber,
    licenceStatus: row.licenceStatus,
    reason: row.reason,
    hasDocument: row.licenceDocumentId !== null,
    requestedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * Approves or rejects a pending licence; the broker is told either way (a rejection with the operator's reason). An
 * office is not verified under a name another verified office carries (409 OFFICE_NAME_TAKEN: the operator rejects it
 * with that reason, or it is renamed).
 */
export async function reviewLicence(
  officeId: number,
  decision: LicenceDecision,
  operatorId: number,
): Promise<{ licenceStatus: LicenceStatus }> {
  const now = new Date();
  const licenceStatus = decision.decision === 'approve' ? 'verified' : 'rejected';
  const reason = decision.decision === 'reject' ? decision.reason : null;
  const [row] = await db().transaction(async (tx) => {
    if (licenceStatus === 'verified') {
      const [office] = await tx
        .select({ companyName: members.companyName })
        .from(members)
        .where(eq(members.id, officeId));
      await assertOfficeNameFree(tx, office?.companyName ?? null, officeId);
    }
    const updated = await tx
      .update(members)
      .set({ licenceStatus, licenceReviewReason: reason, licenceReviewedAt: now })
      .where(and(eq(members.id, officeId), isOffice, eq(members.licenceStatus, 'pending')))
      .returning({ id: members.id, registrationNumber: members.registrationNumber });
    // The shared staff audit log (issue 29): every desk's decisions, the licence desk's included.
    if (updated[0])
      await recordAudit(tx, {
        actorId: operatorId,
        action: licenceStatus === 'verified' ? 'licence.verify' : 'licence.reject',
        entityType: 'office',
        entityId: officeId,
        note: reason,
        before: { licenceStatus: 'pending', registrationNumber: updated[0].registrationNumber },
        after: { licenceStatus },
        at: now,
      });
    return updated;
  });
  if (!row) throw new ApiError('NOT_FOUND');
  await notify(
    officeId,
    'office-event',
    decision.decision === 'approve' ? { event: 'licenceVerified' } : { event: 'licenceRejected', reason: reason ?? '' },
    { link: '/profile/broker-profile', dedupeKey: `licence-review:${officeId}:${now.getTime()}` },
  );
  return { licenceStatus };
}

/** The licence document of an office, for the operator who checks it. */
export async function licenceDocumentKey(officeId: number): Promise<string | undefined> {
  const [row] = await db()
    .select({ key: uploads.storageKey })
    .from(members)
    .innerJoin(uploads, and(eq(uploads.id, members.licenceDocumentId), eq(uploads.ownerId, members.id)))
    .where(and(eq(members.id, officeId), isNull(members.deletedAt)));
  return row?.key;
}
