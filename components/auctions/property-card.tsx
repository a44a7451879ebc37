import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import type { AuctionPropertyCard as PropertyCardData } from '@/lib/schemas/auctions';
import { formatArea, formatDateTime, formatPrice, localName } from '@/lib/format';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { localText } from './auction-format';
import { PropertyStatusBadge } from './auction-status';

/** A property offered at auction, linking to its own page. */
export function PropertyCard({ property, locale }: { property: PropertyCardData; locale: Locale }) {
  const t = useTranslations('auctions.property');
  const tKinds = useTranslations('deals.kinds');
  return (
    <Link
      href={`/auctions/property/${property.id}`}
      data-testid="auction-property-card"
      className={cn(
        'hover:border-brand-300 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow',
        focusRing,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">
          {tKinds(property.propertyKind)} · {localName(locale, property.area)}
        </h3>
        <PropertyStatusBadge status={property.status} />
      </div>
      <p className="text-sm text-slate-600">{localText(locale, property.addressAr, property.addressEn)}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-500">{t('size')}</dt>
          <dd className="font-medium text-slate-900">{formatArea(property.sizeSqm, locale)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{property.finalPriceFils === null ? t('startingPrice') : t('finalPrice')}</dt>
          <dd className="font-medium text-slate-900">
            {formatPrice(property.finalPriceFils ?? property.startingPriceFils, locale)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-500">
        <time dateTime={property.auction.startsAt}>{formatDateTime(property.auction.startsAt, locale)}</time> ·{' '}
        {localName(locale, property.auction.organizer)}
      </p>
    </Link>
  );
}
