import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import type { DealRow } from '@/lib/schemas/deals';
import { formatArea, formatDate, formatKwd, intlLocale, localName } from '@/lib/format';
import { LockIcon } from '@/components/ui/icons';
import { DealDetailsButton } from './deal-details-button';

/** Recorded deals as a table (cards on small screens); the block is shown to subscribers only. */
export function DealTable({ deals, fullAccess, locale }: { deals: DealRow[]; fullAccess: boolean; locale: Locale }) {
  const t = useTranslations('deals');
  const percent = new Intl.NumberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 2 });
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[56rem] text-sm" data-testid="deals-table">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {(['date', 'area', 'block', 'category', 'kind', 'size', 'value', 'perSqm', 'share'] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-3 text-start font-medium">{t(`table.${column}`)}</th>
            ))}
            <th scope="col" className="px-3 py-3"><span className="sr-only">{t('table.details')}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {deals.map((deal) => (
            <tr key={deal.id} className="hover:bg-brand-50/40">
              <td className="whitespace-nowrap px-3 py-3">{formatDate(deal.recordedOn, locale)}</td>
              <th scope="row" className="px-3 py-3 text-start font-medium text-slate-900">{localName(locale, deal.area)}</th>
              <td className="px-3 py-3">
                {deal.block ?? (
                  <span className="inline-flex items-center gap-1 text-xs text-amber-700">
                    <LockIcon className="size-3.5" />
                    {t('table.hidden')}
                  </span>
                )}
              </td>
              <td className="px-3 py-3">{t(`categories.${deal.category}`)}</td>
              <td className="px-3 py-3">{t(`kinds.${deal.propertyKind}`)}</td>
              <td className="whitespace-nowrap px-3 py-3">{formatArea(deal.sizeSqm, locale)}</td>
              <td className="whitespace-nowrap px-3 py-3 font-semibold text-slate-900">{formatKwd(deal.totalValueFils, locale)}</td>
              <td className="whitespace-nowrap px-3 py-3">{formatKwd(deal.pricePerSqmFils, locale)}</td>
              <td className="px-3 py-3">{percent.format(deal.salePercentage / 100)}</td>
              <td className="px-3 py-3">
                <DealDetailsButton dealId={deal.id} fullAccess={fullAccess} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
