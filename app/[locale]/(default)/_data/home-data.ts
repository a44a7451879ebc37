import { unstable_cache } from 'next/cache';
import type { Locale } from '@/lib/i18n/config';
import { pageTags } from '@/server/lib/page-tags';
import { listAuctions } from '@/server/services/auctions/list-auctions';
import { listDeals } from '@/server/services/deals/list-deals';
import { listSpecialAds } from '@/server/services/ads/special-ads';
import { cachedLatestNews } from '@/server/services/news/cached-news';

const UPCOMING_AUCTIONS = 4;
const RECENT_DEALS = 6;
const SPECIAL_ADS = 8;
const LATEST_NEWS = 4;

/** Today's sessions first, then the coming ones, so the home page never shows an empty auctions row before a quiet week. */
const nextAuctions = unstable_cache(
  async () => {
    const [today, upcoming] = await Promise.all([listAuctions({ tab: 'today' }), listAuctions({ tab: 'upcoming' })]);
    return [...today.data, ...upcoming.data].slice(0, UPCOMING_AUCTIONS);
  },
  ['home', 'auctions'],
  { revalidate: 60, tags: [pageTags.auctions] },
);

const recentDeals = unstable_cache(
  async () => (await listDeals({ pageSize: RECENT_DEALS }, { fullAccess: false })).data,
  ['home', 'deals'],
  { revalidate: 300, tags: [pageTags.deals] },
);

const specialAds = unstable_cache(() => listSpecialAds(SPECIAL_ADS), ['home', 'special-ads'], {
  revalidate: 60,
  tags: [pageTags.ads],
});

/** Everything the home page shows from the market, each part cached so a visit costs no database round trip. */
export async function loadHomeSections(locale: Locale) {
  const [auctions, deals, ads, news] = await Promise.all([
    nextAuctions(),
    recentDeals(),
    specialAds(),
    cachedLatestNews(locale, LATEST_NEWS),
  ]);
  return { auctions, deals, ads, news };
}
