import { useLocale, useTranslations } from 'next-intl';
import type { DealTypeSlug } from '@/lib/constants';
import { formatPrice } from '@/lib/format';
import { cn } from '@/components/ui/cn';
import { isMonthly } from './ad-format';

/** The asking price in KWD (per month for rents), or "not announced" when the advertiser kept it back. */
export function AdPrice({
  priceFils,
  dealType,
  className,
}: {
  priceFils: number | null;
  dealType: DealTypeSlug;
  className?: string;
}) {
  const t = useTranslations('ads.card');
  const locale = useLocale();
  if (priceFils === null)
    return <p className={cn('font-semibold text-slate-600', className)}>{t('priceNotAnnounced')}</p>;
  return (
    <p className={cn('font-bold text-brand-700', className)}>
      <bdi>{formatPrice(priceFils, locale)}</bdi>
      {isMonthly(dealType) && <span className="ms-1 text-[0.7em] font-medium text-slate-500">{t('perMonth')}</span>}
    </p>
  );
}
