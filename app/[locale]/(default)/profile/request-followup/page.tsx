import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { FinanceRequestCard } from '@/components/requests/finance-request-card';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { memberFinanceRequests } from '@/server/services/finance-requests/finance-requests';
import { ownerId } from '../ads/_data/owner-session';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'requests' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The member's requests (spec §2 `/profile/request-followup`), each with where it stands. */
export default async function RequestFollowUpPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const memberId = await ownerId();
  if (memberId === undefined) return null;
  const [t, finance] = await Promise.all([getTranslations('requests'), memberFinanceRequests(memberId)]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="grid gap-6 py-10 md:py-14">
        <section aria-labelledby="finance-requests" className="grid gap-4">
          <h2 id="finance-requests" className="text-xl font-semibold text-slate-900">
            {t('finance')}
          </h2>
          {finance.length === 0 ? (
            <div data-testid="requests-empty" className="grid justify-items-center gap-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
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
