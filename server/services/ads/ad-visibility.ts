import { and, inArray, isNull, type SQL } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import { ads } from '../../db/schema/ads';

/**
 * Whether an ad is shown to the public: live or expired (an expired ad's page stays up, marked as such); a pending
 * (new or withdrawn) or rejected ad, or one whose owner is suspended, is its owner's only. The one definition for the
 * ad's page, its files, its views and favourites.
 */
export const isPublicAd = (): SQL =>
  and(inArray(ads.status, [adStatus.approved, adStatus.expired]), isNull(ads.ownerSuspendedAt))!;
