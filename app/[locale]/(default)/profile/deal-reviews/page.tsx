import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { DealReviewActions } from '@/components/deals/deal-review-actions';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { Container } from '@/components/ui/container';
import { TabLinks } from '@/components/ui/tab-links';
import {
  formatArea,
  formatDate,
  formatDateTime,
  formatPercent,
  formatPrice,
  formatPricePerSqm,
  localName,
} from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { dealReviewQuerySchema, dealReviewStatuses, type DealReviewRow } from '@/lib/schemas/deal-reviews';
import { validParams, type SearchParams } from '@/lib/search-params';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { dealReviewQueue } from '@/server/services/deals/deal-reviews';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'dealReviews' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** How far a deal's price per m² stands from its area's recorded median, in whole percent (the reviewer's cue). */
function againstMedian(row: DealReviewRow): { percent: number; direction: 'above' | 'below' | 'around' } | undefined {
  if (!row.areaMedianPerSqmFils) return undefined;
  const percent = Math.round((row.pricePerSqmFils / row.areaMedianPerSqmFils - 1) * 100);
  return { percent: Math.abs(percent), direction: percent > 10 ? 'above' : percent < -10 ? 'below' : 'around' };
}

/**
 * The market-data desk (issue 30 §4): the deals members registered, checked against the area's recorded median,
 * then approved into the recorded deals (marked as member-reported) or rejected with a reason the member reads.
 */
export default async function DealReviewsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('deals');
  const tr = await getTranslations('dealReviews');
  const access = await staffPageAccess('market-data');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={tr('title')} message={tr('forbidden')} />;
  const status = validParams(dealReviewQuerySchema.shape, await searchParams).status ?? 'pending';
  const rows = await dealReviewQueue(status);
  return (
    <>
      <PageHeader title={tr('title')} description={tr('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-6 py-10">
        <TabLinks
          label={tr('title')}
          testIdPrefix="deal-review-tab"
          tabs={dealReviewStatuses.map((s) => ({
            key: s,
            label: tr(`tabs.${s}`),
            href: `/profile/deal-reviews?status=${s}`,
            active: s === status,
          }))}
        />
        {rows.length === 0 ? (
          <p className="text-slate-600">{tr('empty')}</p>
        ) : (
          <FeatureMessages namespaces={['dealReviews', 'general']}>
            <ul className="grid gap-4" data-testid="deal-review-queue">
              {rows.map((row) => {
                const label = `${localName(locale, row.area)} ${formatDate(row.recordedOn, locale)}`;
                const median = againstMedian(row);
                const facts: [string, string][] = [
                  [t('table.date'), formatDate(row.recordedOn, locale)],
                  [t('table.category'), `${t(`categories.${row.category}`)} · ${t(`kinds.${row.propertyKind}`)}`],
                  [t('table.size'), formatArea(row.sizeSqm, locale)],
                  [t('table.share'), formatPercent(row.salePercentage, locale)],
                  [t('table.block'), row.block ?? '—'],
                  ...(row.supplyRatio === null
                    ? []
                    : [[t('detail.supplyRatio'), formatPercent(row.supplyRatio, locale)] as [string, string]]),
                ];
                return (
                  <li
                    key={row.id}
                    className="grid gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
                    data-testid={`deal-review-${row.id}`}
                  >
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <Link
                        href={`/deals?areaId=${row.area.id}`}
                        className="text-lg font-bold text-brand-900 hover:underline"
                      >
                        {localName(locale, row.area)}
                      </Link>
                      <span className="text-lg font-bold text-slate-900">
                        {formatPrice(row.totalValueFils, locale)}
                      </span>
                    </div>
                    <p className="text-sm">
                      <span className="font-semibold">{formatPricePerSqm(row.pricePerSqmFils, locale)}</span>
                      {' · '}
                      {median && row.areaMedianPerSqmFils ? (
                        <span className={median.direction === 'around' ? 'text-slate-700' : 'text-amber-800'}>
                          {tr(`median.${median.direction}`, {
                            percent: median.percent,
                            median: formatPricePerSqm(row.areaMedianPerSqmFils, locale),
                          })}
                        </span>
                      ) : (
                        <span className="text-slate-600">{tr('median.none')}</span>
                      )}
                    </p>
                    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
                      {facts.map(([term, value]) => (
                        <div key={term} className="flex gap-2">
                          <dt className="text-slate-600">{term}:</dt>
                          <dd className="font-medium">{value}</dd>
                        </div>
                      ))}
                      <div className="flex gap-2">
                        <dt className="text-slate-600">{tr('member')}:</dt>
                        <dd className="font-medium">
                          {row.member ? (
                            <>
                              <bdi>{row.member.name}</bdi>
                              {row.member.phone && (
                                <>
                                  {' · '}
                                  <a href={`tel:+965${row.member.phone}`} dir="ltr" className="hover:underline">
                                    {row.member.phone}
                                  </a>
                                </>
                              )}
                            </>
                          ) : (
                            tr('memberGone')
                          )}
                        </dd>
                      </div>
                      <div className="flex gap-2">
                        <dt className="text-slate-600">{tr('submitted')}:</dt>
                        <dd>{formatDateTime(row.submittedAt, locale)}</dd>
                      </div>
                      {row.reviewedAt && (
                        <div className="flex gap-2">
                          <dt className="text-slate-600">{tr('decided')}:</dt>
                          <dd>{formatDateTime(row.reviewedAt, locale)}</dd>
                        </div>
                      )}
                    </dl>
                    {row.notes && (
                      <p className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
                        <span className="font-medium">{tr('notes')}: </span>
                        <bdi>{row.notes}</bdi>
                      </p>
                    )}
                    {row.rejectReason && (
                      <p className="text-sm text-red-800">
                        {tr('reasonGiven')}: <bdi>{row.rejectReason}</bdi>
                      </p>
                    )}
                    {status === 'pending' && <DealReviewActions dealId={row.id} label={label} />}
                  </li>
                );
              })}
            </ul>
          </FeatureMessages>
        )}
      </Container>
    </>
  );
}
