import type { MetadataRoute } from 'next';
import { dealTypeSlugs } from '@/lib/schemas/ads';
import { config } from '@/server/config';
import { logger } from '@/server/logger';
import { listSitemapScreens } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

/** The public pages that exist; an SEO screen configured for one of them supplies its priority and date. */
const staticPages: ReadonlyArray<{ path: string; priority: number }> = [
  { path: '/', priority: 1 },
  { path: '/about-us', priority: 0.6 },
  { path: '/contact-us', priority: 0.6 },
  { path: '/faqs', priority: 0.6 },
  { path: '/links', priority: 0.4 },
  { path: '/blog', priority: 0.3 },
  { path: '/privacy-statement', priority: 0.3 },
  { path: '/terms-conditions', priority: 0.3 },
  { path: '/ads', priority: 0.9 },
  // Each deal type's list is a landing page of its own (ads themselves change too often to list here).
  ...dealTypeSlugs.map((slug) => ({ path: `/ads/${slug}`, priority: 0.8 })),
];

async function configuredScreens() {
  try {
    return await listSitemapScreens();
  } catch (err) {
    logger.warn({ err }, 'sitemap: SEO screens unavailable; listing the static pages only');
    return [];
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = config().PUBLIC_BASE_URL;
  const screens = new Map((await configuredScreens()).map((s) => [new URL(s.path, base).pathname, s]));
  return staticPages.map(({ path, priority }) => {
    const screen = screens.get(path);
    return {
      url: new URL(path, base).toString(),
      priority: screen?.priority ?? priority,
      lastModified: screen?.updatedAt,
      changeFrequency: path.startsWith('/ads') ? 'daily' : screen ? 'weekly' : 'monthly',
    };
  });
}
