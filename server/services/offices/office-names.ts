import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { compactKey } from '@/lib/search/normalize-arabic';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { ApiError } from '../../lib/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Two office names are one when people would read them as one: case, spaces, punctuation, digits and Arabic spelling
 * variants folded (manzil_normalize, the search key), then the spaces dropped ("مكتب الخليج" = "مكتبالخليج").
 */
const nameKey = sql`replace(manzil_normalize(${members.companyName}), ' ', '')`;

export const sameOfficeName = (a: string | null, b: string | null) => compactKey(a ?? '') === compactKey(b ?? '');

/**
 * Refuses a name another verified office carries, so a badge never vouches for two offices of one name. Inside the
 * writing transaction, behind a lock that orders every such check, so two offices cannot take one name at once.
 */
export async function assertOfficeNameFree(tx: Tx, name: string | null, officeId: number): Promise<void> {
  if (!name || !compactKey(name)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('manzil:office-names'))`);
  const [other] = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.licenceStatus, 'verified'),
        eq(members.brokerType, 'licensed'),
        isNull(members.deletedAt),
        ne(members.id, officeId),
        sql`${nameKey} = ${compactKey(name)}`,
      ),
    )
    .limit(1);
  if (other) throw new ApiError('OFFICE_NAME_TAKEN', { companyName: ['auth.officeNameTaken'] });
}

/** A renamed office goes back to review: the badge vouched for the name it was verified under. */
export const backToReview = { licenceStatus: 'pending' as const, licenceReviewReason: null, licenceReviewedAt: null };
