import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import type { AuctionCard as AuctionCardData, AuctionProperty } from '@/lib/schemas/auctions';
import { formatArea, formatCount, formatDateTime, formatPrice, localName } from '@/lib/format';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ClockIcon, GavelIcon, MapPinIcon } from '@/components/ui/icons';
import { localText } from './auction-format';
import { AuctionStatusBadge, PropertyStatusBadge } from './auction-status';

/** One auction session: when, where, who runs it, and each property it offers with a link to its page. */
export function AuctionCard({
  auction,
  properties,
  locale,
}: {
  auction: AuctionCardData;
  properties: AuctionProperty[];
  locale: Locale;
}) {
  const t = useTranslations('auctions');
  const tKinds = useTranslations('deals.kinds');
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="auction-card">
      <header className="flex flex-col gap-2 border-b border-slate-100 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-base leading-7 font-semibold text-slate-900">
            {localText(locale, auction.titleAr, auction.titleEn)}
          </h3>
          <AuctionStatusBadge status={auction.status} startsAt={auction.startsAt} />
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <ClockIcon className="size-4 shrink-0 text-brand-600" />
          <time dateTime={auction.startsAt}>{formatDateTime(auction.startsAt, locale)}</time>
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <MapPinIcon className="size-4 shrink-0 text-brand-600" />
          <span className="sr-only">{t('card.venue')}: </span>
          {localText(locale, auction.venueAr, auction.venueEn)}
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <GavelIcon className="size-4 shrink-0 text-brand-600" />
          <span className="sr-only">{t('card.organizer')}: </span>
          <Link
            href={`/auctions/organizer/${auction.organizer.id}`}
            className={cn('hover:text-brand-700 hover:underline', focusRing)}
          >
            {localName(locale, auction.organizer)}
          </Link>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-slate-900">
          <span>
            {t('card.properties', {
              count: auction.propertiesCount,
              formatted: formatCount(auction.propertiesCount, locale),
            })}
          </span>
          {auction.soldCount > 0 && (
            <span className="text-emerald-700">{t('card.sold', { count: auction.soldCount })}</span>
          )}
          {auction.fromPriceFils !== null && (
            <span>{t('card.from', { price: formatPrice(auction.fromPriceFils, locale) })}</span>
          )}
        </p>
      </header>
      <ul className="divide-y divide-slate-100">
        {properties.map((property) => (
          <li key={property.id}>
            <Link
              href={`/auctions/property/${property.id}`}
              className={cn(
                'flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm hover:bg-brand-50/50',
                focusRing,
              )}
            >
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">
                  {tKinds(property.propertyKind)} · {localName(locale, property.area)}
                </span>
                <span className="block text-slate-600">
                  {formatArea(property.sizeSqm, locale)} ·{' '}
                  {formatPrice(property.finalPriceFils ?? property.startingPriceFils, locale)}
                </span>
              </span>
              <PropertyStatusBadge status={property.status} />
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
