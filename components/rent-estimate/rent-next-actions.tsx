import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { listHref } from '@/lib/ads/list-href';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { BuildingIcon, DocumentIcon, SearchIcon } from '@/components/ui/icons';
import { localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { RentEstimate } from '@/lib/schemas/rent-estimate';
import { CopyLinkButton } from '../instant-valuation/copy-link-button';
import { appraisalPath } from '../instant-valuation/instant-valuation-paths';
import { listForRentPath, rentEstimatorPath } from './rent-paths';

/** Let the unit, see what is on the market around it, share the result; an official appraisal where there is a number. */
export async function RentNextActions({ estimate, locale }: { estimate: RentEstimate; locale: Locale }) {
  const t = await getTranslations('rentEstimator.result');
  const rentAds = listHref({
    dealType: 'rent',
    filters: { areaIds: [estimate.area.id], propertyTypeId: estimate.propertyType.id },
  });
  return (
    <section aria-labelledby="rent-next-actions" className="grid gap-4">
      <h2 id="rent-next-actions" className="text-xl font-semibold text-slate-900">
        {t('actions')}
      </h2>
      <div className="flex flex-wrap gap-3">
        <Link href={listForRentPath} className={buttonClass('primary', 'md')} data-testid="list-for-rent">
          <BuildingIcon className="size-5" />
          {t('listForRent')}
        </Link>
        <Link href={rentAds} className={buttonClass('secondary', 'md')} data-testid="see-rent-ads">
          <SearchIcon className="size-5" />
          {t('seeRentAds', { area: localName(locale, estimate.area) })}
        </Link>
        {/* Where there is no number, the summary above already leads with the appraisal. */}
        {estimate.estimate.status === 'estimated' && (
          <Link href={appraisalPath(estimate.id)} className={buttonClass('secondary', 'md')}>
            <DocumentIcon className="size-5" />
            {t('appraisal')}
          </Link>
        )}
        <FeatureMessages namespaces={['valuation.share']}>
          <CopyLinkButton />
        </FeatureMessages>
      </div>
      <Link
        href={rentEstimatorPath(estimate.input.kind)}
        className="justify-self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {t('newEstimate')}
      </Link>
    </section>
  );
}
