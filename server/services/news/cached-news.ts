import type { Metadata } from 'next';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/lib/i18n/config';
import type { NewsCategory } from '@/lib/schemas/news';
import { pageTags } from '../../lib/page-tags';
import { seoMetadata, type SeoFallback } from '../seo-metadata';
import { findNewsArticle } from './find-news';
import { listNews } from './list-news';

/**
 * Pages read news through Next's data cache, so a page is served without a database round trip. Every entry carries
 * the news tag: whatever changes articles expires it (`invalidatePages`); the seed writes before the web app starts,
 * and the revalidation window bounds anything older.
 */
const cacheOptions = { tags: [pageTags.news], revalidate: 300 };

export const cachedNewsPage = unstable_cache(
  (locale: Locale, page: number, category: NewsCategory | null) =>
    listNews({ page, category: category ?? undefined }, locale),
  ['news-page'],
  cacheOptions,
);

/** null (not undefined, which the cache cannot store) for an unknown or hidden article. */
export const cachedNewsArticle = unstable_cache(
  async (slug: string, locale: Locale) => (await findNewsArticle(slug, locale)) ?? null,
  ['news-article'],
  cacheOptions,
);

/** The newest articles, for the home page's news section. */
export const cachedLatestNews = unstable_cache(
  async (locale: Locale, count: number) => (await listNews({ pageSize: count }, locale)).data,
  ['news-latest'],
  cacheOptions,
);

/** The news screen's SEO configuration, read once per window instead of on every request of the dynamic list page. */
export const cachedNewsScreenMetadata = unstable_cache(
  (locale: Locale, fallback: SeoFallback): Promise<Metadata> => seoMetadata('news', locale, fallback),
  ['news-screen-metadata'],
  cacheOptions,
);
