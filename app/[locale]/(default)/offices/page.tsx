import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/ads/pagination';
import { OfficeCard } from '@/components/brokers/office-card';
import { PageHeader } from '@/components/content/page-header';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { SelectField, TextField } from '@/components/ui/field';
import { formatCount, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { officeListQuerySchema, officeSorts, type OfficeListQuery } from '@/lib/schemas/offices';
import { validParams, type SearchParams } from '@/lib/search-params';
import { listOfficePage } from '@/server/services/offices/offices';
import { listAreas, listSectors } from '@/server/services/reference-data';
import { seoMetadata } from '@/server/services/seo-metadata';
import { ScreenJsonLd } from '../_components/screen-json-ld';

/** Rendered per request: the filters are in the query string. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'offices.list' });
  const metadata = await seoMetadata('offices', locale, {
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/offices',
  });
  // Filtered and later pages are for visitors; search engines get the one list.
  const filtered = Object.keys(validParams(officeListQuerySchema.shape, await searchParams)).length > 0;
  return filtered ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

function href(query: OfficeListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  const text = params.toString();
  return text ? `/offices?${text}` : '/offices';
}

/** Spec §2 `/offices`: licensed offices by name, governorate, area and specialization, in the spec's orders, 10 a page. */
export default async function OfficesPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const query = validParams(officeListQuerySchema.shape, await searchParams);
  const [t, result, areaPage, sectors] = await Promise.all([
    getTranslations('offices'),
    listOfficePage(query),
    listAreas({}),
    listSectors(),
  ]);
  const governorates = [...new Map(areaPage.data.map((area) => [area.governorate.id, area.governorate])).values()];
  const areas = query.governorateId
    ? areaPage.data.filter((area) => area.governorate.id === query.governorateId)
    : areaPage.data;
  const totalPages = Math.ceil(result.totalItems / result.pageSize);

  return (
    <>
      <ScreenJsonLd screen="offices" locale={locale} />
      <PageHeader eyebrow={t('list.eyebrow')} title={t('list.title')} description={t('list.description')} />
      <Container className="grid gap-8 py-10">
        <form
          method="get"
          action="/offices"
          role="search"
          aria-label={t('list.filtersLabel')}
          className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6"
        >
          <TextField
            className="lg:col-span-2"
            label={t('list.search')}
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            placeholder={t('list.searchPlaceholder')}
            maxLength={80}
          />
          <SelectField
            label={t('list.governorate')}
            name="governorateId"
            defaultValue={query.governorateId ?? ''}
            placeholder={t('list.any')}
            options={governorates.map((g) => ({ value: g.id, label: localName(locale, g) }))}
          />
          <SelectField
            label={t('list.area')}
            name="areaId"
            defaultValue={query.areaId ?? ''}
            placeholder={t('list.any')}
            options={areas.map((area) => ({ value: area.id, label: localName(locale, area) }))}
          />
          <SelectField
            label={t('list.sector')}
            name="sectorId"
            defaultValue={query.sectorId ?? ''}
            placeholder={t('list.any')}
            options={sectors.map((sector) => ({ value: sector.id, label: localName(locale, sector) }))}
          />
          <SelectField
            label={t('list.sort')}
            name="sort"
            defaultValue={query.sort ?? 'newest'}
            options={officeSorts.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          />
          <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6">
            <button type="submit" className={buttonClass('primary', 'md')}>
              {t('list.apply')}
            </button>
            <Link href="/offices" className={buttonClass('ghost', 'md')}>
              {t('list.reset')}
            </Link>
          </div>
        </form>

        <section aria-labelledby="offices-results" className="grid gap-4">
          <h2 id="offices-results" className="text-lg font-semibold text-slate-800" aria-live="polite">
            {t('list.results', { count: result.totalItems, formatted: formatCount(result.totalItems, locale) })}
          </h2>
          {result.data.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-6 text-slate-600">{t('list.empty')}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2" data-testid="office-list">
              {result.data.map((office) => (
                <li key={office.id}>
                  <OfficeCard office={office} headingLevel="h3" />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            currentPage={result.currentPage}
            totalPages={totalPages}
            hrefFor={(page) => href({ ...query, page })}
          />
        </section>
      </Container>
    </>
  );
}
