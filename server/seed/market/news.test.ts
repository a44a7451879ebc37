import { asc, count, max, min } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsCategories, newsSlugPattern } from '@/lib/schemas/news';
import { storage } from '../../providers/storage/registry';
import { variantKey } from '../../services/ads/ad-details';
import { NEWS_COVER_WIDTHS } from '../../services/news/news-cards';
import { openDatabase, type Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { newsArticles } from '../../db/schema/market';
import { seedDemoNews } from './news';

const now = new Date('2026-11-21T09:00:00Z');
const day = 86_400_000;
let database: Database;
let firstRun: number;

beforeAll(async () => {
  database = openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  firstRun = await seedDemoNews(database.db, { now });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const rows = () => database.db.select().from(newsArticles).orderBy(asc(newsArticles.id));

describe('seedDemoNews', () => {
  it('writes at least twenty articles in every category', async () => {
    const all = await rows();
    expect(firstRun).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(new Set(all.map((a) => a.category))).toEqual(new Set(newsCategories));
    for (const article of all) expect(article.slug).toMatch(newsSlugPattern);
  });

  it('has Arabic and English texts that differ, with three to six paragraphs each', async () => {
    for (const article of await rows()) {
      for (const [ar, en] of [
        [article.titleAr, article.titleEn],
        [article.summaryAr, article.summaryEn],
        [article.bodyAr, article.bodyEn],
      ] as const) {
        expect(ar, article.slug).toMatch(/[\u0600-\u06ff]/);
        expect(en, article.slug).not.toMatch(/[\u0600-\u06ff]/);
        expect(en, article.slug).toMatch(/[A-Za-z]/);
        expect(ar).not.toBe(en);
      }
      const arParagraphs = article.bodyAr.split('\n\n');
      expect(arParagraphs.length, article.slug).toBeGreaterThanOrEqual(3);
      expect(arParagraphs.length, article.slug).toBeLessThanOrEqual(6);
      expect(article.bodyEn.split('\n\n').length, article.slug).toBe(arParagraphs.length);
    }
  });

  it('dates articles over the eight months before the seed day, all in the past', async () => {
    const [range] = await database.db
      .select({ first: min(newsArticles.publishedAt), last: max(newsArticles.publishedAt) })
      .from(newsArticles);
    expect(range!.last!.getTime()).toBeLessThan(now.getTime());
    expect(now.getTime() - range!.first!.getTime()).toBeGreaterThan(180 * day);
    expect(now.getTime() - range!.first!.getTime()).toBeLessThan(250 * day);
  });

  it('stores every cover at 1280, 640 and 320 pixels wide', async () => {
    const files = storage();
    for (const article of await rows()) {
      expect(article.coverKey, article.slug).toMatch(/^news\/[A-Za-z0-9_-]{24}\.webp$/);
      for (const width of [1280, ...NEWS_COVER_WIDTHS]) {
        const file = await files.get(width === 1280 ? article.coverKey! : variantKey(article.coverKey!, width));
        expect(file?.mimeType).toBe('image/webp');
        expect((await sharp(file!.bytes).metadata()).width).toBe(width);
      }
    }
    expect(new Set((await rows()).map((a) => a.coverKey)).size).toBe(firstRun);
  });

  it('changes nothing when run again, on another day too', async () => {
    const before = await rows();
    expect(await seedDemoNews(database.db, { now: new Date(now.getTime() + 3 * day) })).toBe(0);
    expect(await rows()).toEqual(before);
    const [total] = await database.db.select({ value: count() }).from(newsArticles);
    expect(total!.value).toBe(before.length);
  });

  it('gives the same covers and dates on every run of the same day', async () => {
    const other = openDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(other);
      await seedDemoNews(other.db, { now: new Date(now.getTime() + 3 * 3_600_000) });
      const pick = (list: Array<typeof newsArticles.$inferSelect>) =>
        list.map((a) => [a.slug, a.coverKey, a.publishedAt.toISOString()]);
      expect(pick(await other.db.select().from(newsArticles).orderBy(asc(newsArticles.id)))).toEqual(
        pick(await rows()),
      );
    } finally {
      await other.close();
    }
  });
});
