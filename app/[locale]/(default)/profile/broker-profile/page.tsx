import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BrokerInformationForm } from '@/components/brokers/broker-information-form';
import { MarketeerActions } from '@/components/brokers/marketeer-actions';
import { PageHeader } from '@/components/content/page-header';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { SelectField, TextField } from '@/components/ui/field';
import { formatCount, formatDate } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { marketeersQuerySchema, marketeerStatusFilters, officeSorts } from '@/lib/schemas/offices';
import { validParams, type SearchParams } from '@/lib/search-params';
import { pageSession } from '@/server/services/auth/page-session';
import { ownBrokerInformation } from '@/server/services/offices/broker-information';
import { officeMarketeers } from '@/server/services/offices/offices';
import { listAreas, listSectors } from '@/server/services/reference-data';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'offices.manage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** `/profile/broker-profile`: a licensed office edits its public information and runs its marketeers. */
export default async function BrokerProfileManagePage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const session = await pageSession(await cookies());
  if (session.state !== 'signed-in') return null;
  const member = session.member;
  const t = await getTranslations('offices');
  if (member.accountType !== 2 || member.brokerType !== 'licensed')
    return (
      <Container className="grid gap-4 py-14">
        <h1 className="text-2xl font-bold text-brand-900">{t('manage.title')}</h1>
        <p className="text-slate-700">{t('manage.notOffice')}</p>
      </Container>
    );
  const query = validParams(marketeersQuerySchema.shape, await searchParams);
  const [information, marketeers, areaPage, sectors] = await Promise.all([
    ownBrokerInformation(member),
    officeMarketeers(member.id, query, true),
    listAreas({}),
    listSectors(),
  ]);
  const status = information.licenceStatus ?? 'pending';

  return (
    <>
      <PageHeader title={t('manage.title')} description={t('manage.description')}>
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="licence-status">
          <span className="font-medium text-slate-700">{t('manage.licenceStatus')}:</span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 font-semibold',
              status === 'verified'
                ? 'text-brand-800 bg-brand-50'
                : status === 'rejected'
                  ? 'bg-red-50 text-red-800'
                  : 'bg-amber-50 text-amber-900',
            )}
          >
            {t(`manage.statuses.${status}`)}
          </span>
          {status === 'rejected' && information.licenceReviewReason && (
            <span className="text-red-800">
              {t('manage.rejectedReason', { reason: information.licenceReviewReason })}
            </span>
          )}
          <Link href={`/offices/${member.id}`} className="ms-auto font-semibold text-brand-700 hover:underline">
            {t('broker.publicView')}
          </Link>
        </p>
      </PageHeader>
      <Container className="grid gap-12 py-10">
        <section aria-labelledby="information-title" className="grid gap-4">
          <h2 id="information-title" className="sr-only">
            {t('manage.title')}
          </h2>
          <FeatureMessages namespaces={['offices.manage', 'general']}>
            <BrokerInformationForm initial={information} areas={areaPage.data} sectors={sectors} />
          </FeatureMessages>
        </section>

        <section id="marketeers" aria-labelledby="marketeers-title" className="grid gap-4">
          <div>
            <h2 id="marketeers-title" className="text-xl font-semibold text-brand-900">
              {t('team.title')}
            </h2>
            <p className="text-slate-600">{t('team.description')}</p>
          </div>
          <form method="get" action="/profile/broker-profile#marketeers" className="flex flex-wrap items-end gap-3">
            <SelectField
              label={t('team.filter')}
              name="status"
              defaultValue={query.status ?? 'all'}
              options={marketeerStatusFilters.map((s) => ({ value: s, label: t(`team.filters.${s}`) }))}
            />
            <SelectField
              label={t('team.sort')}
              name="sort"
              defaultValue={query.sort ?? 'newest'}
              options={officeSorts.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
            />
            <TextField label={t('team.search')} name="q" type="search" defaultValue={query.q ?? ''} maxLength={80} />
            <button type="submit" className={buttonClass('secondary', 'sm', 'h-11')}>
              {t('team.apply')}
            </button>
          </form>
          {marketeers.length === 0 ? (
            <p className="text-slate-600">{t('team.empty')}</p>
          ) : (
            <FeatureMessages namespaces={['offices.team']}>
              <ul className="grid gap-3" data-testid="team-list">
                {marketeers.map((m) => (
                  <li
                    key={m.id}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3"
                    data-testid={`marketeer-${m.id}`}
                  >
                    <div className="min-w-0">
                      <Link href={`/broker-profile/${m.id}`} className="font-semibold text-slate-900 hover:underline">
                        {m.name}
                      </Link>
                      <p className="text-sm text-slate-600">
                        {t(`team.${m.status}`)} · {formatDate(m.joinedAt, locale)} ·{' '}
                        {t('team.ads', { count: m.activeAds, formatted: formatCount(m.activeAds, locale) })}
                        {m.phone && (
                          <>
                            {' · '}
                            <bdi dir="ltr">{m.phone}</bdi>
                          </>
                        )}
                      </p>
                    </div>
                    <MarketeerActions id={m.id} name={m.name} status={m.status} />
                  </li>
                ))}
              </ul>
            </FeatureMessages>
          )}
        </section>
      </Container>
    </>
  );
}
