import { inArray, type SQL } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import { ads } from '../../db/schema/ads';

/**
 * Whether an ad is shown to the public: live or expired (an expired ad's page stays up, marked as such); a pending
 * (new or withdrawn) or rejected ad is its owner's only. The one definition for everything that serves an ad's files.
 */
export const isPublicAd = (): SQL => inArray(ads.status, [adStatus.approved, adStatus.expired]);
