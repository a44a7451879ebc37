import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InstantValuationScreen } from '@/components/instant-valuation/instant-valuation-screen';
import { toLocale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';
import { loadEstimatorScreen } from './_data/estimator-page';
import { ScreenJsonLd } from '../../_components/screen-json-ld';

/** A signed-in member's recent estimates are read from the session cookie. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'valuation' });
  return seoMetadata('ive', locale, {
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/evaluation/ive',
  });
}

export default async function InstantValuationPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <>
      <ScreenJsonLd screen="ive" locale={locale} />
      <InstantValuationScreen data={await loadEstimatorScreen(locale)} locale={locale} />
    </>
  );
}
