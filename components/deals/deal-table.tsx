import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import type { DealRow } from '@/lib/schemas/deals';
import { formatArea, formatDate, formatPercent, formatPrice, formatPricePerSqm, localName } from '@/lib/format';
import { LockIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { DealDetailsButton } from './deal-details-button';
import type { SubscriptionOffer } from './subscriber-lock';

const columns = ['area', 'date', 'category', 'kind', 'value', 'perSqm', 'size', 'share', 'block'] as const;

/**
 * Below `lg` each row is a card of three columns, in the columns' own order: area and date; category and kind; value
 * and price per m²; size, share and block, each under its `data-label`; the details button. Set once on the table,
 * by column position, rather than on every cell: the page stays light.
 */
const cards = cn(
  'max-lg:block max-lg:[&_tbody]:grid max-lg:[&_tbody]:gap-3 sm:max-lg:[&_tbody]:grid-cols-2 max-lg:[&_thead]:hidden',
  'max-lg:[&_tbody_tr]:lazy-render-52 max-lg:[&_tr]:grid max-lg:[&_tr]:grid-cols-3 max-lg:[&_tr]:gap-x-3 max-lg:[&_tr]:gap-y-2 max-lg:[&_tr]:rounded-xl max-lg:[&_tr]:border',
  'max-lg:[&_:is(td,th)]:p-0 max-lg:[&_tr]:border-slate-200 max-lg:[&_tr]:bg-white max-lg:[&_tr]:p-4 max-lg:[&_tr]:shadow-sm',
  'max-lg:[&_tbody_th]:col-span-2 max-lg:[&_tbody_th]:text-base max-lg:[&_tbody_th]:font-semibold',
  'max-lg:[&_td:nth-child(2)]:text-end max-lg:[&_td:nth-child(2)]:text-xs max-lg:[&_td:nth-child(2)]:text-slate-500',
  'max-lg:[&_td:nth-child(3)]:col-span-3 max-lg:[&_td:nth-child(3)]:text-slate-600 max-lg:[&_td:nth-child(4)]:hidden',
  'max-lg:[&_td:nth-child(5)]:text-brand-800 max-lg:[&_td:nth-child(5)]:col-span-2 max-lg:[&_td:nth-child(5)]:text-lg max-lg:[&_td:nth-child(5)]:font-bold',
  'max-lg:[&_td:nth-child(6)]:self-center max-lg:[&_td:nth-child(6)]:text-end max-lg:[&_td:nth-child(6)]:font-medium',
  'max-lg:[&_[data-label]]:text-xs max-lg:[&_[data-label]]:before:block max-lg:[&_[data-label]]:before:text-slate-500 max-lg:[&_[data-label]]:before:content-[attr(data-label)]',
  'max-lg:[&_td:last-child]:col-span-3',
);

const cell = 'px-3 py-3';

/** Recorded deals: a table on wide screens, cards with the price up front on phones and tablets. */
export function DealTable({ deals, offer, locale }: { deals: DealRow[]; offer?: SubscriptionOffer; locale: Locale }) {
  const t = useTranslations('deals');
  return (
    <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
      <table className={cn('w-full text-sm', cards)} data-testid="deals-table">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cn(cell, 'text-start font-medium')}>
                {t(`table.${column}`)}
              </th>
            ))}
            <th scope="col" className={cell}>
              <span className="sr-only">{t('table.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="lg:divide-y lg:divide-slate-100">
          {deals.map((deal) => (
            <tr key={deal.id} className="lg:hover:bg-brand-50/40">
              <th scope="row" className={cn(cell, 'text-start font-medium text-slate-900')}>
                {localName(locale, deal.area)}
                {deal.source === 'member' && (
                  <span className="block text-xs font-normal text-slate-600">{t('memberReported')}</span>
                )}
              </th>
              <td className={cn(cell, 'whitespace-nowrap')}>{formatDate(deal.recordedOn, locale)}</td>
              <td className={cell}>
                {t(`categories.${deal.category}`)}
                <span className="lg:hidden"> · {t(`kinds.${deal.propertyKind}`)}</span>
              </td>
              <td className={cell}>{t(`kinds.${deal.propertyKind}`)}</td>
              <td className={cn(cell, 'font-semibold whitespace-nowrap text-slate-900')}>
                {formatPrice(deal.totalValueFils, locale)}
              </td>
              <td className={cn(cell, 'whitespace-nowrap')}>{formatPricePerSqm(deal.pricePerSqmFils, locale)}</td>
              <td data-label={t('table.size')} className={cn(cell, 'whitespace-nowrap')}>
                {formatArea(deal.sizeSqm, locale)}
              </td>
              <td data-label={t('table.share')} className={cell}>
                {formatPercent(deal.salePercentage, locale)}
              </td>
              <td data-label={t('table.block')} className={cell}>
                {deal.block ?? (
                  <Link
                    href="/subscribe"
                    aria-label={t('table.hiddenLink')}
                    className="inline-flex items-center gap-1 rounded text-xs text-amber-800 underline-offset-2 focus-ring hover:underline"
                  >
                    <LockIcon className="size-3.5" />
                    {t('table.hidden')}
                  </Link>
                )}
              </td>
              <td className={cell}>
                <DealDetailsButton dealId={deal.id} offer={offer} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
