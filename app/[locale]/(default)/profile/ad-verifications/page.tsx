import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VerificationReviewActions } from '@/components/ad-verifications/verification-review-actions';
import { PageHeader } from '@/components/content/page-header';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { TabLinks } from '@/components/ui/tab-links';
import { formatDateTime } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { adVerificationStatuses, verificationQueueQuerySchema } from '@/lib/schemas/ad-verifications';
import { validParams, type SearchParams } from '@/lib/search-params';
import { verificationQueue } from '@/server/services/ads/ad-verifications';
import { staffPageAccess } from '@/server/services/auth/staff-page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'adVerifications.operator' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The operator's ad verification queue (issue 29 §5), beside the licence desk: compare the request's PACI number
 * with the plate photo, check an owner's document, then verify or refuse with a reason the advertiser reads.
 */
export default async function AdVerificationsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('adVerifications.operator');
  const access = await staffPageAccess('operator');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const status = validParams(verificationQueueQuerySchema.shape, await searchParams).status ?? 'pending';
  const rows = await verificationQueue(status);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-6 py-10">
        <TabLinks
          label={t('title')}
          testIdPrefix="verification-tab"
          tabs={adVerificationStatuses.map((s) => ({
            key: s,
            label: t(`tabs.${s}`),
            href: `/profile/ad-verifications?status=${s}`,
            active: s === status,
          }))}
        />
        {rows.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <FeatureMessages namespaces={['adVerifications.operator', 'general']}>
            <ul className="grid gap-4" data-testid="verification-queue">
              {rows.map((row) => (
                <li
                  key={row.id}
                  className="grid gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
                  data-testid={`verification-${row.id}`}
                >
                  <a href={`/ad/${row.ad.id}`} className="text-lg font-bold text-brand-900 hover:underline">
                    <bdi>{row.ad.title}</bdi>
                  </a>
                  <dl className="grid gap-1 text-sm sm:grid-cols-2">
                    <div className="flex gap-2">
                      <dt className="text-slate-600">{t('advertiser')}:</dt>
                      <dd className="font-medium">
                        <bdi>{row.advertiser.displayName}</bdi> · {row.advertiser.isOffice ? t('office') : t('owner')}
                      </dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="text-slate-600">{t('requested')}:</dt>
                      <dd>{formatDateTime(row.requestedAt, locale)}</dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="text-slate-600">{t('unitNumber')}:</dt>
                      <dd className="font-mono font-medium" dir="ltr">
                        {row.unitNumber}
                      </dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="text-slate-600">{t('adUnitNumber')}:</dt>
                      <dd className="font-mono" dir="ltr">
                        {row.ad.unitNumber ?? '—'}
                      </dd>
                    </div>
                  </dl>
                  {row.reason && <p className="text-sm text-red-800">{row.reason}</p>}
                  <VerificationReviewActions
                    requestId={row.id}
                    title={row.ad.title}
                    hasDocument={row.hasDocument}
                    decidable={status === 'pending'}
                  />
                </li>
              ))}
            </ul>
          </FeatureMessages>
        )}
      </Container>
    </>
  );
}
