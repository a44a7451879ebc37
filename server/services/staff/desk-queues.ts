import { count, eq } from 'drizzle-orm';
import type { StaffDeskKey } from '@/lib/staff-desks';
import { db } from '../../db/client';
import { dealImports } from '../../db/schema/deal-imports';
import { verificationQueue } from '../ads/ad-verifications';
import { pendingDealReviews } from '../deals/deal-reviews';
import { deskHealth } from '../moderation/desk';
import { licenceQueue } from '../offices/licences';

/** What waits at each desk that counts its work: the back office's cards and its dashboard show the same numbers. */
const waitingAt: Partial<Record<StaffDeskKey, () => Promise<number>>> = {
  moderation: async () => (await deskHealth()).waiting,
  licences: async () => (await licenceQueue('pending')).length,
  adVerifications: async () => (await verificationQueue('pending')).length,
  dealReviews: pendingDealReviews,
  dealImports: async () => {
    const [row] = await db().select({ files: count() }).from(dealImports).where(eq(dealImports.status, 'checked'));
    return row?.files ?? 0;
  },
};

/** The desks among these that count their work, with what waits at each (undefined for the others). */
export const waitingAtDesks = (desks: readonly StaffDeskKey[]) => Promise.all(desks.map((desk) => waitingAt[desk]?.()));

export const countedDesks = Object.keys(waitingAt) as StaffDeskKey[];
