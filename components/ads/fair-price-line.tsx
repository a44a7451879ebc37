import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { AdDetail, FairPriceDetail } from '@/lib/schemas/ads';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { formatCount, formatPercent, formatPricePerSqm, localName } from '@/lib/format';

/** The ad page's fair-price line: the level, then the figures behind it and a link to the area's recorded deals. */
export function FairPriceLine({ fairPrice, area }: { fairPrice: FairPriceDetail; area: AdDetail['area'] }) {
  const t = useTranslations('adDetail.fairPrice');
  const locale = useLocale();
  const areaName = localName(locale, area);
  return (
    <div data-testid="fair-price" className="grid gap-1.5">
      <p className={`fair-price fair-price-${fairPrice.level}`}>
        {t('level', { level: fairPrice.level, percent: formatPercent(Math.abs(fairPrice.differencePercent), locale) })}
      </p>
      <p className="text-sm text-slate-600">
        {t('figures', {
          price: formatPricePerSqm(fairPrice.pricePerSqmFils, locale),
          median: formatPricePerSqm(fairPrice.medianPricePerSqmFils, locale),
          basis: fairPrice.basis,
          area: areaName,
          deals: fairPrice.deals,
          dealsFormatted: formatCount(fairPrice.deals, locale),
        })}{' '}
        <Link
          href={`/deals?areaId=${area.id}`}
          className={cn('font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900', focusRing)}
        >
          {t('dealsLink', { area: areaName })}
        </Link>
      </p>
    </div>
  );
}
