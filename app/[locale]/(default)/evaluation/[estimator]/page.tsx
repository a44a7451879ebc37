import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RentEstimatorScreen } from '@/components/rent-estimate/rent-estimator-screen';
import { rentEstimatorPath } from '@/components/rent-estimate/rent-paths';
import { toLocale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';
import { loadRentEstimator, rentKindOrNotFound } from './_data/rent-estimator-page';
import { ScreenJsonLd } from '../../_components/screen-json-ld';

/** A signed-in member's recent estimates are read from the session cookie. */
export const dynamic = 'force-dynamic';

/** `/evaluation/instant-{residential,investment,literal,commercial,industrial}-rent-estimator` (spec §2). */
type Props = { params: Promise<{ locale: string; estimator: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, estimator } = await params;
  const locale = toLocale(segment);
  const kind = rentKindOrNotFound(estimator);
  const t = await getTranslations({ locale, namespace: 'rentEstimator.kinds' });
  return seoMetadata(`rent-${kind}`, locale, {
    title: t(`${kind}.metaTitle`),
    description: t(`${kind}.metaDescription`),
    path: rentEstimatorPath(kind),
  });
}

export default async function RentEstimatorPage({ params }: Props) {
  const { locale: segment, estimator } = await params;
  const locale = toLocale(segment);
  setRequestLocale(locale);
  const kind = rentKindOrNotFound(estimator);
  return (
    <>
      <ScreenJsonLd screen={`rent-${kind}`} locale={locale} />
      <RentEstimatorScreen kind={kind} data={await loadRentEstimator(kind, locale)} locale={locale} />
    </>
  );
}
