import Link from 'next/link';
import { localName } from '@/lib/format';
import { useTranslations } from 'next-intl';
import { dealCategories } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/config';
import { dealSorts, type DealListQuery } from '@/lib/schemas/deals';
import { buttonClass } from '@/components/ui/button-styles';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';

type Named = { id: number; nameAr: string; nameEn: string };
export type AreaOption = Named & { governorate: Named };

const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

/** A plain GET form: it works before JavaScript loads and every search has its own shareable URL. */
export function DealFilters({ path, query, areas, locale }: { path: string; query: DealListQuery; areas: AreaOption[]; locale: Locale }) {
  const t = useTranslations('deals');
  const governorates = [...new Map(areas.map((a) => [a.governorate.id, a.governorate])).values()];
  return (
    <form method="get" action={path} aria-label={t('filters.label')} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6">
      <div className="lg:col-span-2">
        <label htmlFor="deal-area" className={labelClass}>{t('filters.area')}</label>
        <select id="deal-area" name="areaId" defaultValue={query.areaId ?? ''} className={cn(controlClass, 'h-11')}>
          <option value="">{t('filters.anyArea')}</option>
          {governorates.map((governorate) => (
            <optgroup key={governorate.id} label={localName(locale, governorate)}>
              {areas.filter((a) => a.governorate.id === governorate.id).map((area) => (
                <option key={area.id} value={area.id}>{localName(locale, area)}</option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="deal-category" className={labelClass}>{t('filters.category')}</label>
        <select id="deal-category" name="category" defaultValue={query.category ?? ''} className={cn(controlClass, 'h-11')}>
          <option value="">{t('filters.anyCategory')}</option>
          {dealCategories.map((category) => (
            <option key={category} value={category}>{t(`categories.${category}`)}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="deal-from" className={labelClass}>{t('filters.from')}</label>
        <input id="deal-from" type="date" name="from" defaultValue={query.from} className={cn(controlClass, 'h-11')} />
      </div>
      <div>
        <label htmlFor="deal-to" className={labelClass}>{t('filters.to')}</label>
        <input id="deal-to" type="date" name="to" defaultValue={query.to} className={cn(controlClass, 'h-11')} />
      </div>
      <div>
        <label htmlFor="deal-sort" className={labelClass}>{t('filters.sort')}</label>
        <select id="deal-sort" name="sort" defaultValue={query.sort ?? 'date-desc'} className={cn(controlClass, 'h-11')}>
          {dealSorts.map((sort) => (
            <option key={sort} value={sort}>{t(`sorts.${sort}`)}</option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2 lg:col-span-4">
        <label htmlFor="deal-q" className={labelClass}>{t('filters.q')}</label>
        <input id="deal-q" type="search" name="q" defaultValue={query.q} placeholder={t('filters.qPlaceholder')} maxLength={60} className={cn(controlClass, 'h-11')} />
      </div>
      <div className="flex items-end gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'md', 'flex-1')}>{t('filters.apply')}</button>
        <Link href={path} className={buttonClass('ghost', 'md')}>{t('filters.reset')}</Link>
      </div>
    </form>
  );
}
