import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { Locale } from '@/lib/i18n/config';
import { formatCount, formatPercent, localName } from '@/lib/format';
import type { AccuracyRow } from '@/lib/schemas/instant-valuation';

type Governorate = { id: number; nameAr: string; nameEn: string };

export const accuracyMeasures = ['mdape', 'within10', 'within20', 'insideRange'] as const;
const measures = accuracyMeasures;

/**
 * The backtest's table: one row per governorate and category with deals in the twelve months, the whole of Kuwait
 * last. It scrolls sideways on a phone inside a region the keyboard can reach.
 */
export function AccuracyTable({
  rows,
  governorates,
  locale,
}: {
  rows: AccuracyRow[];
  governorates: Governorate[];
  locale: Locale;
}) {
  const t = useTranslations('valuationAccuracy');
  const tc = useTranslations('deals.categories');
  const place = (row: AccuracyRow) => {
    const governorate = governorates.find((g) => g.id === row.governorateId);
    return governorate ? localName(locale, governorate) : t('allKuwait');
  };
  const percent = (value: number | null) => (value === null ? '—' : formatPercent(value, locale));
  return (
    <ScrollRegion labelledBy="accuracy-caption" className="shadow-sm">
      <table className="w-full min-w-[40rem] text-sm" data-testid="accuracy-table">
        <caption id="accuracy-caption" className="sr-only">
          {t('caption')}
        </caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-3 text-start font-medium">
              {t('columns.governorate')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-medium">
              {t('columns.category')}
            </th>
            {measures.map((measure) => (
              <th key={measure} scope="col" className="px-3 py-3 text-end font-medium">
                {t(`columns.${measure}`)}
              </th>
            ))}
            <th scope="col" className="px-3 py-3 text-end font-medium">
              {t('columns.deals')}
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              {t('columns.estimated')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={`${row.governorateId}-${row.category}`}
              className={row.governorateId === null ? 'bg-brand-50 font-semibold text-brand-900' : undefined}
            >
              <th scope="row" className="px-3 py-2.5 text-start font-medium">
                {place(row)}
              </th>
              <td className="px-3 py-2.5">{row.category ? tc(row.category) : t('allCategories')}</td>
              {measures.map((measure) => (
                <td key={measure} className="px-3 py-2.5 text-end">
                  {percent(row[measure])}
                </td>
              ))}
              <td className="px-3 py-2.5 text-end">{formatCount(row.sales, locale)}</td>
              <td className="px-3 py-2.5 text-end">{formatCount(row.estimated, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
