import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import { RELATED_NEWS_COUNT, type NewsArticle, type NewsCard } from '@/lib/schemas/news';
import { db } from '../../db/client';
import { newsArticles } from '../../db/schema/market';
import { isVisibleNews, newsCardColumns, toNewsCard } from './news-cards';

/** Other visible articles: the same category first, then the most recent. */
async function relatedNews(
  article: { id: number; category: NewsCard['category'] },
  locale: Locale,
  now: Date,
): Promise<NewsCard[]> {
  const rows = await db()
    .select(newsCardColumns(locale))
    .from(newsArticles)
    .where(and(isVisibleNews(now), ne(newsArticles.id, article.id)))
    .orderBy(
      sql`(${newsArticles.category} = ${article.category}) desc`,
      desc(newsArticles.publishedAt),
      desc(newsArticles.id),
    )
    .limit(RELATED_NEWS_COUNT);
  return rows.map(toNewsCard);
}

/** A visible article in one language with its related articles; undefined for an unknown, unpublished or scheduled one. */
export async function findNewsArticle(
  slug: string,
  locale: Locale,
  now = new Date(),
): Promise<NewsArticle | undefined> {
  const ar = locale === 'ar';
  const [row] = await db()
    .select({
      ...newsCardColumns(locale),
      body: ar ? newsArticles.bodyAr : newsArticles.bodyEn,
      updatedAt: newsArticles.updatedAt,
      tags: newsArticles.tags,
    })
    .from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), isVisibleNews(now)));
  if (!row) return undefined;
  return {
    ...toNewsCard(row),
    body: row.body,
    tags: row.tags,
    updatedAt: row.updatedAt.toISOString(),
    related: await relatedNews(row, locale, now),
  };
}
