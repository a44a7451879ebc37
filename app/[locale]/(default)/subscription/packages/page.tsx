import Link from 'next/link';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { PackageGrid } from '@/components/payments/package-grid';
import { Container } from '@/components/ui/container';
import { TabLinks } from '@/components/ui/tab-links';
import { toLocale } from '@/lib/i18n/config';
import type { BannerScreen, PackageScreen } from '@/lib/schemas/payments';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { listPackages } from '@/server/services/payments/catalogue';
import { cachedBanners } from '@/server/services/site-content/cached-content';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const tabs = ['subscriptions', 'map-valuation', 'broker-ads'] as const satisfies ReadonlyArray<
  PackageScreen & BannerScreen
>;
type Tab = (typeof tabs)[number];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'payments.packages' });
  return { title: t('subscriptionTitle'), description: t('subscriptionDescription') };
}

/** `/subscription/packages?tab=`: data subscriptions, map valuation credits and broker-ad packages (spec §2). */
export default async function SubscriptionPackagesPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const asked = firstParam((await searchParams).tab);
  const tab: Tab = tabs.find((candidate) => candidate === asked) ?? 'subscriptions';
  const [t, packages, banners] = await Promise.all([
    getTranslations('payments.packages'),
    listPackages({ screen: tab }, locale),
    cachedBanners(tab, locale),
  ]);
  return (
    <>
      <PageHeader title={t('subscriptionTitle')} description={t('subscriptionDescription')} />
      <Container className="grid gap-6 py-10 md:py-14">
        <TabLinks
          label={t('tabsLabel')}
          testIdPrefix="package-tab"
          tabs={tabs.map((key) => ({
            key,
            label: t(`tabs.${key}`),
            href: key === 'subscriptions' ? '/subscription/packages' : `/subscription/packages?tab=${key}`,
            active: key === tab,
          }))}
        />
        {tab === 'subscriptions' && (
          <Link
            href="/subscribe"
            className="justify-self-start font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {t('manageSubscription')}
          </Link>
        )}
        <PackageGrid packages={packages} banners={banners} locale={locale} />
      </Container>
    </>
  );
}
