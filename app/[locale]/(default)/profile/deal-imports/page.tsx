import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { DealFileUpload } from '@/components/deal-imports/deal-file-upload';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { Container } from '@/components/ui/container';
import { formatCount, formatDateTime } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { dealImportFields } from '@/lib/schemas/deal-imports';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { acceptedHeaders, requiredFields } from '@/server/services/deal-imports/columns';
import { recentDealImports } from '@/server/services/deal-imports/deal-imports';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'dealImports' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The market-data desk's deals import (issue 30 §4): upload the Ministry of Justice's weekly file for a dry run, read
 * the columns it must have, and the latest imports.
 */
export default async function DealImportsPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('dealImports');
  const access = await staffPageAccess('market-data');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const imports = await recentDealImports();
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-8">
          <FeatureMessages namespaces={['dealImports.upload', 'general']}>
            <DealFileUpload />
          </FeatureMessages>
          <section aria-labelledby="recent-imports" className="grid gap-3">
            <h2 id="recent-imports" className="text-lg font-bold text-brand-900">
              {t('recent.title')}
            </h2>
            {imports.length === 0 ? (
              <p className="text-slate-600">{t('recent.empty')}</p>
            ) : (
              <ul className="grid gap-3" data-testid="deal-imports">
                {imports.map((item) => (
                  <li key={item.id}>
                    <Link
                      href={`/profile/deal-imports/${item.id}`}
                      className="grid gap-1 rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-600"
                    >
                      <span className="flex flex-wrap items-center justify-between gap-2">
                        <bdi className="font-semibold text-brand-900">{item.fileName || `#${item.id}`}</bdi>
                        <span
                          className={
                            {
                              committed:
                                'rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800',
                              checked: 'rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800',
                              discarded: 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700',
                            }[item.status]
                          }
                        >
                          {t(`status.${item.status}`)}
                        </span>
                      </span>
                      <span className="text-sm text-slate-700">
                        {item.status === 'committed'
                          ? t('recent.committedLine', {
                              added: formatCount(item.addedRows ?? 0, locale),
                              at: formatDateTime(item.committedAt!, locale),
                            })
                          : t('recent.checkedLine', {
                              accepted: formatCount(item.acceptedRows, locale),
                              refused: formatCount(item.refusedRows, locale),
                              at: formatDateTime(item.checkedAt, locale),
                            })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <section aria-labelledby="file-columns" className="grid content-start gap-3">
          <h2 id="file-columns" className="text-lg font-bold text-brand-900">
            {t('columns.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('columns.intro')}</p>
          <dl className="grid gap-2 text-sm">
            {dealImportFields.map((field) => (
              <div key={field} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
                <dt className="font-semibold text-slate-900">
                  {t(`fields.${field}`)}{' '}
                  <span className="font-normal text-slate-600">
                    ({requiredFields.includes(field) ? t('columns.required') : t('columns.optional')})
                  </span>
                </dt>
                <dd className="mt-1 text-slate-700">
                  {acceptedHeaders[field].map((header, index) => (
                    <span key={header}>
                      {index > 0 && '، '}
                      <bdi>{header}</bdi>
                    </span>
                  ))}
                </dd>
                <dd className="mt-1 text-slate-600">{t(`columns.about.${field}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Container>
    </>
  );
}
