'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { fairPriceLevels, type DealTypeSlug } from '@/lib/constants';
import { buttonClass, focusRing } from '@/components/ui/button-styles';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { AreaPicker } from './area-picker';
import { FilterIcon } from './ad-icons';
import { activeFilterCount, FILTER_FORM_ID, filterHref, formFilters } from '@/lib/ads/filter-href';
import type { AreaOption, CategoryOption, TypeOption } from '@/lib/ads/list-catalogue';
import { listHref, type ListFilters } from '@/lib/ads/list-href';
import { ListLink, useListNavigation } from './list-navigation';
import { formatCount } from '@/lib/format';

type AdFiltersProps = {
  /** Where the form submits without JavaScript: the page's deal type and category, without the type. */
  action: string;
  dealType?: DealTypeSlug;
  categorySlug?: string;
  /** Categories (for grouping types when the page has none) and the types on offer. */
  categories: CategoryOption[];
  types: TypeOption[];
  areas: AreaOption[];
  filters: ListFilters;
  selectedTypeId?: number;
  /** The current list URL: when it changes from elsewhere (back, a link), the fields follow it. */
  currentHref: string;
};

const ROOM_CHOICES = [1, 2, 3, 4, 5, 6];
const PANEL_ID = 'ad-filter-panel';
/** Tailwind's `lg`, where the panel stands beside the results instead of folding above them. */
const SIDE_PANEL_QUERY = '(min-width: 64rem)';

function RangeFields({
  legend,
  name,
  min,
  max,
  unit,
}: {
  legend: string;
  name: 'price' | 'size';
  min?: number;
  max?: number;
  unit: string;
}) {
  const t = useTranslations('ads.filters');
  const id = useId();
  const field = (bound: 'Min' | 'Max', value: number | undefined) => (
    <div className="flex-1">
      <label htmlFor={`${id}-${bound}`} className="mb-1 block text-xs text-slate-500">
        {t(bound === 'Min' ? 'from' : 'to')}
      </label>
      <input
        id={`${id}-${bound}`}
        name={`${name}${bound}`}
        defaultValue={value}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        maxLength={14}
        placeholder={unit}
        className={cn(controlClass, 'h-10 text-sm')}
      />
    </div>
  );
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex gap-2">
        {field('Min', min)}
        {field('Max', max)}
      </div>
    </fieldset>
  );
}

function SelectRow({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** "Exactly" or "or more" beside the bedroom count: a plain radio pair, so a GET form without JavaScript carries it. */
function ExactnessChoice({
  exact,
  onChange,
}: {
  exact: boolean;
  onChange(event: { currentTarget: { form: HTMLFormElement | null } }): void;
}) {
  const t = useTranslations('ads.filters');
  return (
    <fieldset className="mt-2">
      <legend className="sr-only">{t('bedroomsMatch')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {([true, false] as const).map((value) => (
          <label
            key={String(value)}
            className="has-checked:text-brand-800 has-checked:ring-brand-300 flex min-h-8 cursor-pointer items-center gap-1 rounded-full px-2.5 text-xs text-slate-700 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:font-semibold"
          >
            <input
              type="radio"
              name="bedroomsExact"
              value={String(value)}
              defaultChecked={exact === value}
              onChange={onChange}
              className="size-3.5 accent-brand-600"
            />
            {t(value ? 'exactly' : 'orMore')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The filter panel: a GET form that works before JavaScript loads. Once loaded, the URL is rebuilt clean
 * (`/ads/rent/apartment?areaId=34`); beside the results (wide screens) a type or room choice applies at once, while on
 * phones the panel folds behind a button and stays open through any number of choices until "show results".
 */
export function AdFilters({
  action,
  dealType,
  categorySlug,
  categories,
  types,
  areas,
  filters,
  selectedTypeId,
  currentHref,
}: AdFiltersProps) {
  const t = useTranslations('ads.filters');
  const locale = useLocale();
  const { pending, navigate } = useListNavigation();
  const [open, setOpen] = useState(false);
  const sidePanel = useMediaQuery(SIDE_PANEL_QUERY);
  const [areaIds, setAreaIds] = useState(filters.areaIds);
  const [formKey, setFormKey] = useState(0);
  const [shownHref, setShownHref] = useState(currentHref);
  const [submittedHref, setSubmittedHref] = useState<string>();

  // A URL change this form did not make (back, forward, a link) resets the fields to that URL's filters.
  if (currentHref !== shownHref) {
    setShownHref(currentHref);
    if (currentHref !== submittedHref) {
      setAreaIds(filters.areaIds);
      setFormKey((key) => key + 1);
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = filterHref(formFilters(new FormData(event.currentTarget)), { dealType, categorySlug, types });
    setSubmittedHref(href);
    setOpen(false);
    navigate(href);
  };
  // On a phone the results are under the panel, out of sight: each choice waits for "show results".
  const applyNow = (event: { currentTarget: { form: HTMLFormElement | null } }) => {
    if (sidePanel) event.currentTarget.form?.requestSubmit();
  };

  const typeGroups = categorySlug
    ? [{ category: undefined, types }]
    : categories.map((category) => ({ category, types: types.filter((type) => type.categoryId === category.id) }));
  const count = activeFilterCount(filters, selectedTypeId !== undefined);

  return (
    <div>
      {/* Without JavaScript the panel cannot fold: show it and drop the button that would fold it. */}
      <noscript>
        <style>{`#${PANEL_ID}{display:block!important}[data-filter-toggle]{display:none!important}`}</style>
      </noscript>
      <button
        type="button"
        data-filter-toggle
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        className={buttonClass('secondary', 'md', 'w-full justify-between lg:hidden')}
      >
        <span className="flex items-center gap-2">
          <FilterIcon className="size-5" />
          {open ? t('hide') : t('show')}
        </span>
        {count > 0 && (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">{count}</span>
        )}
      </button>

      <div id={PANEL_ID} className={cn('mt-3 lg:mt-0 lg:block', open ? 'block' : 'hidden')}>
        <form
          key={formKey}
          id={FILTER_FORM_ID}
          action={action}
          method="get"
          role="search"
          aria-label={t('title')}
          onSubmit={onSubmit}
          aria-busy={pending}
          className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <h2 className="text-base font-bold text-slate-900">{t('title')}</h2>

          <SelectRow label={t('propertyType')}>
            {(id) => (
              <select
                id={id}
                name="propertyTypeId"
                defaultValue={selectedTypeId ?? ''}
                onChange={applyNow}
                className={cn(controlClass, 'h-10 text-sm')}
              >
                <option value="">{t('anyType')}</option>
                {typeGroups.map(({ category, types: options }) =>
                  category ? (
                    <optgroup key={category.id} label={category.name}>
                      {options.map((type) => (
                        <option key={type.id} value={type.id}>
                          {type.name}
                        </option>
                      ))}
                    </optgroup>
                  ) : (
                    options.map((type) => (
                      <option key={type.id} value={type.id}>
                        {type.name}
                      </option>
                    ))
                  ),
                )}
              </select>
            )}
          </SelectRow>

          <AreaPicker areas={areas} selected={areaIds} onChange={setAreaIds} shown={open || sidePanel} />

          <RangeFields legend={t('price')} name="price" min={filters.priceMin} max={filters.priceMax} unit={t('kwd')} />
          <RangeFields legend={t('size')} name="size" min={filters.sizeMin} max={filters.sizeMax} unit={t('sqm')} />

          <div className="grid grid-cols-2 gap-3">
            {(['bedrooms', 'bathrooms'] as const).map((name) => (
              <SelectRow key={name} label={t(name)}>
                {(id) => (
                  <>
                    <select
                      id={id}
                      name={name}
                      defaultValue={filters[name] ?? ''}
                      onChange={applyNow}
                      className={cn(controlClass, 'h-10 text-sm')}
                    >
                      <option value="">{t('anyCount')}</option>
                      {ROOM_CHOICES.map((n) => (
                        <option key={n} value={n}>
                          {name === 'bedrooms'
                            ? formatCount(n, locale)
                            : t('atLeast', { count: formatCount(n, locale) })}
                        </option>
                      ))}
                    </select>
                    {name === 'bedrooms' && (
                      <ExactnessChoice exact={filters.bedroomsExact === true} onChange={applyNow} />
                    )}
                  </>
                )}
              </SelectRow>
            ))}
          </div>

          {dealType === 'sale' && (
            <SelectRow label={t('fairPrice')}>
              {(id) => (
                <select
                  id={id}
                  name="fairPrice"
                  defaultValue={filters.fairPrice ?? ''}
                  onChange={applyNow}
                  className={cn(controlClass, 'h-10 text-sm')}
                >
                  <option value="">{t('anyFairPrice')}</option>
                  {fairPriceLevels.map((level) => (
                    <option key={level} value={level}>
                      {t(`fairPrices.${level}`)}
                    </option>
                  ))}
                </select>
              )}
            </SelectRow>
          )}

          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              name="brokerAds"
              value="true"
              defaultChecked={filters.brokerAds === true}
              onChange={applyNow}
              className="size-4 accent-brand-600"
            />
            {t('brokerAds')}
          </label>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              name="verified"
              value="true"
              defaultChecked={filters.verified === true}
              onChange={applyNow}
              className="size-4 accent-brand-600"
            />
            {t('verified')}
          </label>

          <div className="flex flex-wrap items-center gap-2">
            <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'flex-1')}>
              {pending ? t('applying') : t('apply')}
            </button>
            <ListLink
              href={listHref({ dealType, slug: categorySlug, filters: { areaIds: [], q: filters.q } })}
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                focusRing,
              )}
            >
              {t('reset')}
            </ListLink>
          </div>
        </form>
      </div>
    </div>
  );
}
