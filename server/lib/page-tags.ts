import { z } from 'zod/mini';

/**
 * The one list of tags the pages' cached data and rendered pages carry (Next's data cache and ISR): a write through
 * the API expires its tags, so every page showing that data renders fresh on its next visit.
 * `ads`: every list of ads (list pages, the home page's special ads); `ad:{id}`: every page showing that one ad (its
 * own page, and the pages listing it among similar ads); `price-levels`: every ad's own page, whose fair-price line
 * reads the area price levels. The site content desk's tags: `faqs` (the FAQ page),
 * `site-page:{key}` (one content page: about, privacy, terms, account deletion), `banners:{screen}` (the pages showing
 * that screen's banners), `seo:{screen}` (the metadata of the pages of that SEO screen).
 */
export const pageTags = {
  ads: 'ads',
  ad: (id: number) => `ad:${id}` as const,
  deals: 'deals',
  priceLevels: 'price-levels',
  auctions: 'auctions',
  news: 'news',
  faqs: 'faqs',
  sitePage: (key: string) => `site-page:${key}` as const,
  banners: (screen: string) => `banners:${screen}` as const,
  seo: (screen: string) => `seo:${screen}` as const,
} as const;

export type PageCacheTag =
  | 'ads'
  | 'deals'
  | 'price-levels'
  | 'auctions'
  | 'news'
  | 'faqs'
  | `ad:${number}`
  | `site-page:${string}`
  | `banners:${string}`
  | `seo:${string}`;

/** Tags expired by one call; a job expiring more sends several calls. */
export const MAX_TAGS_PER_REVALIDATION = 100;

export const pageCacheTagSchema = z.union([
  z.enum(['ads', 'deals', 'price-levels', 'auctions', 'news', 'faqs']),
  z.string().check(z.regex(/^ad:[1-9]\d{0,15}$/)),
  z.string().check(z.regex(/^(site-page|banners|seo):[a-z0-9-]{1,60}$/)),
]);

/** What a write to one ad expires: that ad's pages and every list. */
export const adWriteTags = (id: number): PageCacheTag[] => [pageTags.ads, pageTags.ad(id)];
