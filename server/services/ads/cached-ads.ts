import { unstable_cache } from 'next/cache';
import type { AdCard, AdDetail, AdListQuery } from '@/lib/schemas/ads';
import { pageTags } from '../../lib/page-tags';
import { findAd } from './ad-details';
import { listAds } from './list-ads';
import { listSimilarAds } from './similar-ads';

/** Longest a cached ad or list is shown without a write expiring it: ads also expire by the clock. */
export const AD_PAGE_REVALIDATE_SECONDS = 300;

/**
 * One public ad through Next's data cache, tagged with the ad: the page that reads it is cached (ISR) under the same
 * tag, and the owner's writes through the API expire it at once; its fair-price line expires with the area price
 * levels (`price-levels`). null (the cache cannot store undefined) when the ad
 * is not public.
 */
export const cachedAd = (id: number): Promise<AdDetail | null> =>
  unstable_cache(async () => (await findAd(id)) ?? null, ['ad', String(id)], {
    tags: [pageTags.ad(id), pageTags.priceLevels],
    revalidate: AD_PAGE_REVALIDATE_SECONDS,
  })();

/**
 * The ads like this one, read on every render of the page that shows them (that page is the cache) and passed through
 * the data cache under the tag of every ad shown, so the page carries those tags: withdrawing or editing one of them
 * expires it too. A newly published look-alike appears within the revalidation window.
 */
export async function cachedSimilarAds(id: number): Promise<AdCard[]> {
  const similar = (await listSimilarAds(id)) ?? [];
  const ids = similar.map((ad) => ad.id);
  return unstable_cache(async () => similar, ['similar-ads', String(id), ...ids.map(String)], {
    tags: ids.map(pageTags.ad),
    revalidate: AD_PAGE_REVALIDATE_SECONDS,
  })();
}

/**
 * A page of the public list through Next's data cache, tagged `ads`: the list pages served from the page cache carry
 * the tag, so any write to an ad expires them at once. Only for the cached lists' bounded set of filters
 * (lib/cached-lists.ts); free-text searches read the database directly.
 */
export const cachedListAds = unstable_cache((query: AdListQuery) => listAds(query), ['ad-list'], {
  tags: [pageTags.ads],
  revalidate: AD_PAGE_REVALIDATE_SECONDS,
});
