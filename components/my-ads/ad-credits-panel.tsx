import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatCount } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import type { AdCreditsSummary } from '@/lib/schemas/payments';
import { buttonClass } from '@/components/ui/button-styles';

/** What the member's next ads spend: the month's free ads left, then the credits, with the way to buy more. */
export function AdCreditsPanel({ summary }: { summary: AdCreditsSummary }) {
  const t = useTranslations('myAds.credits');
  const locale = toLocale(useLocale());
  const n = (value: number) => formatCount(value, locale);
  return (
    <section
      aria-labelledby="ad-credits-title"
      data-testid="ad-credits"
      className="grid gap-3 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ad-credits-title" className="text-base font-bold text-brand-900">
          {t('title')}
        </h2>
        <Link href="/packages" className={buttonClass('secondary', 'sm')}>
          {t('buy')}
        </Link>
      </div>
      <ul className="grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
        <li data-testid="free-ads-left" data-left={summary.freeAds.left}>
          {t('freeLeft', { left: n(summary.freeAds.left), allowance: n(summary.freeAds.allowance) })}
        </li>
        <li data-testid="regular-ad-credits" data-count={summary.regular}>
          {t('regular', { count: n(summary.regular) })}
        </li>
        <li data-testid="special-ad-credits" data-count={summary.special}>
          {t('special', { count: n(summary.special) })}
        </li>
        {summary.broker !== null && (
          <li data-testid="broker-ad-credits">{t('broker', { count: n(summary.broker) })}</li>
        )}
      </ul>
      <p className="text-xs leading-5 text-slate-600">
        {t('rules')} {summary.rules === 'office' && t('officeRules')}{' '}
        {summary.rules === 'marketeer' && t('marketeerRules')}
      </p>
    </section>
  );
}
