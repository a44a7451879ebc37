import { getTranslations } from 'next-intl/server';
import { formatArea, formatDate, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { AdCard } from '@/lib/schemas/ads';
import type { DealTrendPoint } from '@/lib/schemas/deals';
import type { InstantValuation } from '@/lib/schemas/instant-valuation';
import { AdGrid } from '@/components/ads/ad-grid';
import { PageHeader } from '@/components/content/page-header';
import { DealTrendChart } from '@/components/deals/deal-trend-chart';
import { Container } from '@/components/ui/container';
import type { LockPlan } from '@/components/deals/subscriber-lock';
import { ComparablesTable } from './comparables-table';
import { EstimateSummary } from './estimate-summary';
import { NextActions } from './next-actions';
import { PropertyDescribed } from './property-described';
import { ReportLock } from './report-lock';

export interface ResultScreenData {
  valuation: InstantValuation;
  trend: DealTrendPoint[];
  similar: AdCard[];
  signedIn: boolean;
  /** The signed-in member's map-valuation credits; null for a visitor. */
  mapValuationCredits: number | null;
  /** The plan the lock on older comparables quotes. */
  plan?: LockPlan;
}

/** An estimate's own page: the answer, what to do next, the sales behind it, the area's prices and similar ads. */
export async function InstantValuationResultScreen({ data, locale }: { data: ResultScreenData; locale: Locale }) {
  const t = await getTranslations('valuation');
  const tDeals = await getTranslations('deals');
  const { valuation } = data;
  const area = localName(locale, valuation.area);
  const category = tDeals(`categories.${valuation.input.category}`);
  return (
    <>
      <PageHeader
        title={t('result.title', { area })}
        description={t('result.summary', {
          kind: t(`models.${valuation.input.model}`),
          category,
          size: formatArea(valuation.input.sizeSqm, locale),
          date: formatDate(valuation.createdAt, locale),
        })}
      />
      <Container className="grid gap-10 py-8 md:py-10">
        <EstimateSummary valuation={valuation} locale={locale} />
        <PropertyDescribed valuation={valuation} />
        <NextActions
          id={valuation.id}
          thin={valuation.estimate.status === 'thin-data'}
          valueFils={valuation.estimate.status === 'estimated' ? valuation.estimate.valueFils : undefined}
        />
        {valuation.detailed ? (
          <>
            <ComparablesTable valuation={valuation} signedIn={data.signedIn} plan={data.plan} locale={locale} />
            <DealTrendChart
              series={[{ name: area, points: data.trend }]}
              subtitle={tDeals('chart.subtitle', { area, category })}
              locale={locale}
            />
          </>
        ) : (
          <ReportLock
            id={valuation.id}
            comparables={valuation.lockedComparables}
            credits={data.mapValuationCredits}
            locale={locale}
          />
        )}
        <section aria-labelledby="similar-ads" className="grid gap-4">
          <h2 id="similar-ads" className="text-xl font-semibold text-slate-900">
            {t('result.similar')}
          </h2>
          {data.similar.length > 0 ? (
            <AdGrid ads={data.similar} wide />
          ) : (
            <p className="text-sm text-slate-600">{t('result.similarEmpty')}</p>
          )}
        </section>
      </Container>
    </>
  );
}
