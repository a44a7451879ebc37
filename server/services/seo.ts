import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import { db } from '../db/client';
import { seoConfigs } from '../db/schema/reference';

export interface SeoConfig {
  screen: string;
  title: string;
  description: string;
  keywords: string;
  ogTitle: string;
  ogDescription: string;
  ogType: string;
  ogUrl: string;
  ogImage: string;
  twitterCard: string;
  twitterSite: string;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
  canonicalUrl: string;
  schemaData: Record<string, unknown> | null;
}

/** The active SEO configuration of a screen in one language, or undefined. */
export async function findSeoConfig(screen: string, lang: Locale): Promise<SeoConfig | undefined> {
  const [row] = await db()
    .select()
    .from(seoConfigs)
    .where(and(eq(seoConfigs.screen, screen), eq(seoConfigs.isActive, true)));
  if (!row) return undefined;
  const ar = lang === 'ar';
  return {
    screen: row.screen,
    title: ar ? row.titleAr : row.titleEn,
    description: ar ? row.descAr : row.descEn,
    keywords: ar ? row.keywordsAr : row.keywordsEn,
    ogTitle: ar ? row.ogTitleAr : row.ogTitleEn,
    ogDescription: ar ? row.ogDescriptionAr : row.ogDescriptionEn,
    ogType: row.ogType,
    ogUrl: row.ogUrl,
    ogImage: ar ? row.ogImageAr : row.ogImageEn,
    twitterCard: row.twitterCard,
    twitterSite: row.twitterSite,
    twitterTitle: ar ? row.twitterTitleAr : row.twitterTitleEn,
    twitterDescription: ar ? row.twitterDescriptionAr : row.twitterDescriptionEn,
    twitterImage: ar ? row.twitterImageAr : row.twitterImageEn,
    canonicalUrl: row.canonicalUrl,
    schemaData: row.schemaData ?? null,
  };
}

export function listSitemapScreens() {
  return db()
    .select({ path: seoConfigs.canonicalUrl, priority: seoConfigs.sitemapPriority, updatedAt: seoConfigs.updatedAt })
    .from(seoConfigs)
    .where(eq(seoConfigs.isActive, true));
}
