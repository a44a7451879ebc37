import type { MetadataRoute } from 'next';
import { rentEstimatorPath } from '@/components/rent-estimate/rent-paths';
import { dealTypeSlugs } from '@/lib/schemas/ads';
import { rentKinds } from '@/lib/schemas/rent-estimate';
import { config } from '@/server/config';
import { logger } from '@/server/logger';
import { newsSitemapEntries } from '@/server/services/news/sitemap-news';
import { sitemapOffices } from '@/server/services/offices/offices';
import { listSitemapScreens } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

/** The public pages that exist; an SEO screen configured for one of them supplies its priority and date. */
const staticPages: ReadonlyArray<{ path: string; priority: number }> = [
  { path: '/', priority: 1 },
  { path: '/about-us', priority: 0.6 },
  { path: '/contact-us', priority: 0.6 },
  { path: '/faqs', priority: 0.6 },
  { path: '/evaluation/accuracy', priority: 0.5 },
  { path: '/links', priority: 0.4 },
  { path: '/blog', priority: 0.3 },
  { path: '/privacy-statement', priority: 0.3 },
  { path: '/terms-conditions', priority: 0.3 },
  { path: '/ads', priority: 0.9 },
  // Each deal type's list is a landing page of its own (ads themselves change too often to list here).
  ...dealTypeSlugs.map((slug) => ({ path: `/ads/${slug}`, priority: 0.8 })),
  { path: '/deals', priority: 0.8 },
  { path: '/oldDeals', priority: 0.5 },
  { path: '/subscribe', priority: 0.5 },
  { path: '/evaluation/ive', priority: 0.9 },
  { path: '/auctions', priority: 0.8 },
  { path: '/auctions/organizer', priority: 0.5 },
  { path: '/auctions/property', priority: 0.7 },
  { path: '/news', priority: 0.6 },
  { path: '/evaluation/cce', priority: 0.7 },
  ...rentKinds.map((kind) => ({ path: rentEstimatorPath(kind), priority: 0.7 })),
  { path: '/finance', priority: 0.7 },
  { path: '/budget', priority: 0.6 },
  { path: '/offices', priority: 0.7 },
];

const dailyPaths = ['/ads', '/deals', '/auctions'];

/** A failed lookup leaves its part out of the sitemap rather than failing the whole file. */
async function orEmpty<T>(part: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (err) {
    logger.warn({ err, part }, 'sitemap: part unavailable; leaving it out');
    return [];
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = config().PUBLIC_BASE_URL;
  const [configured, articles, offices] = await Promise.all([
    orEmpty('SEO screens', () => listSitemapScreens()),
    orEmpty('news', () => newsSitemapEntries()),
    orEmpty('offices', () => sitemapOffices()),
  ]);
  const screens = new Map(configured.map((s) => [new URL(s.path, base).pathname, s]));
  const pages: MetadataRoute.Sitemap = staticPages.map(({ path, priority }) => {
    const screen = screens.get(path);
    return {
      url: new URL(path, base).toString(),
      priority: screen?.priority ?? priority,
      lastModified: screen?.updatedAt,
      changeFrequency: dailyPaths.some((p) => path.startsWith(p)) ? 'daily' : screen ? 'weekly' : 'monthly',
    };
  });
  const news: MetadataRoute.Sitemap = articles.map((article) => ({
    url: new URL(article.path, base).toString(),
    priority: 0.5,
    lastModified: article.updatedAt,
    changeFrequency: 'weekly',
  }));
  const officePages: MetadataRoute.Sitemap = offices.map((office) => ({
    url: new URL(`/offices/${office.id}`, base).toString(),
    priority: 0.5,
    lastModified: office.updatedAt,
    changeFrequency: 'weekly',
  }));
  return [...pages, ...news, ...officePages];
}
