import { desc } from 'drizzle-orm';
import { db } from '../../db/client';
import { newsArticles } from '../../db/schema/market';
import { isVisibleNews } from './news-cards';

/** Every visible article's path and last change, for the sitemap. */
export async function newsSitemapEntries(now = new Date()): Promise<Array<{ path: string; updatedAt: Date }>> {
  const rows = await db()
    .select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt })
    .from(newsArticles)
    .where(isVisibleNews(now))
    .orderBy(desc(newsArticles.publishedAt));
  return rows.map((row) => ({ path: `/news/${row.slug}`, updatedAt: row.updatedAt }));
}
