import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BrokerProfileView } from '@/components/brokers/broker-profile-view';
import { LazySessionGate } from '@/components/profile/lazy-session-gate';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { pageSession } from '@/server/services/auth/page-session';
import { brokerProfile, officeAds, ownAds } from '@/server/services/offices/offices';

/** Reads the session: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'offices.broker' });
  return { title: t('ownTitle'), robots: { index: false, follow: false } };
}

/** Spec §2 `/broker-profile`: the signed-in broker's own profile, with the way to their settings. */
export default async function OwnBrokerProfilePage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const session = await pageSession(await cookies());
  if (session.state === 'signed-out') redirect('/');
  if (session.state === 'restorable')
    return (
      <FeatureMessages namespaces={['profile', 'login']}>
        <LazySessionGate />
      </FeatureMessages>
    );
  const t = await getTranslations('offices.broker');
  const broker = await brokerProfile(session.member.id);
  if (!broker)
    return (
      <Container className="grid gap-4 py-14">
        <h1 className="text-2xl font-bold text-brand-900">{t('ownTitle')}</h1>
        <p className="text-slate-700">{t('notBroker')}</p>
        <Link href="/profile/account-settings" className={buttonClass('primary', 'md', 'justify-self-start')}>
          {t('accountSettings')}
        </Link>
      </Container>
    );
  const ads = await officeAds(ownAds(broker.id), {});
  return (
    <BrokerProfileView broker={broker} ads={ads.data}>
      <nav aria-label={t('ownTitle')} className="flex flex-wrap gap-2">
        <Link
          href={broker.brokerType === 'licensed' ? `/offices/${broker.id}` : `/broker-profile/${broker.id}`}
          className={buttonClass('secondary', 'sm')}
        >
          {t('publicView')}
        </Link>
        {broker.brokerType === 'licensed' && (
          <Link href="/profile/broker-profile" className={buttonClass('primary', 'sm')}>
            {t('editBroker')}
          </Link>
        )}
        <Link href="/profile/account-settings" className={buttonClass('secondary', 'sm')}>
          {t('accountSettings')}
        </Link>
      </nav>
    </BrokerProfileView>
  );
}
