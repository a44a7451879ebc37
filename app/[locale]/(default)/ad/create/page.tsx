import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';
import { buttonClass } from '@/components/ui/button-styles';
import { BuildingIcon } from '@/components/ui/icons';
import { StoreBadges } from '@/components/ui/store-badges';
import { toLocale } from '@/lib/i18n/config';
import { contentPageMetadata } from '../../_data/page-metadata';

export const generateMetadata = contentPageMetadata('ad-create', 'adCreate', '/ad/create');

/** Posting ads lives in the mobile app for now (spec §1). */
export default async function CreateAdPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(toLocale((await params).locale));
  const t = await getTranslations('adCreate');
  return (
    <ComingSoon icon={BuildingIcon} badge={t('badge')} title={t('title')} description={t('description')}>
      <StoreBadges className="justify-center" />
      <Link href="/ads/sale/all" className={buttonClass('ghost', 'md')}>
        {t('browseCta')}
      </Link>
    </ComingSoon>
  );
}
