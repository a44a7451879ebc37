import Link from 'next/link';
import { formatDate, formatDigits, formatMonth } from '@/lib/format';
import { kuwaitDate } from '@/lib/kuwait-time';
import { useTranslations } from 'next-intl';
import { dealBases, dealCategories } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/config';
import { dealSorts, type DealScreenQuery } from '@/lib/schemas/deals';
import { buttonClass } from '@/components/ui/button-styles';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { AreaOptions, type AreaOption } from './area-options';
import { dealMonths, type DealMonth } from './deal-months';

const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

interface MonthSelectProps {
  id: string;
  name: 'from' | 'to';
  /** A "from" month starts on its first day, a "to" month ends on its last. */
  bound: 'first' | 'last';
  label: string;
  anyLabel: string;
  value: string | undefined;
  months: DealMonth[];
  locale: Locale;
}

/**
 * Months by name in the page's language ("مارس 2026"), where a date input would show the browser's own "mm/dd/yyyy".
 * A day from a shared link that is not a month's bound stays selectable as itself.
 */
function MonthSelect({ id, name, bound, label, anyLabel, value, months, locale }: MonthSelectProps) {
  const years = [...new Set(months.map((m) => m.year))];
  const custom = value !== undefined && !months.some((m) => m[bound] === value);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={cn(controlClass, 'h-11')}>
        <option value="">{anyLabel}</option>
        {custom && <option value={value}>{formatDate(value, locale)}</option>}
        {years.map((year) => (
          <optgroup key={year} label={formatDigits(year, locale)}>
            {months
              .filter((m) => m.year === year)
              .map((m) => (
                <option key={m[bound]} value={m[bound]}>
                  {formatMonth(m.first, locale)}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/**
 * A plain GET form: it works before JavaScript loads and every search has its own shareable URL. The area compared on
 * the chart travels with the search.
 */
export function DealFilters({
  path,
  query,
  areas,
  locale,
}: {
  path: string;
  query: DealScreenQuery;
  areas: AreaOption[];
  locale: Locale;
}) {
  const t = useTranslations('deals');
  const months = dealMonths(kuwaitDate(new Date()));
  return (
    <form
      method="get"
      action={path}
      aria-label={t('filters.label')}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="lg:col-span-2">
        <label htmlFor="deal-area" className={labelClass}>
          {t('filters.area')}
        </label>
        <select id="deal-area" name="areaId" defaultValue={query.areaId ?? ''} className={cn(controlClass, 'h-11')}>
          <option value="">{t('filters.anyArea')}</option>
          <AreaOptions areas={areas} locale={locale} />
        </select>
      </div>
      <div>
        <label htmlFor="deal-category" className={labelClass}>
          {t('filters.category')}
        </label>
        <select
          id="deal-category"
          name="category"
          defaultValue={query.category ?? ''}
          className={cn(controlClass, 'h-11')}
        >
          <option value="">{t('filters.anyCategory')}</option>
          {dealCategories.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="deal-basis" className={labelClass}>
          {t('filters.basis')}
        </label>
        <select id="deal-basis" name="basis" defaultValue={query.basis ?? ''} className={cn(controlClass, 'h-11')}>
          <option value="">{t('filters.anyBasis')}</option>
          {dealBases.map((basis) => (
            <option key={basis} value={basis}>
              {t(`bases.${basis}`)}
            </option>
          ))}
        </select>
      </div>
      <MonthSelect
        id="deal-from"
        name="from"
        bound="first"
        label={t('filters.from')}
        anyLabel={t('filters.anyMonth')}
        value={query.from}
        months={months}
        locale={locale}
      />
      <MonthSelect
        id="deal-to"
        name="to"
        bound="last"
        label={t('filters.to')}
        anyLabel={t('filters.anyMonth')}
        value={query.to}
        months={months}
        locale={locale}
      />
      <div>
        <label htmlFor="deal-sort" className={labelClass}>
          {t('filters.sort')}
        </label>
        <select
          id="deal-sort"
          name="sort"
          defaultValue={query.sort ?? 'date-desc'}
          className={cn(controlClass, 'h-11')}
        >
          {dealSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <label htmlFor="deal-q" className={labelClass}>
          {t('filters.q')}
        </label>
        <input
          id="deal-q"
          type="search"
          name="q"
          defaultValue={query.q}
          placeholder={t('filters.qPlaceholder')}
          maxLength={60}
          className={cn(controlClass, 'h-11')}
        />
      </div>
      {query.compareAreaId !== undefined && <input type="hidden" name="compareAreaId" value={query.compareAreaId} />}
      <div className="flex items-end gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'md', 'flex-1')}>
          {t('filters.apply')}
        </button>
        <Link href={path} className={buttonClass('ghost', 'md')}>
          {t('filters.reset')}
        </Link>
      </div>
    </form>
  );
}
