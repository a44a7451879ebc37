import type { MetadataRoute } from 'next';
import { config } from '@/server/config';
import { logger } from '@/server/logger';
import { listSitemapScreens } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

/** Content pages that exist whether or not an SEO screen is configured for them. */
const staticPages: ReadonlyArray<{ path: string; priority: number }> = [
  { path: '/', priority: 1 },
  { path: '/about-us', priority: 0.6 },
  { path: '/contact-us', priority: 0.6 },
  { path: '/faqs', priority: 0.6 },
  { path: '/links', priority: 0.4 },
  { path: '/blog', priority: 0.3 },
  { path: '/privacy-statement', priority: 0.3 },
  { path: '/terms-conditions', priority: 0.3 },
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
  const entries = new Map<string, MetadataRoute.Sitemap[number]>();
  for (const { path, priority } of staticPages) entries.set(path, { url: new URL(path, base).toString(), priority, changeFrequency: 'monthly' });
  for (const screen of await configuredScreens()) {
    if (!screen.path) continue;
    const url = new URL(screen.path, base);
    // Only this site's pages belong in its sitemap, however the canonical URL was typed.
    if (url.origin !== new URL(base).origin) continue;
    entries.set(url.pathname, { url: url.toString(), priority: screen.priority, lastModified: screen.updatedAt, changeFrequency: 'weekly' });
  }
  return [...entries.values()];
}
