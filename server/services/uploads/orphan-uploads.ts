import { and, eq, inArray, lt, notExists, notLike, or, sql, type SQLWrapper } from 'drizzle-orm';
import { db } from '../../db/client';
import { members, uploads } from '../../db/schema/accounts';
import { adVerifications } from '../../db/schema/ad-verifications';
import { appraisalDocuments, appraisalRequests } from '../../db/schema/appraisals';
import { auctionProperties } from '../../db/schema/market';
import { logger } from '../../logger';
import { storage } from '../../providers/storage/registry';
import type { UploadRule } from './uploads';

const GRACE_MS = 24 * 3600 * 1000;
const BATCH = 500;

type OrphanPurpose = Exclude<UploadRule['purpose'], 'avatar'>;

/**
 * What makes an upload of each purpose used. Uploads are stored before the form that names them is sent, so one never
 * named is left behind. Avatars (and offices' stamps, stored as avatars) are not here: the member row keeps a key, not
 * an upload id, and a replaced one is removed as it is replaced.
 */
const inUse: Record<OrphanPurpose, () => SQLWrapper> = {
  'appraisal-document': () =>
    db()
      .select({ one: sql`1` })
      .from(appraisalDocuments)
      .where(eq(appraisalDocuments.uploadId, uploads.id)),
  'appraisal-report': () =>
    db()
      .select({ one: sql`1` })
      .from(appraisalRequests)
      .where(eq(appraisalRequests.reportUploadId, uploads.id)),
  'supporting-document': () =>
    db()
      .select({ one: sql`1` })
      .from(members)
      .where(eq(members.licenceDocumentId, uploads.id)),
  'auction-file': () =>
    db()
      .select({ one: sql`1` })
      .from(auctionProperties)
      .where(eq(auctionProperties.fileKey, uploads.storageKey)),
  'verification-document': () =>
    db()
      .select({ one: sql`1` })
      .from(adVerifications)
      .where(or(eq(adVerifications.platePhotoId, uploads.id), eq(adVerifications.rightDocumentId, uploads.id))),
};

/**
 * Deletes uploads never attached to anything 24 hours after they were stored: the row, then the file (a file already
 * missing is fine; one that cannot be removed is logged and left). Each batch is one statement that checks the
 * reference again as it deletes, so an upload attached meanwhile stays. The demo seed's files (`…/demo-…`) are shared
 * by every demo database on one upload folder and are never removed.
 */
export async function deleteOrphanUploads(now = new Date(), options: { batchSize?: number } = {}) {
  const batchSize = options.batchSize ?? BATCH;
  const cutoff = new Date(now.getTime() - GRACE_MS);
  const deleted: Record<OrphanPurpose, number> = {
    'appraisal-document': 0,
    'appraisal-report': 0,
    'supporting-document': 0,
    'verification-document': 0,
    'auction-file': 0,
  };
  let filesKept = 0;
  for (const purpose of Object.keys(inUse) as OrphanPurpose[]) {
    for (;;) {
      const orphans = db()
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            eq(uploads.purpose, purpose),
            lt(uploads.createdAt, cutoff),
            notLike(uploads.storageKey, '%/demo-%'),
            notExists(inUse[purpose]()),
          ),
        )
        .orderBy(uploads.id)
        .limit(batchSize);
      const rows = await db()
        .delete(uploads)
        .where(and(inArray(uploads.id, orphans), notExists(inUse[purpose]())))
        .returning({ key: uploads.storageKey });
      for (const { key } of rows) {
        await storage()
          .remove(key)
          .catch((err: unknown) => {
            filesKept += 1;
            logger.warn({ err, key }, 'uploads: an orphan upload’s file could not be removed');
          });
      }
      deleted[purpose] += rows.length;
      if (rows.length < batchSize) break;
    }
  }
  return { ...deleted, filesKept };
}
