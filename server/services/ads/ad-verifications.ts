import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { memberName } from '@/lib/member-name';
import type {
  AdVerification,
  AdVerificationState,
  AdVerificationStatusSlug,
  VerificationDecision,
  VerificationQueueRow,
} from '@/lib/schemas/ad-verifications';
import { db } from '../../db/client';
import { accountTypes, members, uploads } from '../../db/schema/accounts';
import { adVerifications } from '../../db/schema/ad-verifications';
import { ads } from '../../db/schema/ads';
import { ApiError } from '../../lib/errors';
import { translateKey } from '../../lib/translate';
import { notify } from '../notifications/notify';
import { storeUpload, uploadRules, type CheckedFile } from '../uploads/uploads';
import { isLive } from './ad-cards';
import { recordAudit } from '../staff/audit-log';
import { verifiedAtColumn } from './verified-badge';

/*
 * Verified listings (issue 29 §5): the advertiser of a live ad sends its unit number, a photo of the unit's address
 * plate taken at the door and, for an owner (not an office), a document showing the right to let or sell. An operator
 * checks them and grants the badge (the ad's `verified_at`) or refuses with a reason; the owner is told either way.
 * The badge lapses without a fresh availability confirmation (verified-badge.ts).
 */

function toRequest(row: typeof adVerifications.$inferSelect): AdVerification {
  return {
    id: row.id,
    adId: row.adId,
    status: row.status,
    unitNumber: row.unitNumber,
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The owner's live ad, or 404 (another member's ad is never 403: nobody learns it exists). */
async function ownLiveAd(memberId: number, adId: number, now: Date) {
  const [ad] = await db()
    .select({ id: ads.id, live: sql<boolean>`${isLive(now)}` })
    .from(ads)
    .where(and(eq(ads.id, adId), eq(ads.ownerId, memberId)));
  if (!ad) throw new ApiError('NOT_FOUND');
  // Only a live ad can be checked against the unit it offers.
  if (!ad.live) throw new ApiError('CONFLICT');
}

/** Whether the member advertises as an owner (an individual), who also sends a document of the right to let or sell. */
export async function isOwnerAdvertiser(memberId: number): Promise<boolean> {
  const [member] = await db()
    .select({ accountType: members.accountType })
    .from(members)
    .where(eq(members.id, memberId));
  return member?.accountType !== accountTypes.office;
}

/**
 * Checks a request before its files are stored (the ad is the member's and live, no request of it is open, the files
 * are what an owner or an office must send), so a refused request leaves nothing behind.
 */
export async function assertCanRequest(
  memberId: number,
  adId: number,
  files: CheckedFile[],
  now = new Date(),
): Promise<void> {
  await ownLiveAd(memberId, adId, now);
  const [open] = await db()
    .select({ id: adVerifications.id })
    .from(adVerifications)
    .where(and(eq(adVerifications.adId, adId), eq(adVerifications.status, 'pending')));
  if (open) throw new ApiError('CONFLICT');
  const [plate, document] = files;
  if (!plate?.type.startsWith('image/'))
    throw new ApiError('VALIDATION_FAILED', { files: ['adVerifications.validation.platePhoto'] });
  if (!document && (await isOwnerAdvertiser(memberId)))
    throw new ApiError('VALIDATION_FAILED', { files: ['adVerifications.validation.rightDocument'] });
}

/** Stores the request's private files and opens it; the one-open-request index settles a race of two. */
export async function requestVerification(
  memberId: number,
  adId: number,
  unitNumber: string,
  files: CheckedFile[],
): Promise<AdVerification> {
  const stored = [];
  for (const file of files) stored.push(await storeUpload(memberId, file, uploadRules.verificationDocument));
  const [row] = await db()
    .insert(adVerifications)
    .values({
      adId,
      requesterId: memberId,
      unitNumber,
      platePhotoId: stored[0]!.id,
      rightDocumentId: stored[1]?.id ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError('CONFLICT');
  return toRequest(row);
}

/** The owner's requests for their ad and its live badge; another member's ad is 404. */
export async function verificationStateOf(
  memberId: number,
  adId: number,
  now = new Date(),
): Promise<AdVerificationState> {
  const [ad] = await db()
    .select({ verifiedAt: verifiedAtColumn(now) })
    .from(ads)
    .where(and(eq(ads.id, adId), eq(ads.ownerId, memberId)));
  if (!ad) throw new ApiError('NOT_FOUND');
  const rows = await db()
    .select()
    .from(adVerifications)
    .where(eq(adVerifications.adId, adId))
    .orderBy(desc(adVerifications.requestedAt), desc(adVerifications.id))
    .limit(20);
  return { verifiedAt: ad.verifiedAt?.toISOString() ?? null, requests: rows.map(toRequest) };
}

/** The operator's queue: requests by status, the longest-waiting first (decided ones the latest first). */
export async function verificationQueue(status: AdVerificationStatusSlug = 'pending'): Promise<VerificationQueueRow[]> {
  const rows = await db()
    .select({
      request: adVerifications,
      ad: { id: ads.id, title: ads.title, unitNumber: ads.unitNumber },
      advertiser: {
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        accountType: members.accountType,
        companyName: members.companyName,
      },
    })
    .from(adVerifications)
    .innerJoin(ads, eq(ads.id, adVerifications.adId))
    .innerJoin(members, eq(members.id, adVerifications.requesterId))
    .where(eq(adVerifications.status, status))
    .orderBy(
      status === 'pending' ? asc(adVerifications.requestedAt) : desc(adVerifications.decidedAt),
      asc(adVerifications.id),
    )
    .limit(200);
  return rows.map(({ request, ad, advertiser }) => {
    const isOffice = advertiser.accountType === accountTypes.office;
    return {
      ...toRequest(request),
      hasDocument: request.rightDocumentId !== null,
      ad,
      advertiser: {
        id: advertiser.id,
        displayName: (isOffice && advertiser.companyName) || memberName(advertiser),
        isOffice,
      },
    };
  });
}

/**
 * Grants or refuses an open request. A grant writes the unit number the plate shows onto the ad and starts its badge;
 * the decision goes to the staff audit log and the advertiser is told. 404 when the request is not open.
 */
export async function decideVerification(
  operatorId: number,
  requestId: number,
  decision: VerificationDecision,
  now = new Date(),
): Promise<AdVerification> {
  const granted = decision.decision === 'grant';
  const reason = decision.decision === 'refuse' ? decision.reason : null;
  const result = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(adVerifications)
      .set({ status: granted ? 'granted' : 'refused', reason, reviewerId: operatorId, decidedAt: now })
      .where(and(eq(adVerifications.id, requestId), eq(adVerifications.status, 'pending')))
      .returning();
    if (!row) return undefined;
    const [before] = await tx
      .select({ title: ads.title, unitNumber: ads.unitNumber, verifiedAt: ads.verifiedAt, status: ads.status })
      .from(ads)
      .where(eq(ads.id, row.adId))
      .for('update');
    if (granted) {
      // Granted on an ad that is no longer live: nothing to vouch for.
      if (before?.status !== adStatus.approved) throw new ApiError('CONFLICT');
      await tx.update(ads).set({ verifiedAt: now, unitNumber: row.unitNumber }).where(eq(ads.id, row.adId));
    }
    await recordAudit(tx, {
      actorId: operatorId,
      action: granted ? 'ad-verification.grant' : 'ad-verification.refuse',
      entityType: 'ad-verification',
      entityId: row.id,
      note: reason,
      before: {
        status: 'pending',
        adVerifiedAt: before?.verifiedAt?.toISOString() ?? null,
        unitNumber: before?.unitNumber ?? null,
      },
      after: {
        status: row.status,
        adVerifiedAt: granted ? now.toISOString() : (before?.verifiedAt?.toISOString() ?? null),
        unitNumber: granted ? row.unitNumber : (before?.unitNumber ?? null),
      },
      at: now,
    });
    return { row, title: before?.title ?? '' };
  });
  if (!result) throw new ApiError('NOT_FOUND');
  const { row, title } = result;
  const request = (locale: Locale) => `${translateKey('adVerifications.notice.request', locale)} “${title}”`;
  const text = (locale: Locale) =>
    granted
      ? translateKey('adVerifications.notice.granted', locale).replace('{date}', formatDate(now, locale))
      : translateKey('adVerifications.notice.refused', locale).replace('{reason}', reason ?? '');
  await notify(
    row.requesterId,
    'request-status-changed',
    {
      request: { ar: request('ar'), en: request('en') },
      status: { ar: text('ar'), en: text('en') },
    },
    { link: `/ads/${row.adId}`, dedupeKey: `ad-verification:${row.id}` },
  );
  return toRequest(row);
}

/** A request's private file for the operator checking it. */
export async function verificationFileKey(requestId: number, file: 'plate' | 'document'): Promise<string | undefined> {
  const column = file === 'plate' ? adVerifications.platePhotoId : adVerifications.rightDocumentId;
  const [row] = await db()
    .select({ key: uploads.storageKey })
    .from(adVerifications)
    .innerJoin(uploads, eq(uploads.id, column))
    .where(eq(adVerifications.id, requestId));
  return row?.key;
}
