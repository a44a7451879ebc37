import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { rentResultPath } from '@/components/rent-estimate/rent-paths';
import { RentResultScreen } from '@/components/rent-estimate/rent-result-screen';
import { localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { estimateIdParamSchema } from '@/lib/schemas/common';
import { listAreas } from '@/server/services/reference-data';
import { findRentEstimate } from '@/server/services/rent-estimates/rent-estimate';
import { rentKindOrNotFound } from '../../_data/rent-estimator-page';

/** One page per stored estimate: rendered on request rather than cached, as estimates are many and seldom seen twice. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; estimator: string; id: string }> };

/**
 * The estimate behind the address; 404 for a malformed or unknown id. An estimate read under another kind's address
 * (a hand-edited link) moves permanently to its own: the id alone names it.
 */
const loadResult = cache(async (estimator: string, id: string) => {
  const kind = rentKindOrNotFound(estimator);
  const estimate = estimateIdParamSchema.safeParse({ id }).success ? await findRentEstimate(id) : undefined;
  if (!estimate) notFound();
  if (estimate.input.kind !== kind) permanentRedirect(rentResultPath(estimate.input.kind, id));
  const area = (await listAreas({})).data.find((row) => row.id === estimate.area.id);
  return { estimate, governorate: area?.governorate ?? { nameAr: '', nameEn: '' } };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, estimator, id } = await params;
  const locale = toLocale(segment);
  const [t, { estimate }] = await Promise.all([
    getTranslations({ locale, namespace: 'rentEstimator.result' }),
    loadResult(estimator, id),
  ]);
  // Shared by its link, never listed by search engines.
  return { title: t('metaTitle', { area: localName(locale, estimate.area) }), robots: { index: false, follow: false } };
}

export default async function RentResultPage({ params }: Props) {
  const { locale: segment, estimator, id } = await params;
  const locale = toLocale(segment);
  setRequestLocale(locale);
  const { estimate, governorate } = await loadResult(estimator, id);
  return <RentResultScreen estimate={estimate} governorate={localName(locale, governorate)} locale={locale} />;
}
