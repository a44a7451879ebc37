import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brokerTitle, BrokerProfileView } from '@/components/brokers/broker-profile-view';
import { toLocale } from '@/lib/i18n/config';
import { brokerProfile, officeAds, ownAds } from '@/server/services/offices/offices';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

async function loadBroker(id: string) {
  const broker = /^\d{1,9}$/.test(id) ? await brokerProfile(Number(id)) : undefined;
  if (!broker) notFound();
  return broker;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = toLocale(raw);
  const [broker, t] = await Promise.all([loadBroker(id), getTranslations({ locale, namespace: 'offices.broker' })]);
  const path = `/broker-profile/${broker.id}`;
  return {
    title: t('metaTitle', { name: broker.name }),
    description: t(brokerTitle(broker)),
    alternates: { canonical: path },
    openGraph: { type: 'profile', url: path },
  };
}

/** Spec §2 `/broker-profile/{id}`: a licensed broker's or a marketeer's public profile (their own ads only). */
export default async function BrokerProfilePage({ params }: Props) {
  const { locale: raw, id } = await params;
  setRequestLocale(toLocale(raw));
  const broker = await loadBroker(id);
  const ads = await officeAds(ownAds(broker.id), {});
  return <BrokerProfileView broker={broker} ads={ads.data} />;
}
