import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { NewsCard, NewsCover } from '@/lib/schemas/news';
import { newsArticles } from '../../db/schema/market';
import { storage } from '../../providers/storage/registry';
import { variantKey } from '../ads/ad-details';

/** Covers are stored 1280 × 720 with these smaller widths beside them (`news/x.webp` → `news/x-640.webp`). */
export const NEWS_COVER_SIZE = { width: 1280, height: 720 } as const;
export const NEWS_COVER_WIDTHS = [640, 320] as const;

/** Published and not scheduled for later: what lists, pages and public cover files show. */
export function isVisibleNews(now: Date): SQL {
  return and(eq(newsArticles.isPublished, true), lte(newsArticles.publishedAt, now))!;
}

/** The card fields in one language. */
export function newsCardColumns(locale: Locale) {
  const ar = locale === 'ar';
  return {
    id: newsArticles.id,
    slug: newsArticles.slug,
    category: newsArticles.category,
    title: ar ? newsArticles.titleAr : newsArticles.titleEn,
    summary: ar ? newsArticles.summaryAr : newsArticles.summaryEn,
    coverKey: newsArticles.coverKey,
    publishedAt: newsArticles.publishedAt,
  };
}

type CardRow = {
  slug: string;
  category: NewsCard['category'];
  title: string;
  summary: string;
  coverKey: string | null;
  publishedAt: Date;
};

function toCover(key: string | null): NewsCover | null {
  if (!key) return null;
  const files = storage();
  return {
    url: files.publicUrl(key),
    ...NEWS_COVER_SIZE,
    responsive: NEWS_COVER_WIDTHS.map((width) => ({ width, url: files.publicUrl(variantKey(key, width)) })),
  };
}

export function toNewsCard(row: CardRow): NewsCard {
  return {
    slug: row.slug,
    category: row.category,
    title: row.title,
    summary: row.summary,
    cover: toCover(row.coverKey),
    publishedAt: row.publishedAt.toISOString(),
  };
}
