import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdFilters } from '@/components/ads/ad-filters';
import { AdGrid } from '@/components/ads/ad-grid';
import { adTitle } from '@/components/ads/ad-text';
import { Breadcrumbs, breadcrumbJsonLd } from '@/components/ads/breadcrumbs';
import { EmptyResults } from '@/components/ads/empty-results';
import { clearFiltersHref, FilterChips } from '@/components/ads/filter-chips';
import { BusyRegion, ListNavigation } from '@/components/ads/list-navigation';
import { listQueryFor } from '@/lib/ads/list-catalogue';
import { listHref, listPath } from '@/lib/ads/list-href';
import { Pagination } from '@/components/ads/pagination';
import { ResultsToolbar } from '@/components/ads/results-toolbar';
import { CategoryLinks, DealTypeLinks } from '@/components/ads/scope-links';
import { Container } from '@/components/ui/container';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { saveSearchMessages, savedFiltersOf } from '@/components/saved-searches/list-filters';
import { SaveSearchButton } from '@/components/saved-searches/save-search-button';
import { listPageSearch } from '@/lib/cached-lists';
import { toLocale, type Locale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';
import { listPageKey, loadListPage, type ListPageData } from '../_data/list-page';
import { formatCount } from '@/lib/format';
import { ScreenJsonLd } from '../../_components/screen-json-ld';

/** Also the cached list route's page (`query`: its key segment, lib/cached-lists.ts). */
type Props = {
  params: Promise<{ locale: string; category?: string[]; query?: string }>;
  searchParams: Promise<SearchParams>;
};

async function load({ params, searchParams }: Props) {
  const [{ locale: raw, category }, { search, cached }] = await Promise.all([
    params,
    listPageSearch(params, searchParams),
  ]);
  const locale = toLocale(raw);
  return { locale, data: await loadListPage(locale, ...listPageKey(category, search), cached) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, data } = await load(props);
  const fallback = { title: data.title, description: data.description, path: data.canonical };
  // Bare `/ads` is the configured SEO screen; every narrower list has its own title and canonical URL.
  if (data.canonical === '/ads') return seoMetadata('ads', locale, fallback);
  return {
    title: data.title,
    description: data.description,
    alternates: { canonical: data.canonical },
    openGraph: { title: data.title, description: data.description, type: 'website', url: data.canonical },
  };
}

/** schema.org: the page as a collection of the listed ads, with its breadcrumb trail. */
function listJsonLd(data: ListPageData, locale: Locale) {
  const { result } = data;
  const offset = (result.currentPage - 1) * result.pageSize;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'CollectionPage',
        name: data.title,
        description: data.description,
        url: data.canonical,
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: result.totalItems,
          itemListElement: result.data.map((ad, index) => ({
            '@type': 'ListItem',
            position: offset + index + 1,
            url: `/ad/${ad.id}`,
            name: adTitle(ad, locale).text,
          })),
        },
      },
      breadcrumbJsonLd(data.crumbs),
    ],
  };
}

export default async function AdListPage(props: Props) {
  const { locale, data } = await load(props);
  setRequestLocale(locale);
  const [t, tMessages] = await Promise.all([getTranslations('adList'), getTranslations('general.messages')]);
  const { dealType, scope, type, filters, catalogue, result } = data;
  const totalPages = Math.ceil(result.totalItems / result.pageSize);
  const categorySlug = scope.category?.slug;
  const currentHref = data.hrefWith({});
  const keep = { areaIds: filters.areaIds, q: filters.q };

  return (
    <FeatureMessages namespaces={['ads.filters', ...saveSearchMessages]}>
      <ListNavigation>
        <ScreenJsonLd
          screen={data.canonical === '/ads' ? 'ads' : null}
          locale={locale}
          page={listJsonLd(data, locale)}
        />
        <div className="border-b border-sand-100 bg-sand-100/60">
          <Container className="py-6 md:py-8">
            <Breadcrumbs items={data.crumbs} />
            <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{data.title}</h1>
                <BusyRegion>
                  <p className="mt-1 text-slate-600" data-testid="result-count">
                    {t('resultCount', { count: result.totalItems, formatted: formatCount(result.totalItems, locale) })}
                  </p>
                </BusyRegion>
              </div>
              <SaveSearchButton
                filters={savedFiltersOf(listQueryFor(dealType, scope, type, filters))}
                defaultName={data.title}
              />
            </div>
            <div className="mt-4 empty:hidden">
              <FilterChips data={data} locale={locale} />
            </div>
            <div className="mt-5 grid gap-3">
              <DealTypeLinks
                active={dealType}
                hrefFor={(next) => {
                  const category = next && scope.category?.dealTypes.includes(next) ? scope.category : undefined;
                  const slug = category && (type && type.categoryId === category.id ? type.slug : category.slug);
                  return listHref({ dealType: next, slug, filters: keep });
                }}
              />
              {dealType && (
                <CategoryLinks
                  categories={catalogue.categories}
                  active={scope.category?.id}
                  hrefFor={(slug) => listHref({ dealType, slug, filters: keep })}
                />
              )}
            </div>
          </Container>
        </div>

        <Container className="py-8">
          <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
            <aside>
              <AdFilters
                action={listPath(dealType, categorySlug)}
                dealType={dealType}
                categorySlug={categorySlug}
                categories={catalogue.categories}
                types={
                  scope.category ? catalogue.types.filter((t) => t.categoryId === scope.category!.id) : catalogue.types
                }
                areas={catalogue.areas}
                filters={filters}
                selectedTypeId={type?.id}
                currentHref={currentHref}
              />
            </aside>
            <section aria-labelledby="results-heading" className="grid content-start gap-6">
              <h2 id="results-heading" className="sr-only">
                {t('resultsHeading')}
              </h2>
              <ResultsToolbar q={filters.q} sort={filters.sort} currentHref={currentHref} />
              <BusyRegion indicator className="grid content-start gap-6">
                {result.data.length > 0 ? (
                  <AdGrid ads={result.data} eagerCards={1} />
                ) : (
                  <EmptyResults
                    title={tMessages('noResults')}
                    hint={t('noResultsHint')}
                    action={{ label: t('clearFilters'), href: clearFiltersHref(data) }}
                  />
                )}
                <Pagination
                  currentPage={result.currentPage}
                  totalPages={totalPages}
                  hrefFor={(page) => data.hrefWith({ page: page > 1 ? page : undefined })}
                />
              </BusyRegion>
            </section>
          </div>
        </Container>
      </ListNavigation>
    </FeatureMessages>
  );
}
