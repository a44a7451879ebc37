import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatPrice } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import type { AdTrustFacts } from '@/lib/schemas/ad-trust';
import { AlertIcon } from '@/components/ui/icons';

/** "Rented on …" / "Sold on …" at the top of the page, for the days after the owner said so (no script). */
export function OffMarketBanner({ offMarket }: { offMarket: NonNullable<AdTrustFacts['offMarket']> }) {
  const t = useTranslations('adHistory.offMarket');
  const locale = toLocale(useLocale());
  return (
    <p
      role="status"
      data-testid="off-market-banner"
      className="mt-4 flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <span>
        <span className="block font-bold">{t(offMarket.reason, { date: formatDate(offMarket.at, locale) })}</span>
        <span className="text-sm">{t('description')}</span>
      </span>
    </p>
  );
}

/**
 * How long the unit has been on offer (across the advertiser's reposts and relists), when its owner last confirmed it
 * available, and every price it has had: rendered on the server with the page, no script.
 */
export function AdHistoryPanel({ facts }: { facts: AdTrustFacts }) {
  const t = useTranslations('adHistory');
  const locale = toLocale(useLocale());
  const price = (fils: number | null) => (fils === null ? t('noPrice') : formatPrice(fils, locale));
  return (
    <div data-testid="ad-history" className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.onOfferSince && (
          <div>
            <dt className="text-sm text-slate-500">{t('onOfferHint')}</dt>
            <dd className="font-semibold text-slate-900" data-testid="on-offer-since">
              <time dateTime={facts.onOfferSince}>
                {t('onOfferSince', { date: formatDate(facts.onOfferSince, locale) })}
              </time>
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">{t('title')}</dt>
          <dd className="font-semibold text-slate-900" data-testid="confirmed-available">
            {facts.confirmedAt ? (
              <time dateTime={facts.confirmedAt}>
                {t('confirmedAvailable', { date: formatDate(facts.confirmedAt, locale) })}
              </time>
            ) : (
              t('notConfirmed')
            )}
          </dd>
        </div>
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-bold text-slate-900">{t('priceHistory')}</h3>
        <ol className="grid gap-1 text-sm" data-testid="price-history">
          {facts.priceHistory.map((point, index) => (
            <li key={`${point.at}-${index}`} className="flex justify-between gap-4 border-b border-slate-100 py-1">
              <span className="text-slate-600">
                {index === 0 ? t('firstPrice') : t('priceChanged')} ·{' '}
                <time dateTime={point.at}>{formatDate(point.at, locale)}</time>
              </span>
              <span className="font-semibold text-slate-900">{price(point.priceFils)}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
