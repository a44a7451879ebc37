import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import type {
  NewsArticleInput,
  NewsDeskArticle,
  NewsDeskPage,
  NewsDeskQuery,
  NewsDeskRow,
  NewsState,
} from '@/lib/schemas/news-desk';
import { db, type Executor } from '../../db/client';
import { newsArticles } from '../../db/schema/market';
import { ApiError } from '../../lib/errors';
import { escapeLike } from '../../lib/like-pattern';
import { invalidatePages } from '../../lib/page-cache';
import { pageTags } from '../../lib/page-tags';
import { storage } from '../../providers/storage/registry';
import { queueNewsPublish } from '../../jobs/news-publish';
import { variantKey } from '../ads/ad-details';
import { recordAudit } from '../staff/audit-log';
import { NEWS_COVER_SIZE, NEWS_COVER_WIDTHS } from './news-cards';

export const NEWS_DESK_PAGE_SIZE = 20;

type Article = typeof newsArticles.$inferSelect;

export function newsState(
  article: Pick<Article, 'isPublished' | 'publishedAt' | 'unpublishedAt'>,
  now: Date,
): NewsState {
  if (!article.isPublished) return article.unpublishedAt ? 'unpublished' : 'draft';
  return article.publishedAt > now ? 'scheduled' : 'published';
}

const isShown = (article: Article, now: Date) => newsState(article, now) === 'published';

function stateCondition(state: NewsState, now: Date): SQL {
  const published = eq(newsArticles.isPublished, true);
  const hidden = eq(newsArticles.isPublished, false);
  switch (state) {
    case 'draft':
      return and(hidden, isNull(newsArticles.unpublishedAt))!;
    case 'unpublished':
      return and(hidden, isNotNull(newsArticles.unpublishedAt))!;
    case 'scheduled':
      return and(published, gt(newsArticles.publishedAt, now))!;
    case 'published':
      return and(published, lte(newsArticles.publishedAt, now))!;
  }
}

const toRow = (article: Article, now: Date): NewsDeskRow => ({
  id: article.id,
  slug: article.slug,
  category: article.category,
  titleAr: article.titleAr,
  titleEn: article.titleEn,
  state: newsState(article, now),
  publishedAt: article.publishedAt.toISOString(),
  updatedAt: article.updatedAt.toISOString(),
});

const toArticle = (article: Article, now: Date): NewsDeskArticle => ({
  ...toRow(article, now),
  summaryAr: article.summaryAr,
  summaryEn: article.summaryEn,
  bodyAr: article.bodyAr,
  bodyEn: article.bodyEn,
  tags: article.tags,
  coverKey: article.coverKey,
  coverUrl: article.coverKey ? storage().publicUrl(variantKey(article.coverKey, 640)) : null,
});

/** The desk's list, newest first (by when it is shown, a draft by when it was made); a title in either language. */
export async function listNewsDesk(query: NewsDeskQuery, now = new Date()): Promise<NewsDeskPage> {
  const currentPage = query.page ?? 1;
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = and(
    pattern ? or(ilike(newsArticles.titleAr, pattern), ilike(newsArticles.titleEn, pattern)) : undefined,
    query.state ? stateCondition(query.state, now) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(NEWS_DESK_PAGE_SIZE)
      .offset((currentPage - 1) * NEWS_DESK_PAGE_SIZE),
    db().select({ value: count() }).from(newsArticles).where(where),
  ]);
  return {
    data: rows.map((row) => toRow(row, now)),
    totalItems: total?.value ?? 0,
    currentPage,
    pageSize: NEWS_DESK_PAGE_SIZE,
  };
}

export async function getNewsDeskArticle(id: number, now = new Date()): Promise<NewsDeskArticle> {
  const [article] = await db().select().from(newsArticles).where(eq(newsArticles.id, id));
  if (!article) throw new ApiError('NOT_FOUND');
  return toArticle(article, now);
}

/** An English title as a slug: lower-case words joined by dashes; `news` when it has no Latin letters or digits. */
export function slugFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'news';
}

async function slugTaken(tx: Executor, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

/**
 * The slug an article gets: the one typed (taken by another article → 409 on the field), or one made from the English
 * title with a number added until it is free.
 */
async function chooseSlug(tx: Executor, input: NewsArticleInput, exceptId?: number): Promise<string> {
  if (input.slug) {
    if (await slugTaken(tx, input.slug, exceptId))
      throw new ApiError('CONFLICT', { slug: ['newsDesk.validation.slugTaken'] });
    return input.slug;
  }
  const base = slugFromTitle(input.titleEn);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(tx, slug, exceptId))) return slug;
  }
}

const fields = (input: NewsArticleInput) => ({
  category: input.category,
  titleAr: input.titleAr,
  titleEn: input.titleEn,
  summaryAr: input.summaryAr,
  summaryEn: input.summaryEn,
  bodyAr: input.bodyAr,
  bodyEn: input.bodyEn,
  tags: input.tags,
  coverKey: input.coverKey,
});

/** What the audit log keeps of an article: everything but the bodies' text, of which it keeps the length. */
const snapshot = (article: Article) => ({
  slug: article.slug,
  category: article.category,
  titleAr: article.titleAr,
  titleEn: article.titleEn,
  summaryAr: article.summaryAr,
  summaryEn: article.summaryEn,
  bodyArLength: article.bodyAr.length,
  bodyEnLength: article.bodyEn.length,
  tags: article.tags,
  coverKey: article.coverKey,
  isPublished: article.isPublished,
  publishedAt: article.publishedAt.toISOString(),
  unpublishedAt: article.unpublishedAt?.toISOString() ?? null,
});

/** A unique slug can still be lost to a concurrent save between the check and the write. */
function slugConflict(err: unknown): never {
  const cause = (err as { cause?: { code?: string } }).cause ?? (err as { code?: string });
  if (cause?.code === '23505') throw new ApiError('CONFLICT', { slug: ['newsDesk.validation.slugTaken'] });
  throw err;
}

/** A new article, as a draft. */
export async function createNewsArticle(
  staffId: number,
  input: NewsArticleInput,
  now = new Date(),
): Promise<NewsDeskArticle> {
  const article = await db()
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(newsArticles)
        .values({ ...fields(input), slug: await chooseSlug(tx, input), isPublished: false, publishedAt: now })
        .returning();
      await recordAudit(tx, {
        actorId: staffId,
        action: 'news.create',
        entityType: 'news',
        entityId: created!.id,
        after: snapshot(created!),
        at: now,
      });
      return created!;
    })
    .catch(slugConflict);
  return toArticle(article, now);
}

/**
 * Changes an article's content in any state; a shown article's pages expire at once, and a scheduled one's are
 * expired by its job when its time comes.
 */
export async function updateNewsArticle(
  staffId: number,
  id: number,
  input: NewsArticleInput,
  now = new Date(),
): Promise<NewsDeskArticle> {
  const { before, after } = await db()
    .transaction(async (tx) => {
      const [current] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update');
      if (!current) throw new ApiError('NOT_FOUND');
      const [updated] = await tx
        .update(newsArticles)
        .set({ ...fields(input), slug: await chooseSlug(tx, input, id), updatedAt: now })
        .where(eq(newsArticles.id, id))
        .returning();
      await recordAudit(tx, {
        actorId: staffId,
        action: 'news.update',
        entityType: 'news',
        entityId: id,
        before: snapshot(current),
        after: snapshot(updated!),
        at: now,
      });
      return { before: current, after: updated! };
    })
    .catch(slugConflict);
  if (isShown(before, now) || isShown(after, now)) await invalidatePages([pageTags.news]);
  return toArticle(after, now);
}

/**
 * Publishes an article now (`at` missing or not later than now) or schedules it for `at`. A scheduled article stays
 * hidden everywhere until then; a job queued for that moment expires the pages that will show it.
 */
export async function publishNewsArticle(
  staffId: number,
  id: number,
  at: Date | undefined,
  now = new Date(),
): Promise<NewsDeskArticle> {
  const publishedAt = at && at > now ? at : now;
  const scheduled = publishedAt > now;
  const { before, after } = await db().transaction(async (tx) => {
    const [current] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update');
    if (!current) throw new ApiError('NOT_FOUND');
    if (!scheduled && isShown(current, now)) return { before: current, after: current };
    const [updated] = await tx
      .update(newsArticles)
      .set({ isPublished: true, publishedAt, unpublishedAt: null, updatedAt: now })
      .where(eq(newsArticles.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: scheduled ? 'news.schedule' : 'news.publish',
      entityType: 'news',
      entityId: id,
      before: snapshot(current),
      after: snapshot(updated!),
      at: now,
    });
    return { before: current, after: updated! };
  });
  if (scheduled) await queueNewsPublish(id, publishedAt);
  if (before !== after && (isShown(before, now) || isShown(after, now))) await invalidatePages([pageTags.news]);
  return toArticle(after, now);
}

/** Takes an article down (or cancels its schedule); it keeps its content and slug and can be published again. */
export async function unpublishNewsArticle(staffId: number, id: number, now = new Date()): Promise<NewsDeskArticle> {
  const { before, after } = await db().transaction(async (tx) => {
    const [current] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update');
    if (!current) throw new ApiError('NOT_FOUND');
    if (!current.isPublished) return { before: current, after: current };
    const [updated] = await tx
      .update(newsArticles)
      .set({ isPublished: false, unpublishedAt: now, updatedAt: now })
      .where(eq(newsArticles.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'news.unpublish',
      entityType: 'news',
      entityId: id,
      before: snapshot(current),
      after: snapshot(updated!),
      at: now,
    });
    return { before: current, after: updated! };
  });
  if (isShown(before, now)) await invalidatePages([pageTags.news]);
  return toArticle(after, now);
}

/**
 * Stores an uploaded photo as a cover the way the seeded ones are: cropped to 1280 × 720 WebP, with the 640 and 320
 * widths beside it, named by its content (a new photo gets a new key, so the long immutable caching stays right).
 */
export async function storeNewsCoverUpload(path: string): Promise<{ coverKey: string; coverUrl: string }> {
  let cover: Buffer;
  try {
    cover = await sharp(await readFile(path), { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(NEWS_COVER_SIZE.width, NEWS_COVER_SIZE.height, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new ApiError('VALIDATION_FAILED', { cover: ['uploads.badMediaType'] });
  }
  const coverKey = `news/${createHash('sha256').update(cover).digest('base64url').slice(0, 24)}.webp`;
  const files = storage();
  await files.put(coverKey, cover, 'image/webp');
  for (const width of NEWS_COVER_WIDTHS) {
    const smaller = await sharp(cover).resize(width).webp({ quality: 80 }).toBuffer();
    await files.put(variantKey(coverKey, width), smaller, 'image/webp');
  }
  return { coverKey, coverUrl: files.publicUrl(variantKey(coverKey, 640)) };
}
