import { and, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import { NEWS_PAGE_SIZE, type NewsListQuery, type NewsPage } from '@/lib/schemas/news';
import { db } from '../../db/client';
import { newsArticles } from '../../db/schema/market';
import { isVisibleNews, newsCardColumns, toNewsCard } from './news-cards';

/** A page of visible articles, newest first, in one language. */
export async function listNews(query: NewsListQuery, locale: Locale, now = new Date()): Promise<NewsPage> {
  const currentPage = query.page ?? 1;
  const pageSize = query.pageSize ?? NEWS_PAGE_SIZE;
  const where = query.category
    ? and(isVisibleNews(now), eq(newsArticles.category, query.category))
    : isVisibleNews(now);
  const [rows, [total]] = await Promise.all([
    db()
      .select(newsCardColumns(locale))
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    db().select({ value: count() }).from(newsArticles).where(where),
  ]);
  return { data: rows.map(toNewsCard), totalItems: total?.value ?? 0, currentPage, pageSize };
}
