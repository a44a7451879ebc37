import { notFound } from 'next/navigation';
import type { SearchParams } from '@/lib/search-params';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { Crumb } from '@/components/ads/breadcrumbs';
import { listQueryFor, resolveScope, selectedType, type ListScope } from '@/lib/ads/list-catalogue';
import { isDealTypeSlug, listHref, listPath, type ListFilters } from '@/lib/ads/list-href';
import { parseListFilters } from '@/lib/ads/list-params';
import { listTitle, pluralName } from '@/lib/ads/list-title';
import type { Locale } from '@/lib/i18n/config';
import { cachedListAds } from '@/server/services/ads/cached-ads';
import { listAds } from '@/server/services/ads/list-ads';
import { loadListCatalogue } from './list-catalogue';
import { formatCount } from '@/lib/format';

/** The whole path after `/ads` and the raw query as strings, so metadata and page share one cached load. */
export function listPageKey(segments: string[] | undefined, search: SearchParams): [string, string] {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) for (const item of [value ?? []].flat()) query.append(key, item);
  return [(segments ?? []).join('/'), query.toString()];
}

/**
 * Everything a list page shows, from `/ads/{dealType}/{category or type slug}?filters`: an unknown deal type or slug,
 * a third segment, or a page past the last is a 404; a bad filter value is ignored. A page served from the page cache
 * reads its ads through the data cache, which tags it.
 */
export const loadListPage = cache(async (locale: Locale, path: string, query: string, cached: boolean) => {
  const segments = path ? path.split('/') : [];
  const [dealSegment, slug] = segments;
  if (segments.length > 2 || (dealSegment !== undefined && !isDealTypeSlug(dealSegment))) notFound();
  const dealType = isDealTypeSlug(dealSegment) ? dealSegment : undefined;

  const params = new URLSearchParams(query);
  const raw: SearchParams = {};
  for (const key of new Set(params.keys())) raw[key] = params.getAll(key);
  const filters = parseListFilters(raw, dealType);

  const [catalogue, t] = await Promise.all([
    loadListCatalogue(dealType, locale),
    getTranslations({ locale, namespace: 'adList' }),
  ]);
  let scope: ListScope | undefined = resolveScope(catalogue, slug);
  if (!scope) notFound();
  // `?categoryId=` from an old link means the same page as the category's path.
  const queryCategory =
    dealType && !scope.category ? catalogue.categories.find((c) => c.id === filters.categoryId) : undefined;
  if (queryCategory) scope = { category: queryCategory };
  const type = selectedType(catalogue, scope, filters);

  const result = await (cached ? cachedListAds : listAds)(listQueryFor(dealType, scope, type, filters));
  if ((filters.page ?? 1) > 1 && result.data.length === 0) notFound();

  const areaNames = filters.areaIds.flatMap((id) => catalogue.areas.find((a) => a.id === id)?.name ?? []);
  const title = listTitle(t, locale, { dealType, category: scope.category, type, areas: areaNames });
  // Inside a deal type a type or category lives in the path; `/ads` keeps a chosen type in its query.
  const pathSlug = dealType ? (type?.slug ?? scope.category?.slug) : undefined;
  // Links repeat no type or category the path already names.
  const linkFilters: ListFilters = dealType
    ? { ...filters, propertyTypeId: undefined, categoryId: undefined }
    : filters;
  const location = (next: Partial<ListFilters>) => ({ dealType, slug: pathSlug, filters: { ...linkFilters, ...next } });

  const singleArea = filters.areaIds.length === 1 ? filters.areaIds : [];
  const canonical = listHref({
    dealType,
    slug: pathSlug,
    filters: { areaIds: singleArea, page: filters.page, propertyTypeId: dealType ? undefined : type?.id },
  });

  const crumbs: Crumb[] = [
    { name: t('home'), href: '/' },
    { name: t('allAds'), href: '/ads' },
  ];
  if (dealType) crumbs.push({ name: t(`dealCrumb.${dealType}`), href: listPath(dealType) });
  if (dealType && scope.category)
    crumbs.push({ name: pluralName(t, { category: scope.category }), href: listPath(dealType, scope.category.slug) });
  if (dealType && type) crumbs.push({ name: pluralName(t, { type }), href: listPath(dealType, type.slug) });
  if (singleArea.length)
    crumbs.push({
      name: areaNames[0] ?? title,
      href: listHref({ dealType, slug: pathSlug, filters: { areaIds: singleArea } }),
    });
  if (filters.page)
    crumbs.push({ name: t('pageCrumb', { page: formatCount(filters.page, locale) }), href: listHref(location({})) });

  return {
    dealType,
    scope,
    type,
    filters,
    catalogue,
    result,
    title,
    description: t('metaDescription', { title }),
    canonical,
    crumbs,
    /** The current list with some filters changed (page links keep everything else). */
    hrefWith: (next: Partial<ListFilters>) => listHref(location(next)),
  };
});

export type ListPageData = Awaited<ReturnType<typeof loadListPage>>;
