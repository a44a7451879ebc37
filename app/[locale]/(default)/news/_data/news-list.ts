import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { Crumb } from '@/components/ads/breadcrumbs';
import { newsListHref } from '@/components/news/news-href';
import type { Locale } from '@/lib/i18n/config';
import { validParams, type SearchParams } from '@/lib/search-params';
import { newsListQuerySchema, type NewsCategory } from '@/lib/schemas/news';
import { cachedNewsPage } from '@/server/services/news/cached-news';
import { formatCount } from '@/lib/format';

/** `?category=` and `?page=`; a value the API would refuse is ignored, and the canonical URL leaves it out. */
export function parseNewsSearch(search: SearchParams): { category?: NewsCategory; page: number } {
  const { category, page } = validParams(newsListQuerySchema.shape, search);
  return { category, page: page ?? 1 };
}

/** Everything a news list page shows, from the data cache; a page past the last is a 404. */
export const loadNewsList = cache(async (locale: Locale, page: number, category: NewsCategory | undefined) => {
  const [result, t] = await Promise.all([
    cachedNewsPage(locale, page, category ?? null),
    getTranslations({ locale, namespace: 'news' }),
  ]);
  if (page > 1 && result.data.length === 0) notFound();
  const heading = category ? t(`categoryTitles.${category}`) : t('title');
  const crumbs: Crumb[] = [
    { name: t('home'), href: '/' },
    { name: t('title'), href: newsListHref() },
  ];
  if (category) crumbs.push({ name: t(`categories.${category}`), href: newsListHref({ category }) });
  if (page > 1)
    crumbs.push({ name: t('pageCrumb', { page: formatCount(page, locale) }), href: newsListHref({ category, page }) });
  return {
    result,
    title: page > 1 ? t('pageTitle', { title: heading, page: formatCount(page, locale) }) : heading,
    description: category ? t('categoryMetaDescription', { title: heading }) : t('metaDescription'),
    canonical: newsListHref({ category, page }),
    crumbs,
  };
});
