import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import type { DealScreenQuery } from '@/lib/schemas/deals';
import { buttonClass } from '@/components/ui/button-styles';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { AreaOptions, type AreaOption } from './area-options';
import { dealsHref } from './deal-href';

interface CompareAreasFormProps {
  path: '/deals' | '/oldDeals';
  query: DealScreenQuery;
  areas: AreaOption[];
  locale: Locale;
}

/** Picks a second area for the price chart: a GET form carrying the search as it is, so a comparison is a shareable URL. */
export function CompareAreasForm({ path, query, areas, locale }: CompareAreasFormProps) {
  const t = useTranslations('deals.chart');
  const kept = Object.entries(query).filter(([key, value]) => key !== 'compareAreaId' && value !== undefined);
  return (
    <form method="get" action={path} className="mt-4 flex flex-wrap items-end gap-2" data-testid="deal-compare">
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={String(value)} />
      ))}
      <div className="w-full sm:w-auto sm:max-w-xs sm:min-w-56 sm:flex-1">
        <label htmlFor="deal-compare-area" className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('compareWith')}
        </label>
        <select
          id="deal-compare-area"
          name="compareAreaId"
          required
          defaultValue={query.compareAreaId ?? ''}
          className={cn(controlClass, 'h-11')}
        >
          <option value="">{t('chooseArea')}</option>
          <AreaOptions areas={areas} locale={locale} except={query.areaId} />
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary', 'md')}>
        {t('compare')}
      </button>
      {query.compareAreaId !== undefined && (
        <Link href={dealsHref(path, query, { compareAreaId: undefined })} className={buttonClass('ghost', 'md')}>
          {t('stopCompare')}
        </Link>
      )}
    </form>
  );
}
