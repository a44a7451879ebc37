import { unstable_cache } from 'next/cache';
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { Banner, BannerScreen } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { banners } from '../../db/schema/payments';
import { contentBlocks, faqs } from '../../db/schema/reference';
import { pageTags } from '../../lib/page-tags';
import { findSeoConfig } from '../seo';

/**
 * The pages read the content desk's data through Next's data cache, each entry tagged with what expires it
 * (server/lib/page-tags.ts): a save on the desk expires exactly the pages showing it, and the rendered pages, which
 * carry the tags of the data they read, with them. The layout's window bounds anything older.
 */
const WINDOW_SECONDS = 300;

export const cachedFaqs = unstable_cache(
  () => db().select().from(faqs).where(eq(faqs.isActive, true)).orderBy(asc(faqs.sort), asc(faqs.id)),
  ['site-faqs'],
  { tags: [pageTags.faqs], revalidate: WINDOW_SECONDS },
);

/** null (which the cache can store) for an unknown key; the date as text, as the cache stores JSON. */
export const cachedContentBlock = (key: string) =>
  unstable_cache(
    async () => {
      const [row] = await db().select().from(contentBlocks).where(eq(contentBlocks.key, key));
      return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
    },
    ['site-page', key],
    { tags: [pageTags.sitePage(key)], revalidate: WINDOW_SECONDS },
  )();

export const cachedBanners = (screen: BannerScreen, locale: Locale) =>
  unstable_cache(
    async (): Promise<Banner[]> =>
      (
        await db()
          .select()
          .from(banners)
          .where(and(eq(banners.screen, screen), eq(banners.active, true)))
          .orderBy(asc(banners.sortOrder), asc(banners.id))
      ).map((b) => ({
        id: b.id,
        screen: b.screen,
        title: locale === 'ar' ? b.titleAr : b.titleEn,
        body: locale === 'ar' ? b.bodyAr : b.bodyEn,
        linkPath: b.linkPath,
      })),
    ['site-banners', screen, locale],
    { tags: [pageTags.banners(screen)], revalidate: WINDOW_SECONDS },
  )();

export const cachedSeoConfig = (screen: string, locale: Locale) =>
  unstable_cache(async () => (await findSeoConfig(screen, locale)) ?? null, ['site-seo', screen, locale], {
    tags: [pageTags.seo(screen)],
    revalidate: WINDOW_SECONDS,
  })();
