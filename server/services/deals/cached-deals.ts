import { unstable_cache } from 'next/cache';
import type { DealListQuery, DealTrendQuery } from '@/lib/schemas/deals';
import { pageTags } from '../../lib/page-tags';
import { dealTrend } from './deal-trend';
import { listDeals } from './list-deals';

/**
 * Pages read the deals everyone may see through Next's data cache under the deals tag: an approved member deal or an
 * import expires them at once (`invalidatePages`), in every render worker. The API caches its answers under the same
 * tag (server/lib/api-cache.ts).
 */
const cacheOptions = { tags: [pageTags.deals], revalidate: 300 };

export const cachedPublicDeals = unstable_cache(
  (query: DealListQuery) => listDeals(query, { fullAccess: false }),
  ['deals-public-list'],
  cacheOptions,
);

export const cachedDealTrend = unstable_cache(
  (query: DealTrendQuery) => dealTrend(query),
  ['deals-trend'],
  cacheOptions,
);
