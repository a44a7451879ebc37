import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SessionForm } from '@/components/auction-desk/session-form';
import { statusLabels } from '@/components/auction-desk/status-labels';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { Container } from '@/components/ui/container';
import Link from 'next/link';
import { formatDateTime, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { listDeskSessions } from '@/server/services/auctions/auction-desk';
import { listOrganizers } from '@/server/services/auctions/organizers';
import { staffPageAccess } from '@/server/services/auth/staff-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'auctionDesk' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The market-data desk's auction sessions (issue 30 §3): every session, open ones first, and a new one. */
export default async function AuctionDeskPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('auctionDesk');
  const access = await staffPageAccess('market-data');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const [sessions, organizers] = await Promise.all([listDeskSessions(), listOrganizers()]);
  const labels = statusLabels(t);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-8 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <FeatureMessages namespaces={['auctionDesk.session', 'general']}>
          <div className="content-start">
            <SessionForm
              organizers={organizers.map((o) => ({ value: String(o.id), label: localName(locale, o) }))}
              statusLabels={labels}
            />
          </div>
        </FeatureMessages>
        <section aria-labelledby="auction-sessions" className="grid content-start gap-3">
          <h2 id="auction-sessions" className="text-lg font-bold text-brand-900">
            {t('list.title')}
          </h2>
          {sessions.length === 0 && <p className="text-slate-700">{t('list.empty')}</p>}
          <ul className="grid gap-3" data-testid="auction-sessions">
            {sessions.map((session) => (
              <li key={session.id} className="grid gap-1 rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    href={`/profile/auction-desk/${session.id}`}
                    className="font-bold text-brand-900 underline-offset-2 hover:underline"
                  >
                    {locale === 'ar' ? session.titleAr : session.titleEn}
                  </Link>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                    {labels[session.status]}
                  </span>
                </div>
                <p className="text-sm text-slate-700">
                  {localName(locale, session.organizer)} · {formatDateTime(session.startsAt, locale)}
                </p>
                <p className="text-sm text-slate-700">
                  {t('list.properties', { count: session.propertiesCount })}
                  {session.propertiesCount > 0 &&
                    ` · ${t('list.results', { done: session.resultsCount, count: session.propertiesCount })}`}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
