import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { DealTypeSlug } from '@/lib/constants';
import { formatDate } from '@/lib/format';
import type { UnitOffer } from '@/lib/schemas/ads';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { AdPrice } from './ad-price';

/** The other advertisers' offers of the same unit (one unit, one card), the cheapest first: server-rendered links. */
export function UnitOffers({ offers, dealType }: { offers: UnitOffer[]; dealType: DealTypeSlug }) {
  const t = useTranslations('adDetail.otherOffers');
  const locale = useLocale();
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <ul className="grid gap-2" data-testid="unit-offers">
        {offers.map((offer) => (
          <li key={offer.id}>
            <Link
              href={`/ad/${offer.id}`}
              className={cn(
                'hover:ring-brand-300 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200',
                focusRing,
              )}
            >
              <span className="grid gap-0.5">
                <span className="font-semibold text-slate-900">
                  <bdi>{offer.advertiser.displayName}</bdi>
                </span>
                <span className="text-xs text-slate-500">
                  {offer.advertiser.isOffice ? t('office') : t('owner')}
                  {offer.verifiedAt && ` · ${t('verified', { date: formatDate(offer.verifiedAt, locale) })}`}
                </span>
              </span>
              <AdPrice priceFils={offer.priceFils} dealType={dealType} className="text-lg" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
