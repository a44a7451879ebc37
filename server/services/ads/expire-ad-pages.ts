import { invalidatePages } from '../../lib/page-cache';
import { MAX_TAGS_PER_REVALIDATION, pageTags, type PageCacheTag } from '../../lib/page-tags';

/** Expires the pages of these ads and every list, in as many calls as the revalidation route takes tags. */
export async function expireAdPages(adIds: number[]): Promise<void> {
  const perCall = MAX_TAGS_PER_REVALIDATION - 1;
  for (let start = 0; start < adIds.length; start += perCall) {
    const tags: PageCacheTag[] = [pageTags.ads, ...adIds.slice(start, start + perCall).map(pageTags.ad)];
    await invalidatePages(tags);
  }
}
