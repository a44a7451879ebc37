import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { AccuracySummary } from '@/components/instant-valuation-accuracy/accuracy-summary';
import { AccuracyTable } from '@/components/instant-valuation-accuracy/accuracy-table';
import { formatDate } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { isDemo } from '@/server/config';
import { listAreas } from '@/server/services/reference-data';
import { latestValuationAccuracy } from '@/server/services/instant-valuations/accuracy';
import { contentPageMetadata } from '../../_data/page-metadata';

export const generateMetadata = contentPageMetadata('valuation-accuracy', 'valuationAccuracy', '/evaluation/accuracy');

/** The instant value estimator's published accuracy: the latest weekly backtest, and how to read it. */
export default async function ValuationAccuracyPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [accuracy, areas, t] = await Promise.all([
    latestValuationAccuracy(),
    listAreas({}),
    getTranslations('valuationAccuracy'),
  ]);
  const governorates = [...new Map(areas.data.map((area) => [area.governorate.id, area.governorate])).values()];
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <Link href="/evaluation/ive" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('estimate')}
        </Link>
      </PageHeader>
      <Container className="grid gap-8 py-10 md:py-14">
        {isDemo() && (
          <p className="max-w-3xl rounded-xl bg-amber-50 p-4 text-sm leading-7 text-amber-900 ring-1 ring-amber-200">
            {t('demoNote')}
          </p>
        )}
        {accuracy ? (
          <section aria-labelledby="accuracy-caption" className="grid gap-3">
            <p className="text-sm text-slate-600" data-testid="accuracy-date">
              {t('asOf', { date: formatDate(accuracy.until, locale) })}
            </p>
            <AccuracySummary total={accuracy.rows.at(-1)!} locale={locale} />
            <AccuracyTable rows={accuracy.rows} governorates={governorates} locale={locale} />
          </section>
        ) : (
          <p className="text-slate-700">{t('noBacktest')}</p>
        )}
        <section aria-labelledby="accuracy-how" className="grid max-w-3xl gap-3 text-slate-700">
          <h2 id="accuracy-how" className="text-xl font-bold text-brand-900">
            {t('howTitle')}
          </h2>
          <ul className="grid list-disc gap-2 ps-5 leading-7">
            {(['mdape', 'within', 'range', 'estimated'] as const).map((key) => (
              <li key={key}>{t(`how.${key}`)}</li>
            ))}
          </ul>
          <p className="leading-7">{t('method')}</p>
        </section>
      </Container>
    </>
  );
}
