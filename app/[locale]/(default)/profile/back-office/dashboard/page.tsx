import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { openRate } from '@/components/newsletter-desk/open-rate';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { DailyBars } from '@/components/staff/daily-bars';
import { RetryDeadLetterButton } from '@/components/staff/retry-dead-letter-button';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { formatCount, formatDate, formatDateTime, formatFils } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { kuwaitDayStart } from '@/lib/kuwait-time';
import type { DashboardMetric, DashboardSeries } from '@/lib/schemas/dashboard';
import { staffDesks } from '@/lib/staff-desks';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { dashboard } from '@/server/services/staff/dashboard';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.dashboard' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const moneyMetrics: readonly DashboardMetric[] = ['revenueFils', 'refundsFils'];
const sectionClass = 'grid gap-4';
const cardClass = 'grid content-start gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200';

/**
 * The administrator's dashboard (issue 30 §9): today's figure and the last 30 days' of each measure, as a chart; what
 * waits at each desk; the job queue's failed jobs and its dead letters, each with a retry.
 */
export default async function DashboardPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('staff');
  const tAll = await getTranslations();
  const access = await staffPageAccess('admin');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden')
    return <StaffOnlyMessage title={t('dashboard.title')} message={t('dashboard.forbidden')} />;
  const figures = await dashboard();
  const shownAs = (metric: DashboardMetric) => (value: number) =>
    moneyMetrics.includes(metric) ? formatFils(value, locale) : formatCount(value, locale);
  const summaryOf = (series: DashboardSeries) => {
    const highest = Math.max(...series.values);
    const shown = shownAs(series.metric);
    return highest === 0
      ? t('dashboard.chartEmpty', { name: t(`dashboard.metrics.${series.metric}`) })
      : t('dashboard.chartSummary', {
          name: t(`dashboard.metrics.${series.metric}`),
          total: shown(series.total),
          highest: shown(highest),
          day: formatDate(kuwaitDayStart(figures.days[series.values.indexOf(highest)]!), locale),
        });
  };
  const total = (metric: DashboardMetric) => figures.series.find((s) => s.metric === metric)!.total;
  const sent = total('newsletterSent');
  const desks = figures.waiting.map(({ desk, count }) => ({ ...staffDesks.find((d) => d.key === desk)!, count }));

  return (
    <>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-10 py-8 md:py-10">
        <section className={sectionClass} aria-labelledby="dashboard-figures">
          <h2 id="dashboard-figures" className="text-xl font-bold text-brand-900">
            {t('dashboard.figuresTitle')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="dashboard-figures">
            {figures.series.map((series) => {
              const shown = shownAs(series.metric);
              return (
                <li key={series.metric} className={cardClass} data-testid={`metric-${series.metric}`}>
                  <h3 className="text-sm font-semibold text-slate-700">{t(`dashboard.metrics.${series.metric}`)}</h3>
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className="text-2xl font-bold text-brand-900" data-testid="today">
                      {shown(series.values.at(-1)!)}
                    </span>
                    <span className="text-sm text-slate-600">{t('dashboard.today')}</span>
                  </p>
                  <p className="text-sm text-slate-700" data-testid="last-30">
                    {t('dashboard.last30', { value: shown(series.total) })}
                    {series.metric === 'newsletterOpened' && sent > 0 && (
                      <>
                        {' '}
                        ·{' '}
                        {t('dashboard.openRate', {
                          rate: openRate(series.total, sent, locale),
                        })}
                      </>
                    )}
                  </p>
                  <DailyBars
                    days={figures.days}
                    values={series.values}
                    shown={shown}
                    summary={summaryOf(series)}
                    locale={locale}
                  />
                </li>
              );
            })}
          </ul>
          <p className="text-sm text-slate-600">{t('dashboard.figuresNote')}</p>
        </section>

        <section className={sectionClass} aria-labelledby="dashboard-waiting">
          <h2 id="dashboard-waiting" className="text-xl font-bold text-brand-900">
            {t('dashboard.waitingTitle')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="dashboard-waiting">
            {desks.map((desk) => (
              <li key={desk.key}>
                <Link
                  href={desk.href}
                  className={cn(
                    'flex items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-600',
                    focusRing,
                  )}
                  data-testid={`waiting-${desk.key}`}
                >
                  <span className="font-semibold text-brand-900">{tAll(desk.title)}</span>
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
                    {t('backOffice.waiting', { count: desk.count, shown: formatCount(desk.count, locale) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className={sectionClass} aria-labelledby="dashboard-jobs">
          <h2 id="dashboard-jobs" className="text-xl font-bold text-brand-900">
            {t('dashboard.jobsTitle')}
          </h2>
          <div className={cardClass}>
            <h3 className="font-semibold text-brand-900">{t('dashboard.failedTitle')}</h3>
            {figures.failedJobs.length === 0 ? (
              <p className="text-sm text-slate-700" data-testid="no-failed-jobs">
                {t('dashboard.noFailed')}
              </p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm" data-testid="failed-jobs">
                  <thead className="text-start text-slate-600">
                    <tr>
                      <th scope="col" className="py-2 text-start font-medium">
                        {t('dashboard.queue')}
                      </th>
                      <th scope="col" className="py-2 text-end font-medium">
                        {t('dashboard.lastDay')}
                      </th>
                      <th scope="col" className="py-2 text-end font-medium">
                        {t('dashboard.lastWeek')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {figures.failedJobs.map((row) => (
                      <tr key={row.queue} className="border-t border-slate-100">
                        <th scope="row" className="py-2 text-start font-mono font-normal" dir="ltr">
                          {row.queue}
                        </th>
                        <td className="py-2 text-end">{formatCount(row.lastDay, locale)}</td>
                        <td className="py-2 text-end">{formatCount(row.lastWeek, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
          <div className={cardClass}>
            <h3 className="font-semibold text-brand-900">{t('dashboard.deadLettersTitle')}</h3>
            <p className="text-sm text-slate-700">{t('dashboard.deadLettersNote')}</p>
            {figures.deadLetters.length === 0 ? (
              <p className="text-sm text-slate-700" data-testid="no-dead-letters">
                {t('dashboard.noDeadLetters')}
              </p>
            ) : (
              <ul className="grid gap-3" data-testid="dead-letters">
                {figures.deadLetters.map((letter) => (
                  <li
                    key={letter.id}
                    className="flex flex-wrap items-start justify-between gap-3 border-t border-slate-100 pt-3 text-sm"
                    data-testid="dead-letter"
                  >
                    <div className="grid min-w-0 gap-1">
                      <p className="flex flex-wrap gap-x-3">
                        <span className="font-mono font-semibold" dir="ltr">
                          {letter.queue}
                        </span>
                        <time dateTime={letter.at} className="text-slate-600">
                          {formatDateTime(letter.at, locale)}
                        </time>
                      </p>
                      {letter.error && (
                        <p className="font-mono text-xs break-words text-slate-700" dir="ltr">
                          {letter.error}
                        </p>
                      )}
                    </div>
                    <RetryDeadLetterButton id={letter.id} queue={letter.queue} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      </Container>
    </>
  );
}
