import { getTranslations } from 'next-intl/server';
import type { AreaMap } from '@/lib/geo/area-map';
import type { Locale } from '@/lib/i18n/config';
import type { RentEstimate, RentKind } from '@/lib/schemas/rent-estimate';
import { PageHeader } from '@/components/content/page-header';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import type { AreaChoice, GovernorateChoice } from '../instant-valuation/area-choice';
import { RecentRentEstimates } from './recent-rent-estimates';
import { RentEstimateForm } from './rent-estimate-form';
import { RentKindTabs } from './rent-kind-tabs';

export interface RentEstimatorData {
  map: AreaMap;
  areas: AreaChoice[];
  governorates: GovernorateChoice[];
  /** The property types of the kind's category, named in the page's language. */
  unitTypes: Array<{ id: number; name: string }>;
  recent: RentEstimate[];
}

/** A rent estimator's page: the five kinds, the form, and a signed-in member's latest rent estimates. */
export async function RentEstimatorScreen({
  kind,
  data,
  locale,
}: {
  kind: RentKind;
  data: RentEstimatorData;
  locale: Locale;
}) {
  const t = await getTranslations('rentEstimator');
  return (
    <>
      <PageHeader title={t(`kinds.${kind}.title`)} description={t(`kinds.${kind}.intro`)}>
        <p className="mt-4 max-w-2xl rounded-lg bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-900 ring-1 ring-amber-200">
          {t('demoNote')}
        </p>
        <RentKindTabs current={kind} />
      </PageHeader>
      <Container className="grid gap-12 py-8 md:py-10">
        <FeatureMessages namespaces={['valuation.map', 'valuation.list', 'rentEstimator.form']}>
          <RentEstimateForm
            key={kind}
            kind={kind}
            map={data.map}
            areas={data.areas}
            governorates={data.governorates}
            unitTypes={data.unitTypes}
          />
        </FeatureMessages>
        {data.recent.length > 0 && <RecentRentEstimates estimates={data.recent} locale={locale} />}
      </Container>
    </>
  );
}
