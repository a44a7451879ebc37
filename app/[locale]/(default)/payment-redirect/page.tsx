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
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'payments.redirect' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * Where the gateway sends the member back, with `tap_id` (spec §2 `/payment-redirect`, and the subscription's). The
 * check runs in the browser by the charge's reference, with or without a session: the page itself is the same for
 * everybody and says nothing until the API has answered.
 */
export default async function PaymentRedirectPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const { tap_id: chargeId } = validParams({ tap_id: chargeIdField }, await searchParams);
  const t = await getTranslations('payments.redirect');
  return (
    <FeatureMessages namespaces={['payments']}>
      <PageHeader title={t('metaTitle')} />
      <Container className="max-w-xl py-10">
        <PaymentResult chargeId={chargeId} polling={resultPolling()} />
      </Container>
    </FeatureMessages>
  );
}
