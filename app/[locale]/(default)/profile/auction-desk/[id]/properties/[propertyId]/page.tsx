import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { propertyOptions } from '../../../_data/property-options';
import { PropertyForm } from '@/components/auction-desk/property-form';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { idParamSchema } from '@/lib/schemas/common';
import { findDeskSession } from '@/server/services/auctions/auction-desk';
import { staffPageAccess } from '@/server/services/auth/staff-page';

type Props = { params: Promise<{ locale: string; id: string; propertyId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'auctionDesk' });
  return { title: t('property.editTitle'), robots: { index: false, follow: false } };
}

/** Edits one property of a session while it is still offered. */
export default async function AuctionDeskPropertyPage({ params }: Props) {
  const { locale: rawLocale, id: rawId, propertyId: rawPropertyId } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  const t = await getTranslations('auctionDesk');
  const access = await staffPageAccess('market-data');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const id = idParamSchema.safeParse({ id: rawId });
  const propertyId = idParamSchema.safeParse({ id: rawPropertyId });
  const session = id.success ? await findDeskSession(id.data.id) : undefined;
  const property = propertyId.success ? session?.properties.find((row) => row.id === propertyId.data.id) : undefined;
  if (!session || !property) notFound();
  const options = await propertyOptions(locale);
  return (
    <>
      <PageHeader title={t('property.editTitle')} description={locale === 'ar' ? session.titleAr : session.titleEn}>
        <Link href={`/profile/auction-desk/${session.id}`} className={buttonClass('secondary', 'sm')}>
          {locale === 'ar' ? session.titleAr : session.titleEn}
        </Link>
      </PageHeader>
      <Container className="max-w-3xl py-10">
        <FeatureMessages namespaces={['auctionDesk.property', 'general']}>
          <PropertyForm sessionId={session.id} areas={options.areas} kinds={options.kinds} property={property} />
        </FeatureMessages>
      </Container>
    </>
  );
}
