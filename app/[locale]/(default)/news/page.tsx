import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/ads/breadcrumbs';
import { EmptyResults } from '@/components/ads/empty-results';
import { Pagination } from '@/components/ads/pagination';
import { NewsCategoryLinks } from '@/components/news/category-links';
import { NewsGrid } from '@/components/news/news-grid';
import { newsListHref } from '@/components/news/news-href';
import { newsListJsonLd } from '@/components/news/news-structured-data';
import { Container } from '@/components/ui/container';
import { NewspaperIcon } from '@/components/ui/icons';
import { listPageSearch } from '@/lib/cached-lists';
import { toLocale } from '@/lib/i18n/config';
import { cachedNewsScreenMetadata } from '@/server/services/news/cached-news';
import { ScreenJsonLd } from '../_components/screen-json-ld';
import { loadNewsList, parseNewsSearch } from './_data/news-list';

/** Also the cached list route's page (`query`: its key segment, lib/cached-lists.ts). */
type Props = { params: Promise<{ locale: string; query?: string }>; searchParams: Promise<SearchParams> };

/**
 * Pages the proxy does not send to the page cache (lib/cached-lists.ts) render here per request (the locale
 * layout's static params would otherwise make Next treat it as static); its data and SEO screen come from Next's
 * data cache tagged `news`, so a request costs no database round trip.
 */
export const dynamic = 'force-dynamic';

async function load({ params, searchParams }: Props) {
  const [{ locale: raw }, { search }] = await Promise.all([params, listPageSearch(params, searchParams)]);
  const locale = toLocale(raw);
  const { category, page } = parseNewsSearch(search);
  return { locale, category, data: await loadNewsList(locale, page, category) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, data } = await load(props);
  const { title, description, canonical } = data;
  // Bare `/news` is the configured SEO screen; a category or a later page has its own title and canonical URL.
  if (canonical === newsListHref()) return cachedNewsScreenMetadata(locale, { title, description, path: canonical });
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: { title, description, type: 'website', url: canonical },
  };
}

export default async function NewsListPage(props: Props) {
  const { locale, category, data } = await load(props);
  setRequestLocale(locale);
  const t = await getTranslations('news');
  const { result } = data;
  const jsonLd = newsListJsonLd(result, {
    title: data.title,
    description: data.description,
    url: data.canonical,
    crumbs: data.crumbs,
  });

  return (
    <>
      <ScreenJsonLd screen={data.canonical === newsListHref() ? 'news' : null} locale={locale} page={jsonLd} />
      <div className="border-b border-sand-100 bg-sand-100/60">
        <Container className="py-8 md:py-12">
          <Breadcrumbs items={data.crumbs} />
          <h1 className="mt-4 text-3xl font-bold text-brand-900 md:text-4xl">{data.title}</h1>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-600">{t('description')}</p>
          <div className="mt-6">
            <NewsCategoryLinks active={category} />
          </div>
        </Container>
      </div>
      <Container className="py-8 md:py-12">
        {result.data.length > 0 ? (
          <NewsGrid articles={result.data} withLead={result.currentPage === 1 && !category} eagerCards={1} />
        ) : (
          <EmptyResults
            title={t('empty')}
            icon={<NewspaperIcon className="size-7" />}
            action={category && { label: t('showAll'), href: newsListHref() }}
          />
        )}
        <Pagination
          currentPage={result.currentPage}
          totalPages={Math.ceil(result.totalItems / result.pageSize)}
          hrefFor={(page) => newsListHref({ category, page })}
        />
      </Container>
    </>
  );
}
