import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LicenceBadge } from '@/components/brokers/licence-badge';
import { LicenceReviewActions } from '@/components/brokers/licence-review-actions';
import { PageHeader } from '@/components/content/page-header';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { TabLinks } from '@/components/ui/tab-links';
import { licenceState } from '@/lib/constants';
import { formatDateTime } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { licenceQueueQuerySchema } from '@/lib/schemas/offices';
import { validParams, type SearchParams } from '@/lib/search-params';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { licenceQueue } from '@/server/services/offices/licences';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'offices.operator' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const statuses = ['pending', 'verified', 'rejected'] as const;

/** The operator's licence queue (issue 17): check the number and document against the MOCI register, then decide. */
export default async function LicenceReviewsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('offices.operator');
  const access = await staffPageAccess('operator');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const status = validParams(licenceQueueQuerySchema.shape, await searchParams).status ?? 'pending';
  const rows = await licenceQueue(status);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-6 py-10">
        <TabLinks
          label={t('title')}
          testIdPrefix="licence-tab"
          tabs={statuses.map((s) => ({
            key: s,
            label: t(`tabs.${s}`),
            href: `/profile/licence-reviews?status=${s}`,
            active: s === status,
          }))}
        />
        {rows.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <FeatureMessages namespaces={['offices.operator', 'general']}>
            <ul className="grid gap-4" data-testid="licence-queue">
              {rows.map((row) => (
                <li
                  key={row.id}
                  className="grid gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
                  data-testid={`licence-${row.id}`}
                >
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <a href={`/offices/${row.id}`} className="text-lg font-bold text-brand-900 hover:underline">
                      {row.name}
                    </a>
                    <LicenceBadge state={licenceState(row.licenceStatus)} />
                  </div>
                  <dl className="grid gap-1 text-sm sm:grid-cols-2">
                    <div className="flex gap-2">
                      <dt className="text-slate-600">{t('licence')}:</dt>
                      <dd className="font-medium">
                        <bdi>{row.registrationNumber ?? '—'}</bdi>
                      </dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="text-slate-600">{t('requested')}:</dt>
                      <dd>{formatDateTime(row.requestedAt, locale)}</dd>
                    </div>
                  </dl>
                  {row.reason && <p className="text-sm text-red-800">{row.reason}</p>}
                  {status === 'pending' && (
                    <LicenceReviewActions officeId={row.id} officeName={row.name} hasDocument={row.hasDocument} />
                  )}
                </li>
              ))}
            </ul>
          </FeatureMessages>
        )}
      </Container>
    </>
  );
}
