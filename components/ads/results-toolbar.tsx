'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { adSorts, type AdSort } from '@/lib/constants';
import { buttonClass } from '@/components/ui/button-styles';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { SearchIcon } from '@/components/ui/icons';
import { FILTER_FORM_ID } from '@/lib/ads/filter-href';

/**
 * Free-text search and sort above the results. Both belong to the filter form (the `form` attribute), so one GET
 * submission carries everything; a new sort applies at once.
 */
export function ResultsToolbar({ q, sort, currentHref }: { q?: string; sort?: AdSort; currentHref: string }) {
  const t = useTranslations('ads.filters');
  const id = useId();
  return (
    // Keyed by URL: back and forward show that URL's search and sort.
    <div key={currentHref} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 gap-2">
        <div className="relative flex-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('search')}
          </label>
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id={`${id}-q`}
            form={FILTER_FORM_ID}
            name="q"
            type="search"
            enterKeyHint="search"
            defaultValue={q}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            className={cn(controlClass, 'h-11 ps-10')}
          />
        </div>
        <button type="submit" form={FILTER_FORM_ID} className={buttonClass('primary', 'md')}>
          {t('search')}
        </button>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-sort`} className="text-sm font-medium whitespace-nowrap text-slate-700">
          {t('sort')}
        </label>
        <select
          id={`${id}-sort`}
          form={FILTER_FORM_ID}
          name="sort"
          defaultValue={sort ?? 'newest'}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className={cn(controlClass, 'h-11 w-auto text-sm')}
        >
          {adSorts.map((value) => (
            <option key={value} value={value}>
              {t(`sorts.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
