import { and, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import { config } from '../../config';
import { db, type Db } from '../../db/client';
import { members, refreshTokens, uploads } from '../../db/schema/accounts';
import { adMedia, ads } from '../../db/schema/ads';
import { appraisalRequests } from '../../db/schema/appraisals';
import { newsletterSubscribers } from '../../db/schema/engagement';
import { financeRequests } from '../../db/schema/finance-requests';
import { balanceEntries, paymentOrders, promoRedemptions } from '../../db/schema/payments';
import { pushSubscriptions } from '../../db/schema/push';
import { logger } from '../../logger';
import { storage } from '../../providers/storage/registry';
import type { Storage } from '../../providers/storage/storage';
import { mediaFileKeys } from '../ads/ad-media-files';
import { expireAdPages } from '../ads/expire-ad-pages';
import { noticeNoLongerOffered } from '../notifications/favourite-notices';
import { queueDeliveriesAfterCommit } from '../notifications/notify';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletion takes the member out of public view at once, in one transaction: sign-in is blocked and every session
 * revoked, their published and expired ads are withdrawn (off every list, page, similar-ads block and saved-search
 * match; no phone reveal answers for them) with their followers told, the e-mail leaves the newsletter, web push
 * stops, and an office's marketeers no longer work for it (the office's page is gone with its deletion). The cached
 * pages of those ads and the lists are expired before this returns. The data itself is purged after
 * ACCOUNT_PURGE_DAYS (spec §9). False when the member was already deleted.
 */
export async function deleteMember(id: number, now = new Date()): Promise<boolean> {
  const done = await db().transaction(async (tx) => {
    const [member] = await tx
      .update(members)
      .set({
        deletedAt: now,
        purgeAfter: new Date(now.getTime() + config().ACCOUNT_PURGE_DAYS * DAY_MS),
        fcmToken: null,
        updatedAt: now,
      })
      .where(and(eq(members.id, id), isNull(members.deletedAt)))
      .returning({ email: members.email });
    if (!member) return undefined;
    const notices = await noticeNoLongerOffered(tx, and(eq(ads.ownerId, id), eq(ads.status, adStatus.approved))!);
    const withdrawn = await tx
      .update(ads)
      .set({ status: adStatus.pending, publishedAt: null, expiresAt: null, updatedAt: now })
      .where(and(eq(ads.ownerId, id), inArray(ads.status, [adStatus.approved, adStatus.expired])))
      .returning({ id: ads.id });
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.memberId, id), isNull(refreshTokens.revokedAt)));
    if (member.email)
      await tx
        .delete(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, member.email.toLowerCase()));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, id));
    await tx
      .update(members)
      .set({ officeId: null, officeStatus: null, updatedAt: now })
      .where(eq(members.officeId, id));
    return { adIds: withdrawn.map((ad) => ad.id), notices };
  });
  if (!done) return false;
  await queueDeliveriesAfterCommit(done.notices);
  await expireAdPages(done.adIds);
  return true;
}

/** The keys of every file stored for the member: ad media in every width, avatar, stamp, licence and appraisal documents and reports. */
async function storedFilesOf(tx: Tx, member: { id: number; avatarKey: string | null; stampKey: string | null }) {
  const [own, reports, media] = await Promise.all([
    tx.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.ownerId, member.id)),
    // An appraisal's report is the appraiser's upload, about this member's property.
    tx
      .select({ id: uploads.id, key: uploads.storageKey })
      .from(appraisalRequests)
      .innerJoin(uploads, eq(uploads.id, appraisalRequests.reportUploadId))
      .where(eq(appraisalRequests.memberId, member.id)),
    tx
      .select({ key: adMedia.storageKey, kind: adMedia.kind })
      .from(adMedia)
      .innerJoin(ads, eq(ads.id, adMedia.adId))
      .where(eq(ads.ownerId, member.id)),
  ]);
  const keys = new Set([...own, ...reports].map((file) => file.key));
  for (const key of [member.avatarKey, member.stampKey]) if (key) keys.add(key);
  return {
    keys,
    reportUploadIds: reports.map((file) => file.id),
    mediaKeys: new Set(media.flatMap(mediaFileKeys)),
    mediaOriginals: media.map((m) => m.key),
  };
}

/**
 * The rows commerce requires (payment orders with their charges and promo uses, and the credit ledger) move to a new
 * anonymous member row: no name, contact or link to the old id. The purge's cascade takes everything else.
 */
async function keepAccountsAnonymously(tx: Tx, memberId: number, deletedAt: Date): Promise<boolean> {
  const [order] = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(eq(paymentOrders.memberId, memberId))
    .limit(1);
  if (!order) return false;
  const [anonymous] = await tx.insert(members).values({ deletedAt, purgeAfter: null }).returning({ id: members.id });
  const to = { memberId: anonymous!.id };
  await tx.update(paymentOrders).set(to).where(eq(paymentOrders.memberId, memberId));
  await tx.update(promoRedemptions).set(to).where(eq(promoRedemptions.memberId, memberId));
  await tx.update(balanceEntries).set(to).where(eq(balanceEntries.memberId, memberId));
  return true;
}

export interface PurgeResult {
  members: number;
  /** Of them, members whose payment records were kept without their name and contacts. */
  accountsKept: number;
  filesDeleted: number;
  /** Files that could not be removed (logged, each with its key). */
  filesKept: number;
  /** Anonymous payment records past ACCOUNTING_RETENTION_YEARS, deleted. */
  expiredAccounts: number;
}

async function purgeOne(
  id: number,
  now: Date,
): Promise<{
  purged: boolean;
  accountsKept: boolean;
  keys: string[];
  mediaKeys: Set<string>;
  mediaOriginals: string[];
}> {
  return db().transaction(async (tx) => {
    const [member] = await tx
      .select({
        id: members.id,
        avatarKey: members.avatarKey,
        stampKey: members.stampKey,
        deletedAt: members.deletedAt,
      })
      .from(members)
      .where(and(eq(members.id, id), lte(members.purgeAfter, now)))
      .for('update');
    if (!member) return { purged: false, accountsKept: false, keys: [], mediaKeys: new Set(), mediaOriginals: [] };
    const files = await storedFilesOf(tx, member);
    if (files.reportUploadIds.length) await tx.delete(uploads).where(inArray(uploads.id, files.reportUploadIds));
    // Kept with a null member otherwise (set null), and they hold the applicant's name and phone.
    await tx.delete(financeRequests).where(eq(financeRequests.memberId, id));
    const accountsKept = await keepAccountsAnonymously(tx, id, member.deletedAt ?? now);
    await tx.delete(members).where(eq(members.id, id));
    return {
      purged: true,
      accountsKept,
      keys: [...files.keys],
      mediaKeys: files.mediaKeys,
      mediaOriginals: files.mediaOriginals,
    };
  });
}

/**
 * The demo seed's files (`…/demo-…`) and photos it shares between ads are used by other rows or other demo databases on
 * the same folder: only files nothing else names are removed.
 */
async function removableKeys(keys: string[], mediaOriginals: string[], mediaKeys: Set<string>): Promise<string[]> {
  const shared = mediaOriginals.length
    ? await db()
        .select({ key: adMedia.storageKey, kind: adMedia.kind })
        .from(adMedia)
        .where(inArray(adMedia.storageKey, mediaOriginals))
    : [];
  const stillUsed = new Set(shared.flatMap(mediaFileKeys));
  return [...new Set([...keys, ...mediaKeys])].filter((key) => !key.includes('/demo-') && !stillUsed.has(key));
}

async function removeFiles(keys: string[], files: Storage): Promise<{ deleted: number; kept: number }> {
  let deleted = 0;
  for (const key of keys) {
    try {
      await files.remove(key);
      deleted += 1;
    } catch (err) {
      logger.warn({ err, key }, 'purge: a file could not be removed');
    }
  }
  return { deleted, kept: keys.length - deleted };
}

/** Anonymous payment records whose last order and ledger row are older than the retention period. */
async function deleteExpiredAccounts(now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - config().ACCOUNTING_RETENTION_YEARS);
  const newer = (table: typeof paymentOrders | typeof balanceEntries) =>
    db()
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.memberId, members.id), sql`${table.createdAt} > ${cutoff.toISOString()}::timestamptz`));
  const rows = await db()
    .delete(members)
    .where(
      and(
        isNotNull(members.deletedAt),
        isNull(members.purgeAfter),
        lte(members.deletedAt, now),
        notExists(newer(paymentOrders)),
        notExists(newer(balanceEntries)),
      ),
    )
    .returning({ id: members.id });
  return rows.length;
}

/**
 * Permanently removes members whose grace period is over: their rows (the cascade takes ads, favourites, saved
 * searches, requests, notifications…), then every file stored for them, on whichever storage is in use. Payment
 * records are kept without the person (keepAccountsAnonymously) until ACCOUNTING_RETENTION_YEARS after the last one.
 */
export async function purgeDeletedMembers(now = new Date(), files: Storage = storage()): Promise<PurgeResult> {
  const due = await db().select({ id: members.id }).from(members).where(lte(members.purgeAfter, now));
  const result: PurgeResult = { members: 0, accountsKept: 0, filesDeleted: 0, filesKept: 0, expiredAccounts: 0 };
  for (const { id } of due) {
    const purged = await purgeOne(id, now);
    if (!purged.purged) continue;
    result.members += 1;
    if (purged.accountsKept) result.accountsKept += 1;
    const removed = await removeFiles(await removableKeys(purged.keys, purged.mediaOriginals, purged.mediaKeys), files);
    result.filesDeleted += removed.deleted;
    result.filesKept += removed.kept;
  }
  result.expiredAccounts = await deleteExpiredAccounts(now);
  return result;
}
