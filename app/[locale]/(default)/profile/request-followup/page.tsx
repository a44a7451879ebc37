import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { AppraisalRequestCard } from '@/components/requests/appraisal-request-card';
import { FinanceRequestCard } from '@/components/requests/finance-request-card';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { appraiserOf, memberAppraisalRequests } from '@/server/services/appraisals/appraisals';
import { memberFinanceRequests } from '@/server/services/finance-requests/finance-requests';
import { ownerId } from '../ads/_data/owner-session';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'requests' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The member's requests (spec §2 `/profile/request-followup`): official appraisals and finance, each with where it stands. */
export default async function RequestFollowUpPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const memberId = await ownerId();
  if (memberId === undefined) return null;
  const [t, tPayments, finance, appraisals, office] = await Promise.all([
    getTranslations('requests'),
    getTranslations('payments'),
    memberFinanceRequests(memberId),
    memberAppraisalRequests(memberId),
    appraiserOf(memberId),
  ]);
  const methods = (['knet', 'card'] as const).map((id) => ({ id, name: tPayments(`methods.${id}`) }));
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="grid gap-10 py-10 md:py-14">
        {office !== undefined && (
          <Link href="/profile/appraisal-desk" className={buttonClass('secondary', 'md', 'justify-self-start')}>
            {t('desk')}
          </Link>
        )}
        <section aria-labelledby="appraisal-requests" className="grid gap-4">
          <h2 id="appraisal-requests" className="text-xl font-semibold text-slate-900">
            {t('appraisal')}
          </h2>
          {appraisals.length === 0 ? (
            <div className="grid justify-items-center gap-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              <p>{t('appraisalEmpty')}</p>
              <Link href="/official-appraisal" className={buttonClass('primary', 'md')}>
                {t('appraisalApply')}
              </Link>
            </div>
          ) : (
            <FeatureMessages namespaces={['appraisal', 'payments']}>
              <ul className="grid gap-3" data-testid="appraisal-requests">
                {appraisals.map((request) => (
                  <li key={request.id}>
                    <AppraisalRequestCard request={request} locale={locale} methods={methods} />
                  </li>
                ))}
              </ul>
            </FeatureMessages>
          )}
        </section>
        <section aria-labelledby="finance-requests" className="grid gap-4">
          <h2 id="finance-requests" className="text-xl font-semibold text-slate-900">
            {t('finance')}
          </h2>
          {finance.length === 0 ? (
            <div
              data-testid="requests-empty"
              className="grid justify-items-center gap-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600"
            >
              <p>{t('financeEmpty')}</p>
              <Link href="/form" className={buttonClass('primary', 'md')}>
                {t('apply')}
              </Link>
            </div>
          ) : (
            <ul className="grid gap-3" data-testid="finance-requests">
              {finance.map((request) => (
                <li key={request.id}>
                  <FinanceRequestCard request={request} locale={locale} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </Container>
    </>
  );
}
