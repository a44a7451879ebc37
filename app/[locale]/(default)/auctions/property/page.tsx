import type { Metadata } from 'next';
import { localName } from '@/lib/format';
import type { SearchParams } from '@/lib/search-params';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/ads/pagination';
import { AuctionNav } from '@/components/auctions/auction-nav';
import { AuctionTabs } from '@/components/auctions/auction-tabs';

import { PropertyCard } from '@/components/auctions/property-card';
import { PageHeader } from '@/components/content/page-header';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { controlClass } from '@/components/ui/field';
import { dealPropertyKinds } from '@/lib/constants';
import { toLocale } from '@/lib/i18n/config';
import type { AuctionPropertyListQuery } from '@/lib/schemas/auctions';
import { listAreas } from '@/server/services/reference-data';
import { seoMetadata } from '@/server/services/seo-metadata';
import { cachedProperties, parsePropertyQuery } from '../_data/auctions-data';
import { ScreenJsonLd } from '../../_components/screen-json-ld';

/** Rendered per request (filters in the query string); the data underneath comes from caches where it is public. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'auctions.properties' });
  return seoMetadata('auctions-property', locale, {
    title: t('title'),
    description: t('description'),
    path: '/auctions/property',
  });
}

function propertiesHref(query: AuctionPropertyListQuery, overrides: Partial<AuctionPropertyListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...overrides }))
    if (value !== undefined && !(key === 'page' && value === 1)) params.set(key, String(value));
  return `/auctions/property?${params}`;
}

export default async function AuctionPropertiesPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const parsed = parsePropertyQuery(await searchParams);
  const query = { ...parsed, tab: parsed.tab ?? 'upcoming' } satisfies AuctionPropertyListQuery;
  const [t, tKinds, page, areas] = await Promise.all([
    getTranslations('auctions'),
    getTranslations('deals.kinds'),
    cachedProperties(query),
    listAreas({ isFilter: true }),
  ]);
  const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';
  return (
    <>
      <ScreenJsonLd screen="auctions-property" locale={locale} />
      <PageHeader title={t('properties.title')} description={t('properties.description')}>
        <AuctionNav current="properties" />
      </PageHeader>
      <Container className="grid gap-6 py-8 md:py-10">
        <h2 className="sr-only">{t('properties.resultsHeading')}</h2>
        <AuctionTabs current={query.tab} hrefFor={(tab) => propertiesHref(query, { tab, page: undefined })} />
        <form
          method="get"
          action="/auctions/property"
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto]"
        >
          <input type="hidden" name="tab" value={query.tab} />
          <div>
            <label htmlFor="auction-area" className={labelClass}>
              {t('properties.area')}
            </label>
            <select
              id="auction-area"
              name="areaId"
              defaultValue={query.areaId ?? ''}
              className={cn(controlClass, 'h-11')}
            >
              <option value="">{t('properties.anyArea')}</option>
              {areas.data.map((area) => (
                <option key={area.id} value={area.id}>
                  {localName(locale, area)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="auction-kind" className={labelClass}>
              {t('properties.kind')}
            </label>
            <select id="auction-kind" name="kind" defaultValue={query.kind ?? ''} className={cn(controlClass, 'h-11')}>
              <option value="">{t('properties.anyKind')}</option>
              {dealPropertyKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {tKinds(kind)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end gap-2">
            <button type="submit" className={buttonClass('primary', 'md')}>
              {t('properties.apply')}
            </button>
            <Link href={`/auctions/property?tab=${query.tab}`} className={buttonClass('ghost', 'md')}>
              {t('properties.reset')}
            </Link>
          </div>
        </form>
        {page.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            {t('properties.empty')}
          </p>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {page.data.map((property) => (
              <PropertyCard key={property.id} property={property} locale={locale} />
            ))}
          </div>
        )}
        <Pagination
          currentPage={page.currentPage}
          totalPages={Math.ceil(page.totalItems / page.pageSize)}
          hrefFor={(n) => propertiesHref(query, { page: n })}
        />
      </Container>
    </>
  );
}
