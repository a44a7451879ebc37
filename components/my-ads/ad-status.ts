import type { AdStatusAction } from '@/lib/api/my-ads';
import { adStatus, type AdStatus } from '@/lib/constants';

export const statusKeys = { 0: 'pending', 1: 'approved', 2: 'expired', 3: 'rejected' } as const satisfies Record<
  AdStatus,
  string
>;
export type StatusKey = (typeof statusKeys)[AdStatus];

/** The order of the status tabs: what the owner acts on first. */
export const statusOrder: AdStatus[] = [adStatus.approved, adStatus.pending, adStatus.expired, adStatus.rejected];

/** A live ad past its expiry is expired for its owner too, before the expiry job has caught up. */
export function ownerStatus(status: AdStatus, isExpired: boolean): AdStatus {
  return status === adStatus.approved && isExpired ? adStatus.expired : status;
}

/** The one status change that fits the ad's state: publish a draft, withdraw a live ad, repost an expired one. */
export function statusActionFor(status: AdStatus, isExpired: boolean): AdStatusAction | undefined {
  if (ownerStatus(status, isExpired) === adStatus.expired) return 'repost';
  if (status === adStatus.pending) return 'publish';
  if (status === adStatus.approved) return 'cancel';
  return undefined;
}
