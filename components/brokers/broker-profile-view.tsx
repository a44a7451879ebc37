import Link from 'next/link';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { AdGrid } from '@/components/ads/ad-grid';
import { Container } from '@/components/ui/container';
import { formatDate } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import type { AdCard } from '@/lib/schemas/ads';
import type { BrokerProfile } from '@/lib/schemas/offices';
import { LicenceBadge } from './licence-badge';
import { OfficeLogo } from './office-logo';

const licensedTitles = {
  verified: 'licensed',
  'under-review': 'licensedUnderReview',
  'not-verified': 'licensedNotVerified',
} as const;

/** The title under a broker's name (a key of `offices.broker`): "licensed broker" only once an operator verified the licence. */
export const brokerTitle = (broker: Pick<BrokerProfile, 'brokerType' | 'licence'>) =>
  broker.brokerType === 'licensed' ? licensedTitles[broker.licence] : 'marketeer';

/** A broker's or marketeer's public profile: who they are, the office they work for, their live ads. */
export function BrokerProfileView({
  broker,
  ads,
  children,
}: {
  broker: BrokerProfile;
  ads: AdCard[];
  children?: ReactNode;
}) {
  const t = useTranslations('offices');
  const locale = toLocale(useLocale());
  return (
    <>
      <div className="border-b border-sand-100 bg-sand-100/60">
        <Container className="flex flex-wrap items-center gap-5 py-10">
          <OfficeLogo src={broker.avatar} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-brand-700">{t(`broker.${brokerTitle(broker)}`)}</p>
            <h1 className="mt-1 text-3xl font-bold text-brand-900">{broker.name}</h1>
            <p className="mt-1 text-sm text-slate-600">
              {t('card.joined', { date: formatDate(broker.joinedAt, locale) })}
            </p>
          </div>
          {children}
        </Container>
      </div>
      <Container className="grid gap-8 py-10">
        {broker.brokerType === 'marketeer' && (
          <section aria-labelledby="works-for" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h2 id="works-for" className="text-sm font-semibold text-slate-600">
              {t('broker.worksFor')}
            </h2>
            {broker.office ? (
              <p className="mt-2 flex flex-wrap items-center gap-3">
                <Link
                  href={`/offices/${broker.office.id}`}
                  className="text-brand-800 text-lg font-bold hover:underline"
                >
                  {broker.office.name}
                </Link>
                <LicenceBadge state={broker.office.licence} />
              </p>
            ) : (
              <p className="mt-2 text-slate-600">{t('broker.noOffice')}</p>
            )}
          </section>
        )}
        {broker.brokerType === 'licensed' && (
          <p>
            <Link href={`/offices/${broker.id}`} className="font-semibold text-brand-700 hover:underline">
              {t('broker.officePage')}
            </Link>
          </p>
        )}
        <section aria-labelledby="broker-ads" className="grid gap-4">
          <h2 id="broker-ads" className="text-xl font-semibold text-brand-900">
            {t('broker.adsTitle')}
          </h2>
          {ads.length === 0 ? <p className="text-slate-600">{t('broker.noAds')}</p> : <AdGrid ads={ads} wide />}
        </section>
      </Container>
    </>
  );
}
