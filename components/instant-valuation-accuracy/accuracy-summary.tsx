import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { formatPercent } from '@/lib/format';
import type { AccuracyRow } from '@/lib/schemas/instant-valuation';
import { accuracyMeasures } from './accuracy-table';

/** The whole of Kuwait's four figures, large, before the table. */
export function AccuracySummary({ total, locale }: { total: AccuracyRow; locale: Locale }) {
  const t = useTranslations('valuationAccuracy');
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="accuracy-summary">
      {accuracyMeasures.map((measure) => (
        <div key={measure} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{t(`columns.${measure}`)}</dt>
          <dd className="text-brand-800 mt-1 text-2xl font-bold">
            {total[measure] === null ? '—' : formatPercent(total[measure], locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
