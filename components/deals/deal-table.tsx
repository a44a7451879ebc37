import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import type { DealRow } from '@/lib/schemas/deals';
import { formatArea, formatDate, formatPercent, formatPrice, formatPricePerSqm, localName } from '@/lib/format';
import { LockIcon } from '@/components/ui/icons';
import { DealDetailsButton } from './deal-details-button';

type Props = { deals: DealRow[]; fullAccess: boolean; locale: Locale };

function Block({ deal }: { deal: DealRow }) {
  const t = useTranslations('deals.table');
  return (
    deal.block ?? (
      <span className="inline-flex items-center gap-1 text-xs text-amber-700">
        <LockIcon className="size-3.5" />
        {t('hidden')}
      </span>
    )
  );
}

/**
 * Recorded deals as cards on phones and tablets, with the value and price per m² up front, and as a table on wide
 * screens. Only one of the two is displayed; the other is `display: none`, out of the accessibility tree.
 */
export function DealTable(props: Props) {
  return (
    <>
      <DealCards {...props} />
      <DealRowsTable {...props} />
    </>
  );
}

function DealCards({ deals, fullAccess, locale }: Props) {
  const t = useTranslations('deals');
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" data-testid="deal-cards">
      {deals.map((deal) => (
        <li key={deal.id} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">{localName(locale, deal.area)}</h3>
              <p className="text-sm text-slate-600">
                {t(`categories.${deal.category}`)} · {t(`kinds.${deal.propertyKind}`)}
              </p>
            </div>
            <time dateTime={deal.recordedOn} className="shrink-0 text-xs text-slate-500">{formatDate(deal.recordedOn, locale)}</time>
          </div>
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <bdi className="text-lg font-bold text-brand-800">{formatPrice(deal.totalValueFils, locale)}</bdi>
            <bdi className="text-sm font-medium text-slate-700">{formatPricePerSqm(deal.pricePerSqmFils, locale)}</bdi>
          </p>
          <dl className="grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt className="text-slate-500">{t('table.size')}</dt>
              <dd className="font-medium text-slate-900">{formatArea(deal.sizeSqm, locale)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('table.share')}</dt>
              <dd className="font-medium text-slate-900">{formatPercent(deal.salePercentage, locale)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('table.block')}</dt>
              <dd className="font-medium text-slate-900"><Block deal={deal} /></dd>
            </div>
          </dl>
          <div className="-mb-1 -ms-2">
            <DealDetailsButton dealId={deal.id} fullAccess={fullAccess} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function DealRowsTable({ deals, fullAccess, locale }: Props) {
  const t = useTranslations('deals');
  return (
    <div className="relative hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm lg:block">
      <table className="w-full text-sm" data-testid="deals-table">
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
              <td className="px-3 py-3"><Block deal={deal} /></td>
              <td className="px-3 py-3">{t(`categories.${deal.category}`)}</td>
              <td className="px-3 py-3">{t(`kinds.${deal.propertyKind}`)}</td>
              <td className="whitespace-nowrap px-3 py-3">{formatArea(deal.sizeSqm, locale)}</td>
              <td className="whitespace-nowrap px-3 py-3 font-semibold text-slate-900">{formatPrice(deal.totalValueFils, locale)}</td>
              <td className="whitespace-nowrap px-3 py-3">{formatPricePerSqm(deal.pricePerSqmFils, locale)}</td>
              <td className="px-3 py-3">{formatPercent(deal.salePercentage, locale)}</td>
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
