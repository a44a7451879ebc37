import type { AdStatus } from '@/lib/constants';

/** A page of the owner's ads list: `/profile/ads?status=2&page=3` (all statuses without `status`, page 1 without `page`). */
export function myAdsHref(status: AdStatus | undefined, page = 1): string {
  const query = new URLSearchParams();
  if (status !== undefined) query.set('status', String(status));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/profile/ads?${search}` : '/profile/ads';
}
