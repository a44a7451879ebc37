import type { AdStatus } from '@/lib/constants';
import { myAdsQuerySchema } from '@/lib/schemas/ads';
import { validParams, type SearchParams } from '@/lib/search-params';

/** A page of the owner's ads list: `/profile/ads?status=2&page=3` (all statuses without `status`, page 1 without `page`). */
export function myAdsHref(status: AdStatus | undefined, page = 1): string {
  const query = new URLSearchParams();
  if (status !== undefined) query.set('status', String(status));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/profile/ads?${search}` : '/profile/ads';
}

/** The list's `status` and `page`, each checked on its own: a hand-edited bad value shows every status or page 1. */
export function myAdsFilter(search: SearchParams): { statusId?: AdStatus; page?: number } {
  return validParams(myAdsQuerySchema.shape, { statusId: search.status, page: search.page });
}
