import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { ConstructionEstimateView } from '@/components/construction-estimate/construction-estimate-view';
import { toLocale } from '@/lib/i18n/config';
import { loadEstimate } from '../../_data/load-estimate';

/** One page per stored estimate: rendered on request rather than cached, as estimates are many and seldom seen twice. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'construction.result' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function ConstructionResultPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = toLocale(raw);
  setRequestLocale(locale);
  const [t, estimate] = await Promise.all([getTranslations('construction'), loadEstimate(id)]);
  return (
    <>
      <PageHeader title={t('result.title')} />
      <Container className="grid max-w-4xl gap-6 py-10 md:py-14">
        <ConstructionEstimateView
          estimate={estimate.result}
          inputs={estimate.inputs}
          ratesCurrent={estimate.ratesCurrent}
          locale={locale}
        />
        <div className="flex flex-wrap gap-3">
          <Link
            href={`/constructionfinance/${estimate.id}`}
            className={buttonClass('primary', 'lg')}
            data-testid="finance-link"
          >
            {t('result.finance')}
          </Link>
          <Link href="/evaluation/cce" className={buttonClass('secondary', 'lg')}>
            {t('result.again')}
          </Link>
        </div>
      </Container>
    </>
  );
}
