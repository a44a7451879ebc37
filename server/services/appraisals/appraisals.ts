import { and, asc, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import {
  appraisalSlotNames,
  appraisalStatus,
  appraisalStatusNames,
  appraisalTransitions,
} from '@/lib/appraisals/constants';
import type {
  AppraisalOptions,
  AppraisalRequest,
  AppraisalRequestInput,
  AppraisalStatusChange,
} from '@/lib/schemas/appraisals';
import { messageKeys } from '@/lib/schemas/fields';
import { citedOnly } from '@/lib/construction-estimate/source-notes';
import type { Locale } from '@/lib/i18n/config';
import { db } from '../../db/client';
import { uploads } from '../../db/schema/accounts';
import {
  appraisalDocuments,
  appraisalEvents,
  appraisalFees,
  appraisalRequests,
  appraiserMembers,
  appraisers,
} from '../../db/schema/appraisals';
import { paymentOrders, paymentTransactions } from '../../db/schema/payments';
import { areas, banks, propertyTypes } from '../../db/schema/reference';
import { ApiError } from '../../lib/errors';
import { enforceLimit } from '../../lib/rate-limit';
import type { Member } from '../members/members';
import { notify } from '../notifications/notify';
import { translateKey } from '../../lib/translate';

type RequestRow = typeof appraisalRequests.$inferSelect;

/** The fee that applies today: the newest row whose date has come. */
export async function currentAppraisalFee(now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const [row] = await db()
    .select()
    .from(appraisalFees)
    .where(lte(appraisalFees.effectiveDate, today))
    .orderBy(desc(appraisalFees.effectiveDate), desc(appraisalFees.id))
    .limit(1);
  if (!row) throw new Error('no appraisal fee in appraisal_fees');
  return row;
}

const appraiserColumns = {
  id: appraisers.id,
  nameAr: appraisers.nameAr,
  nameEn: appraisers.nameEn,
  mociGrade: appraisers.mociGrade,
  source: appraisers.source,
};

export async function appraisalOptions(): Promise<AppraisalOptions> {
  const [types, bankRows, areaRows, offices, fee] = await Promise.all([
    db()
      .select({ id: propertyTypes.id, nameAr: propertyTypes.nameAr, nameEn: propertyTypes.nameEn })
      .from(propertyTypes)
      .orderBy(asc(propertyTypes.sort), asc(propertyTypes.id)),
    db()
      .select({ id: banks.id, nameAr: banks.nameAr, nameEn: banks.nameEn })
      .from(banks)
      .orderBy(asc(banks.sort), asc(banks.id)),
    db().select({ id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn }).from(areas).orderBy(asc(areas.nameAr)),
    db()
      .select(appraiserColumns)
      .from(appraisers)
      .where(eq(appraisers.active, true))
      .orderBy(asc(appraisers.sort), asc(appraisers.id)),
    currentAppraisalFee(),
  ]);
  return {
    propertyTypes: types,
    banks: bankRows,
    areas: areaRows,
    appraisers: offices.map(citedOnly),
    fee: citedOnly({ feeFils: fee.feeFils, source: fee.source, effectiveDate: fee.effectiveDate }),
  };
}

/** The office a member appraises for (the `appraiser` role), or undefined. */
export async function appraiserOf(memberId: number): Promise<number | undefined> {
  const [row] = await db()
    .select({ appraiserId: appraiserMembers.appraiserId })
    .from(appraiserMembers)
    .where(eq(appraiserMembers.memberId, memberId));
  return row?.appraiserId;
}

/** The appraisal office a member works for, with its names, or undefined without the role. */
export async function appraiserOfficeOf(memberId: number) {
  const [row] = await db()
    .select({ id: appraisers.id, nameAr: appraisers.nameAr, nameEn: appraisers.nameEn })
    .from(appraiserMembers)
    .innerJoin(appraisers, eq(appraisers.id, appraiserMembers.appraiserId))
    .where(eq(appraiserMembers.memberId, memberId));
  return row;
}

/** Gives a member the `appraiser` role for one office (the CLI and the demo seed); a second call moves them. */
export async function grantAppraiserRole(memberId: number, appraiserId: number): Promise<void> {
  await db()
    .insert(appraiserMembers)
    .values({ memberId, appraiserId })
    .onConflictDoUpdate({ target: appraiserMembers.memberId, set: { appraiserId } });
}

export async function revokeAppraiserRole(memberId: number): Promise<void> {
  await db().delete(appraiserMembers).where(eq(appraiserMembers.memberId, memberId));
}

/**
 * Stores an official appraisal request with the images the member uploaded for it (each upload theirs, unused, in the
 * slot's number): status 0 received, waiting for its fee. A valid request spends one of the member's requests of the
 * day (APPRAISAL_REQUESTS_PER_MEMBER_DAY).
 */
export async function createAppraisalRequest(
  member: Member,
  input: AppraisalRequestInput,
  locale: Locale,
): Promise<AppraisalRequest> {
  const fieldErrors: Record<string, string[]> = {};
  const exists = async (table: typeof propertyTypes | typeof banks | typeof areas, id: number) =>
    (await db().select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
  const [typeOk, bankOk, areaOk, office] = await Promise.all([
    exists(propertyTypes, input.propertyTypeId),
    input.bankId === undefined || exists(banks, input.bankId),
    exists(areas, input.areaId),
    db()
      .select({ id: appraisers.id })
      .from(appraisers)
      .where(and(eq(appraisers.id, input.appraiserId), eq(appraisers.active, true))),
  ]);
  if (!typeOk) fieldErrors.propertyTypeId = [messageKeys.invalidValue];
  if (!bankOk) fieldErrors.bankId = [messageKeys.invalidValue];
  if (!areaOk) fieldErrors.areaId = [messageKeys.invalidValue];
  if (office.length === 0) fieldErrors.appraiserId = [messageKeys.invalidValue];

  const wanted = appraisalSlotNames.flatMap((slot) => input.documents[slot].map((uploadId) => ({ slot, uploadId })));
  const ids = wanted.map((w) => w.uploadId);
  const usable = ids.length
    ? await db()
        .select({ id: uploads.id })
        .from(uploads)
        .leftJoin(appraisalDocuments, eq(appraisalDocuments.uploadId, uploads.id))
        .where(
          and(
            inArray(uploads.id, ids),
            eq(uploads.ownerId, member.id),
            eq(uploads.purpose, 'appraisal-document'),
            isNull(appraisalDocuments.id),
          ),
        )
    : [];
  const usableIds = new Set(usable.map((u) => u.id));
  for (const slot of appraisalSlotNames) {
    const slotIds = input.documents[slot];
    if (slotIds.some((id) => !usableIds.has(id)) || new Set(slotIds).size !== slotIds.length)
      fieldErrors[`documents.${slot}`] = [messageKeys.invalidValue];
  }
  if (new Set(ids).size !== ids.length) fieldErrors.documents = [messageKeys.invalidValue];
  if (Object.keys(fieldErrors).length) throw new ApiError('VALIDATION_FAILED', fieldErrors);
  await enforceLimit('appraisalRequests', `member:${member.id}`);

  const fee = await currentAppraisalFee();
  const { documents, termsAccepted: _terms, valuationId, bankId, details, ...fields } = input;
  void _terms;
  void documents;
  const id = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(appraisalRequests)
      .values({
        ...fields,
        bankId: bankId ?? null,
        details: details ?? '',
        valuationId: valuationId ?? null,
        memberId: member.id,
        feeFils: fee.feeFils,
        locale,
        termsAcceptedAt: new Date(),
      })
      .returning({ id: appraisalRequests.id });
    if (wanted.length)
      await tx
        .insert(appraisalDocuments)
        .values(wanted.map((w) => ({ requestId: row!.id, slot: w.slot, uploadId: w.uploadId })));
    await tx
      .insert(appraisalEvents)
      .values({ requestId: row!.id, status: appraisalStatus.received, actorId: member.id });
    return row!.id;
  });
  return (await presentRequests([id]))[0]!;
}

/** The requests with their names, documents and timeline, in the order of `ids`. */
async function presentRequests(ids: number[]): Promise<AppraisalRequest[]> {
  if (ids.length === 0) return [];
  const [rows, documents, events, payments] = await Promise.all([
    db()
      .select({
        request: appraisalRequests,
        appraiser: appraiserColumns,
        propertyType: { id: propertyTypes.id, nameAr: propertyTypes.nameAr, nameEn: propertyTypes.nameEn },
        bank: { id: banks.id, nameAr: banks.nameAr, nameEn: banks.nameEn },
        area: { id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn },
      })
      .from(appraisalRequests)
      .innerJoin(appraisers, eq(appraisers.id, appraisalRequests.appraiserId))
      .innerJoin(propertyTypes, eq(propertyTypes.id, appraisalRequests.propertyTypeId))
      .leftJoin(banks, eq(banks.id, appraisalRequests.bankId))
      .innerJoin(areas, eq(areas.id, appraisalRequests.areaId))
      .where(inArray(appraisalRequests.id, ids)),
    db()
      .select({
        id: appraisalDocuments.id,
        requestId: appraisalDocuments.requestId,
        slot: appraisalDocuments.slot,
        mimeType: uploads.mimeType,
      })
      .from(appraisalDocuments)
      .innerJoin(uploads, eq(uploads.id, appraisalDocuments.uploadId))
      .where(inArray(appraisalDocuments.requestId, ids))
      .orderBy(asc(appraisalDocuments.id)),
    db().select().from(appraisalEvents).where(inArray(appraisalEvents.requestId, ids)).orderBy(asc(appraisalEvents.id)),
    // The charge that paid each fee: a request is paid by one order at most, credited by one of its transactions.
    db()
      .select({
        requestId: paymentOrders.appraisalRequestId,
        amountFils: paymentTransactions.amountFils,
        chargeId: paymentTransactions.chargeId,
        paidAt: paymentTransactions.creditedAt,
      })
      .from(paymentOrders)
      .innerJoin(paymentTransactions, eq(paymentTransactions.orderId, paymentOrders.id))
      .where(
        and(
          inArray(paymentOrders.appraisalRequestId, ids),
          eq(paymentOrders.status, 'paid'),
          isNotNull(paymentTransactions.creditedAt),
        ),
      ),
  ]);
  const byId = new Map(rows.map((row) => [row.request.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { request } = row;
    const payment = payments.find((p) => p.requestId === id);
    return [
      {
        id: request.id,
        status: request.status,
        statusName: appraisalStatusNames[request.status]!,
        paid: request.paidAt !== null,
        feeFils: request.feeFils,
        appraiser: citedOnly(row.appraiser),
        propertyType: row.propertyType,
        bank: row.bank,
        area: row.area,
        sizeSqm: request.sizeSqm,
        email: request.email,
        address: request.address,
        details: request.details,
        applicantName: request.applicantName,
        phone: request.phone,
        applicationType: request.applicationType,
        documents: documents
          .filter((d) => d.requestId === id)
          .map((d) => ({
            id: d.id,
            slot: d.slot,
            mimeType: d.mimeType,
            url: `/api/v1/appraisal-requests/${id}/documents/${d.id}`,
          })),
        timeline: events
          .filter((e) => e.requestId === id)
          .map((e) => ({ status: e.status, note: e.note, at: e.createdAt.toISOString() })),
        reportUrl: request.reportUploadId ? `/api/v1/appraisal-requests/${id}/report` : null,
        payment:
          request.paidAt && payment?.chargeId
            ? {
                amountFils: payment.amountFils,
                paidAt: (payment.paidAt ?? request.paidAt).toISOString(),
                reference: payment.chargeId,
              }
            : null,
        createdAt: request.createdAt.toISOString(),
      },
    ];
  });
}

/** A member's own appraisal requests, newest first. */
export async function memberAppraisalRequests(memberId: number, limit = 50): Promise<AppraisalRequest[]> {
  const rows = await db()
    .select({ id: appraisalRequests.id })
    .from(appraisalRequests)
    .where(eq(appraisalRequests.memberId, memberId))
    .orderBy(desc(appraisalRequests.createdAt), desc(appraisalRequests.id))
    .limit(limit);
  return presentRequests(rows.map((r) => r.id));
}

/** The paid requests assigned to an appraiser's office, newest first (an unpaid request has not reached them). */
export async function officeAppraisalRequests(appraiserId: number, limit = 100): Promise<AppraisalRequest[]> {
  const rows = await db()
    .select({ id: appraisalRequests.id })
    .from(appraisalRequests)
    .where(and(eq(appraisalRequests.appraiserId, appraiserId), isNotNull(appraisalRequests.paidAt)))
    .orderBy(desc(appraisalRequests.createdAt), desc(appraisalRequests.id))
    .limit(limit);
  return presentRequests(rows.map((r) => r.id));
}

export type Viewer = 'applicant' | 'appraiser';

/**
 * Who the member is to the request: its applicant, or an appraiser of the office it is assigned to (once it is paid).
 * Anyone else gets nothing: the request does not exist for them.
 */
export async function viewerOf(request: RequestRow, memberId: number): Promise<Viewer | undefined> {
  if (request.memberId === memberId) return 'applicant';
  if (request.paidAt && (await appraiserOf(memberId)) === request.appraiserId) return 'appraiser';
  return undefined;
}

export async function findRequestFor(
  requestId: number,
  memberId: number,
): Promise<{ request: RequestRow; viewer: Viewer }> {
  const [request] = await db().select().from(appraisalRequests).where(eq(appraisalRequests.id, requestId));
  const viewer = request && (await viewerOf(request, memberId));
  if (!request || !viewer) throw new ApiError('NOT_FOUND');
  return { request, viewer };
}

export async function appraisalRequestFor(requestId: number, memberId: number): Promise<AppraisalRequest> {
  await findRequestFor(requestId, memberId);
  return (await presentRequests([requestId]))[0]!;
}

/** The storage key of a request's document, for its applicant or assigned appraiser only. */
export async function documentKeyFor(requestId: number, documentId: number, memberId: number): Promise<string> {
  await findRequestFor(requestId, memberId);
  const [row] = await db()
    .select({ key: uploads.storageKey })
    .from(appraisalDocuments)
    .innerJoin(uploads, eq(uploads.id, appraisalDocuments.uploadId))
    .where(and(eq(appraisalDocuments.id, documentId), eq(appraisalDocuments.requestId, requestId)));
  if (!row) throw new ApiError('NOT_FOUND');
  return row.key;
}

export async function reportKeyFor(requestId: number, memberId: number): Promise<string> {
  const { request } = await findRequestFor(requestId, memberId);
  if (!request.reportUploadId) throw new ApiError('NOT_FOUND');
  const [row] = await db()
    .select({ key: uploads.storageKey })
    .from(uploads)
    .where(eq(uploads.id, request.reportUploadId));
  if (!row) throw new ApiError('NOT_FOUND');
  return row.key;
}

/** An uploaded image not yet part of a request, for its uploader only (the form's previews). */
export async function pendingUploadKeyFor(uploadId: number, memberId: number): Promise<string> {
  const [row] = await db()
    .select({ key: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.ownerId, memberId), eq(uploads.purpose, 'appraisal-document')));
  if (!row) throw new ApiError('NOT_FOUND');
  return row.key;
}

/** The request an appraiser may work on: assigned to their office and paid; anything else does not exist for them. */
async function assignedRequest(requestId: number, appraiser: Member): Promise<RequestRow> {
  const office = await appraiserOf(appraiser.id);
  if (office === undefined) throw new ApiError('FORBIDDEN');
  const [request] = await db().select().from(appraisalRequests).where(eq(appraisalRequests.id, requestId));
  if (!request || request.appraiserId !== office || !request.paidAt) throw new ApiError('NOT_FOUND');
  return request;
}

/**
 * Moves a request one step (the valid transitions only, `appraisalTransitions`), with the appraiser's note, and tells
 * the applicant through the channels they chose. The update is conditional on the status read, so two appraisers
 * of one office cannot both move it.
 */
async function moveRequest(
  request: RequestRow,
  to: number,
  actor: Member,
  note: string | null,
  reportUploadId?: number,
): Promise<void> {
  if (!appraisalTransitions[request.status]?.includes(to))
    throw new ApiError('CONFLICT', { status: ['appraisal.errors.transition'] });
  const now = new Date();
  const moved = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(appraisalRequests)
      .set({ status: to, updatedAt: now, ...(reportUploadId ? { reportUploadId } : {}) })
      .where(and(eq(appraisalRequests.id, request.id), eq(appraisalRequests.status, request.status)))
      .returning({ id: appraisalRequests.id });
    if (!row) return false;
    await tx
      .insert(appraisalEvents)
      .values({ requestId: request.id, status: to, note, actorId: actor.id, createdAt: now });
    return true;
  });
  if (!moved) throw new ApiError('CONFLICT', { status: ['appraisal.errors.transition'] });
  const statusName = appraisalStatusNames[to]!;
  await notify(
    request.memberId,
    'request-status-changed',
    {
      request: {
        ar: `${translateKey('appraisal.requestName', 'ar')} #${request.id}`,
        en: `${translateKey('appraisal.requestName', 'en')} #${request.id}`,
      },
      status: {
        ar: translateKey(`appraisal.status.${statusName}`, 'ar'),
        en: translateKey(`appraisal.status.${statusName}`, 'en'),
      },
    },
    { link: '/profile/request-followup', dedupeKey: `appraisal:${request.id}:${to}` },
  );
}

export async function changeAppraisalStatus(
  requestId: number,
  appraiser: Member,
  change: AppraisalStatusChange,
): Promise<AppraisalRequest> {
  const request = await assignedRequest(requestId, appraiser);
  await moveRequest(request, change.status, appraiser, change.note || null);
  return (await presentRequests([requestId]))[0]!;
}

/** Checks the request can take its report before the file is stored (no orphan PDF for a refused move). */
export async function assertReportExpected(requestId: number, appraiser: Member): Promise<RequestRow> {
  const request = await assignedRequest(requestId, appraiser);
  if (request.status !== appraisalStatus.accepted)
    throw new ApiError('CONFLICT', { status: ['appraisal.errors.transition'] });
  return request;
}

export async function deliverAppraisalReport(
  request: RequestRow,
  appraiser: Member,
  reportUploadId: number,
  note: string | null,
): Promise<AppraisalRequest> {
  await moveRequest(request, appraisalStatus.delivered, appraiser, note, reportUploadId);
  return (await presentRequests([request.id]))[0]!;
}

/** An unpaid request of the member's, for paying its fee. */
export async function unpaidRequestOf(requestId: number, memberId: number): Promise<RequestRow> {
  const [request] = await db()
    .select()
    .from(appraisalRequests)
    .where(and(eq(appraisalRequests.id, requestId), eq(appraisalRequests.memberId, memberId)));
  if (!request) throw new ApiError('NOT_FOUND');
  if (request.paidAt) throw new ApiError('ALREADY_PAID');
  return request;
}
