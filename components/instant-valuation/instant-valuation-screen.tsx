import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/config';
import type { InstantValuation } from '@/lib/schemas/instant-valuation';
import type { AreaMap } from '@/lib/geo/area-map';
import { PageHeader } from '@/components/content/page-header';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { ArrowEndIcon } from '@/components/ui/icons';
import type { AreaChoice, GovernorateChoice } from './area-choice';
import { InstantValuationForm } from './instant-valuation-form';
import { RecentEstimates } from './recent-estimates';
import { accuracyPath } from './instant-valuation-paths';

export interface EstimatorScreenData {
  map: AreaMap;
  areas: AreaChoice[];
  governorates: GovernorateChoice[];
  recent: InstantValuation[];
}

export async function InstantValuationScreen({ data, locale }: { data: EstimatorScreenData; locale: Locale }) {
  const t = await getTranslations('valuation');
  return (
    <>
      <PageHeader title={t('title')} description={t('intro')}>
        <p className="mt-4 max-w-2xl rounded-lg bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-900 ring-1 ring-amber-200">
          {t('demoNote')}
        </p>
        <Link
          href={accuracyPath}
          className="mt-4 inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t('accuracyLink')}
          <ArrowEndIcon className="size-4" />
        </Link>
      </PageHeader>
      <Container className="grid gap-12 py-8 md:py-10">
        <FeatureMessages namespaces={['valuation.map', 'valuation.list', 'valuation.form', 'deals.categories']}>
          <InstantValuationForm map={data.map} areas={data.areas} governorates={data.governorates} />
        </FeatureMessages>
        {data.recent.length > 0 && <RecentEstimates estimates={data.recent} locale={locale} />}
      </Container>
    </>
  );
}
