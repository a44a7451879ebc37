import type { Db } from '../../db/client';
import { newsArticles } from '../../db/schema/market';
import { kuwaitMidnight } from '../../../lib/kuwait-time';
import { newsArticleSeeds } from './news-articles';
import { storeNewsCover } from './news-covers';

const dayMs = 86_400_000;
const hourMs = 3_600_000;

/**
 * The demo newsroom: every article dated back from the start of today's Kuwait day (the same dates all day), with its
 * cover rendered into storage. Articles whose slug exists are left as they are; returns how many it inserted.
 */
export async function seedDemoNews(db: Db, options: { now?: Date } = {}): Promise<number> {
  const anchor = kuwaitMidnight(options.now ?? new Date()).getTime();
  const rows: Array<typeof newsArticles.$inferInsert> = [];
  for (const article of newsArticleSeeds) {
    const publishedAt = new Date(anchor - article.daysAgo * dayMs + article.hour * hourMs);
    rows.push({
      slug: article.slug,
      category: article.category,
      titleAr: article.titleAr,
      titleEn: article.titleEn,
      summaryAr: article.summaryAr,
      summaryEn: article.summaryEn,
      bodyAr: article.bodyAr.join('\n\n'),
      bodyEn: article.bodyEn.join('\n\n'),
      coverKey: await storeNewsCover(article.slug, article.category),
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }
  const inserted = await db
    .insert(newsArticles)
    .values(rows)
    .onConflictDoNothing({ target: newsArticles.slug })
    .returning({ id: newsArticles.id });
  return inserted.length;
}
