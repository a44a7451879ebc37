import { asc, eq, sql } from 'drizzle-orm';
import type {
  BannerInput,
  BannerRow,
  FaqInput,
  FaqRow,
  MoveInput,
  SeoConfigInput,
  SeoConfigRow,
  SitePageInput,
  SitePageKey,
  SitePageRow,
} from '@/lib/schemas/site-content';
import { sitePageKeys } from '@/lib/schemas/site-content';
import { db, type Tx } from '../../db/client';
import { banners } from '../../db/schema/payments';
import { contentBlocks, faqs, seoConfigs } from '../../db/schema/reference';
import { ApiError } from '../../lib/errors';
import { invalidatePages } from '../../lib/page-cache';
import { pageTags } from '../../lib/page-tags';
import { forgetBanners } from '../payments/catalogue';
import { recordAudit } from '../staff/audit-log';

/**
 * The content desk's writes (issue 30 §2). Each one writes its audit record in its own transaction, then expires
 * exactly the cached pages and answers showing what it changed: the FAQ page, one content page, the screens of a
 * banner (before and after a move between screens), or one SEO screen.
 */

type FaqRecord = typeof faqs.$inferSelect;
type BannerRecord = typeof banners.$inferSelect;

const nextId = async (tx: Tx, table: typeof faqs | typeof banners) =>
  Number((await tx.select({ id: sql<number>`coalesce(max(${table.id}), 0) + 1` }).from(table))[0]!.id);

/**
 * Moves a row one place up or down among its siblings; the siblings are numbered 1..n again so rows that shared a
 * sort value get a definite order. Returns the siblings in their new order (unchanged at either end).
 */
function reorder<T extends { id: number }>(siblings: T[], id: number, direction: MoveInput['direction']) {
  const from = siblings.findIndex((row) => row.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  const order = [...siblings];
  if (to >= 0 && to < order.length) [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

// FAQs

export async function listFaqsForDesk(): Promise<FaqRow[]> {
  return db().select().from(faqs).orderBy(asc(faqs.topic), asc(faqs.sort), asc(faqs.id));
}

const afterFaqWrite = () => invalidatePages([pageTags.faqs]);

export async function createFaq(staffId: number, input: FaqInput): Promise<FaqRow> {
  const row = await db().transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: sql<number>`coalesce(max(${faqs.sort}), 0)` })
      .from(faqs)
      .where(eq(faqs.topic, input.topic));
    const [created] = await tx
      .insert(faqs)
      .values({ id: await nextId(tx, faqs), ...input, sort: Number(last?.sort ?? 0) + 1 })
      .returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'faq.create',
      entityType: 'faq',
      entityId: created!.id,
      after: { ...input },
    });
    return created!;
  });
  await afterFaqWrite();
  return row;
}

const faqAudited = (row: FaqRecord) => ({
  topic: row.topic,
  questionAr: row.questionAr,
  questionEn: row.questionEn,
  answerAr: row.answerAr,
  answerEn: row.answerEn,
  isActive: row.isActive,
});

export async function updateFaq(staffId: number, id: number, input: FaqInput): Promise<FaqRow> {
  const row = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    if (!before) throw new ApiError('NOT_FOUND');
    const [after] = await tx.update(faqs).set(input).where(eq(faqs.id, id)).returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'faq.update',
      entityType: 'faq',
      entityId: id,
      before: faqAudited(before),
      after: faqAudited(after!),
    });
    return after!;
  });
  await afterFaqWrite();
  return row;
}

/** Moves a question up or down within its topic. */
export async function moveFaq(staffId: number, id: number, { direction }: MoveInput): Promise<FaqRow[]> {
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    if (!row) throw new ApiError('NOT_FOUND');
    const siblings = await tx
      .select()
      .from(faqs)
      .where(eq(faqs.topic, row.topic))
      .orderBy(asc(faqs.sort), asc(faqs.id));
    const order = reorder(siblings, id, direction);
    for (const [index, sibling] of order.entries())
      if (sibling.sort !== index + 1)
        await tx
          .update(faqs)
          .set({ sort: index + 1 })
          .where(eq(faqs.id, sibling.id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'faq.move',
      entityType: 'faq',
      entityId: id,
      before: { sort: row.sort },
      after: { sort: order.findIndex((sibling) => sibling.id === id) + 1, direction },
    });
  });
  await afterFaqWrite();
  return listFaqsForDesk();
}

// Content pages

const toSitePage = (row: typeof contentBlocks.$inferSelect): SitePageRow => ({
  key: row.key as SitePageKey,
  titleAr: row.titleAr,
  titleEn: row.titleEn,
  bodyAr: row.bodyAr,
  bodyEn: row.bodyEn,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSitePages(): Promise<SitePageRow[]> {
  const rows = await db().select().from(contentBlocks).orderBy(asc(contentBlocks.key));
  return rows.filter((row) => (sitePageKeys as readonly string[]).includes(row.key)).map(toSitePage);
}

/** A content page's audit entity id: its place in sitePageKeys (the table's key is text). */
export const sitePageEntityId = (key: SitePageKey) => sitePageKeys.indexOf(key) + 1;

export async function updateSitePage(staffId: number, key: SitePageKey, input: SitePageInput): Promise<SitePageRow> {
  const row = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(contentBlocks).where(eq(contentBlocks.key, key)).for('update');
    if (!before) throw new ApiError('NOT_FOUND');
    const [after] = await tx
      .update(contentBlocks)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(contentBlocks.key, key))
      .returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'site-page.update',
      entityType: 'site-page',
      entityId: sitePageEntityId(key),
      before: { key, titleAr: before.titleAr, titleEn: before.titleEn, bodyAr: before.bodyAr, bodyEn: before.bodyEn },
      after: { key, ...input },
    });
    return after!;
  });
  await invalidatePages([pageTags.sitePage(key)]);
  return toSitePage(row);
}

// Banners

export async function listBannersForDesk(): Promise<BannerRow[]> {
  return db().select().from(banners).orderBy(asc(banners.screen), asc(banners.sortOrder), asc(banners.id));
}

async function afterBannerWrite(screens: string[]) {
  forgetBanners();
  await invalidatePages([...new Set(screens)].map(pageTags.banners));
}

const bannerAudited = (row: BannerRecord) => ({
  screen: row.screen,
  titleAr: row.titleAr,
  titleEn: row.titleEn,
  bodyAr: row.bodyAr,
  bodyEn: row.bodyEn,
  linkPath: row.linkPath,
  active: row.active,
});

export async function createBanner(staffId: number, input: BannerInput): Promise<BannerRow> {
  const row = await db().transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: sql<number>`coalesce(max(${banners.sortOrder}), 0)` })
      .from(banners)
      .where(eq(banners.screen, input.screen));
    const [created] = await tx
      .insert(banners)
      .values({ id: await nextId(tx, banners), ...input, sortOrder: Number(last?.sort ?? 0) + 1 })
      .returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'banner.create',
      entityType: 'banner',
      entityId: created!.id,
      after: { ...input },
    });
    return created!;
  });
  await afterBannerWrite([row.screen]);
  return row;
}

export async function updateBanner(staffId: number, id: number, input: BannerInput): Promise<BannerRow> {
  const { before, after } = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!before) throw new ApiError('NOT_FOUND');
    const [after] = await tx.update(banners).set(input).where(eq(banners.id, id)).returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'banner.update',
      entityType: 'banner',
      entityId: id,
      before: bannerAudited(before),
      after: bannerAudited(after!),
    });
    return { before, after: after! };
  });
  await afterBannerWrite([before.screen, after.screen]);
  return after;
}

/** Moves a banner up or down among its screen's banners. */
export async function moveBanner(staffId: number, id: number, { direction }: MoveInput): Promise<BannerRow[]> {
  const screen = await db().transaction(async (tx) => {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!row) throw new ApiError('NOT_FOUND');
    const siblings = await tx
      .select()
      .from(banners)
      .where(eq(banners.screen, row.screen))
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    const order = reorder(siblings, id, direction);
    for (const [index, sibling] of order.entries())
      if (sibling.sortOrder !== index + 1)
        await tx
          .update(banners)
          .set({ sortOrder: index + 1 })
          .where(eq(banners.id, sibling.id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'banner.move',
      entityType: 'banner',
      entityId: id,
      before: { sortOrder: row.sortOrder },
      after: { sortOrder: order.findIndex((sibling) => sibling.id === id) + 1, direction },
    });
    return row.screen;
  });
  await afterBannerWrite([screen]);
  return listBannersForDesk();
}

// SEO configurations

const toSeoRow = (row: typeof seoConfigs.$inferSelect): SeoConfigRow => ({
  id: row.id,
  screen: row.screen,
  titleAr: row.titleAr,
  titleEn: row.titleEn,
  descAr: row.descAr,
  descEn: row.descEn,
  keywordsAr: row.keywordsAr,
  keywordsEn: row.keywordsEn,
  ogTitleAr: row.ogTitleAr,
  ogTitleEn: row.ogTitleEn,
  ogDescriptionAr: row.ogDescriptionAr,
  ogDescriptionEn: row.ogDescriptionEn,
  ogType: row.ogType === 'article' ? 'article' : 'website',
  ogUrl: row.ogUrl,
  ogImageAr: row.ogImageAr,
  ogImageEn: row.ogImageEn,
  twitterCard:
    (['summary', 'app', 'player'] as const).find((card) => card === row.twitterCard) ?? 'summary_large_image',
  twitterSite: row.twitterSite,
  twitterTitleAr: row.twitterTitleAr,
  twitterTitleEn: row.twitterTitleEn,
  twitterDescriptionAr: row.twitterDescriptionAr,
  twitterDescriptionEn: row.twitterDescriptionEn,
  twitterImageAr: row.twitterImageAr,
  twitterImageEn: row.twitterImageEn,
  canonicalUrl: row.canonicalUrl,
  schemaData: row.schemaData ? JSON.stringify(row.schemaData, null, 2) : '',
  sitemapPriority: row.sitemapPriority,
  isActive: row.isActive,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSeoConfigs(): Promise<SeoConfigRow[]> {
  return (await db().select().from(seoConfigs).orderBy(asc(seoConfigs.screen))).map(toSeoRow);
}

export async function updateSeoConfig(staffId: number, id: number, input: SeoConfigInput): Promise<SeoConfigRow> {
  const values = {
    ...input,
    schemaData: input.schemaData === '' ? null : (JSON.parse(input.schemaData) as Record<string, unknown>),
    updatedAt: new Date(),
  };
  const row = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(seoConfigs).where(eq(seoConfigs.id, id)).for('update');
    if (!before) throw new ApiError('NOT_FOUND');
    const [after] = await tx.update(seoConfigs).set(values).where(eq(seoConfigs.id, id)).returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'seo-config.update',
      entityType: 'seo-config',
      entityId: id,
      before: toSeoRow(before),
      after: { screen: before.screen, ...input },
    });
    return after!;
  });
  await invalidatePages([pageTags.seo(row.screen)]);
  return toSeoRow(row);
}
