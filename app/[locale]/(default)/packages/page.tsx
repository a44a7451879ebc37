import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { PackageGrid } from '@/components/payments/package-grid';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { listPackages } from '@/server/services/payments/catalogue';
import { cachedBanners } from '@/server/services/site-content/cached-content';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'payments.packages' });
  return { title: t('title'), description: t('description') };
}

/**
 * `/packages`: regular and special ad packages, bundles, single ads and add-ons (spec §2). The same for everyone, so it
 * is cached like the content pages (the layout's five minutes): a price changed in the catalogue shows within them,
 * and an order always charges the catalogue's current row.
 */
export default async function PackagesPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [t, packages, banners] = await Promise.all([
    getTranslations('payments.packages'),
    listPackages({ screen: 'ads' }, locale),
    cachedBanners('packages', locale),
  ]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="py-10 md:py-14">
        <PackageGrid packages={packages} banners={banners} locale={locale} />
      </Container>
    </>
  );
}
