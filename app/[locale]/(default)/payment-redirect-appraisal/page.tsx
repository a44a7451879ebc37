import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { PaymentResult } from '@/components/payments/payment-result';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { chargeIdField } from '@/lib/schemas/payments';
import { validParams, type SearchParams } from '@/lib/search-params';
import { resultPolling } from '@/server/services/payments/result-polling';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'appraisal.redirect' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * Where the gateway sends the member back after paying an appraisal's fee, with `tap_id` (spec §2
 * `/payment-redirect-appraisal`): the same check as on `/payment-redirect`, which tells the fee's own next step.
 */
export default async function AppraisalPaymentRedirectPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const { tap_id: chargeId } = validParams({ tap_id: chargeIdField }, await searchParams);
  const t = await getTranslations('appraisal.redirect');
  return (
    <FeatureMessages namespaces={['payments']}>
      <PageHeader title={t('metaTitle')} />
      <Container className="max-w-xl py-10">
        <PaymentResult chargeId={chargeId} polling={resultPolling()} />
      </Container>
    </FeatureMessages>
  );
}
