import Link from 'next/link';
import { formatCount, localName } from '@/lib/format';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { getTranslations } from 'next-intl/server';
import { DEALS_PUBLIC_DAYS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/config';
import type { DealPage, DealScreenQuery, DealTrendPoint } from '@/lib/schemas/deals';
import { Pagination } from '@/components/ads/pagination';
import { PageHeader } from '@/components/content/page-header';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import type { AreaOption } from './area-options';
import { CompareAreasForm } from './compare-areas-form';
import { dealsHref } from './deal-href';
import { DealFilters } from './deal-filters';
import { DealTable } from './deal-table';
import { DealTrendChart } from './deal-trend-chart';
import { RegisterDeal } from './register-deal';
import { SubscriberLock, type LockPlan } from './subscriber-lock';
import type { TrendSeries } from './trend-rows';

export interface DealsScreenData {
  mode: 'recent' | 'archive';
  query: DealScreenQuery;
  page: DealPage;
  trend: DealTrendPoint[];
  /** The curve of the area compared with the search, when one is picked. */
  compareTrend?: DealTrendPoint[];
  fullAccess: boolean;
  /** The plan a lock quotes; only loaded for those who see one. */
  plan?: LockPlan;
  signedIn: boolean;
  areas: AreaOption[];
}

export async function DealsScreen({ data, locale }: { data: DealsScreenData; locale: Locale }) {
  const t = await getTranslations('deals');
  const { mode, query, page } = data;
  const path = mode === 'archive' ? '/oldDeals' : '/deals';
  const totalPages = Math.ceil(page.totalItems / page.pageSize);
  const area = data.areas.find((a) => a.id === query.areaId);
  const areaName = area ? localName(locale, area) : t('chart.allAreas');
  // An unknown area, or the searched area itself, is no comparison.
  const compareArea =
    data.compareTrend && query.compareAreaId !== query.areaId
      ? data.areas.find((a) => a.id === query.compareAreaId)
      : undefined;
  const series: TrendSeries[] = [{ name: areaName, points: data.trend }];
  if (compareArea) series.push({ name: localName(locale, compareArea), points: data.compareTrend ?? [] });
  const filtersText = {
    area: areaName,
    category: query.category ? t(`categories.${query.category}`) : t('chart.allCategories'),
    basis: query.basis ? t(`bases.${query.basis}`) : t('chart.allBases'),
  };
  const subtitle = compareArea
    ? t('chart.compareSubtitle', { ...filtersText, compare: series[1]!.name })
    : t('chart.filteredSubtitle', filtersText);
  const archiveLocked = mode === 'archive' && !data.fullAccess;
  return (
    <FeatureMessages namespaces={['deals']}>
      <PageHeader
        title={t(mode === 'archive' ? 'archiveTitle' : 'title')}
        description={t(mode === 'archive' ? 'archiveDescription' : 'description')}
      >
        {/* Stacked on a phone: whether two buttons share a row would depend on the font loaded, and the page would jump. */}
        <div className="mt-6 grid gap-3 sm:flex sm:flex-wrap">
          <RegisterDeal areas={data.areas} signedIn={data.signedIn} />
          <Link href={mode === 'archive' ? '/deals' : '/oldDeals'} className={buttonClass('secondary', 'md')}>
            {t(mode === 'archive' ? 'recentLink' : 'archiveLink')}
          </Link>
        </div>
      </PageHeader>
      <Container className="grid gap-8 py-8 md:py-10">
        <DealFilters path={path} query={query} areas={data.areas} locale={locale} />
        <DealTrendChart
          series={series}
          subtitle={subtitle}
          locale={locale}
          actions={<CompareAreasForm path={path} query={query} areas={data.areas} locale={locale} />}
        />
        <section aria-labelledby="deal-results" className="grid gap-4">
          <h2 id="deal-results" className="text-lg font-semibold text-slate-900" aria-live="polite">
            {t('results', { count: page.totalItems, formatted: formatCount(page.totalItems, locale) })}
          </h2>
          {page.data.length > 0 ? (
            <DealTable
              deals={page.data}
              offer={data.fullAccess ? undefined : { signedIn: data.signedIn, plan: data.plan }}
              locale={locale}
            />
          ) : (
            !archiveLocked && (
              <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
                <p className="font-semibold text-slate-900">{t('noResults')}</p>
                <p className="mt-1 text-sm text-slate-600">{t('noResultsHint')}</p>
              </div>
            )
          )}
          {(page.locked || archiveLocked) && (
            <SubscriberLock
              signedIn={data.signedIn}
              plan={data.plan}
              message={archiveLocked ? t('lock.archive') : t('lock.recentOnly', { days: DEALS_PUBLIC_DAYS })}
            />
          )}
          <Pagination
            currentPage={page.currentPage}
            totalPages={totalPages}
            hrefFor={(n) => dealsHref(path, query, { page: n })}
          />
        </section>
      </Container>
    </FeatureMessages>
  );
}
