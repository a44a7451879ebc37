'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { normalizeForSearch } from '@/lib/search/normalize-arabic';
import { controlClass } from '@/components/ui/field';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import type { AreaOption } from '@/lib/ads/list-catalogue';

type AreaPickerProps = { areas: AreaOption[]; selected: number[]; onChange(selected: number[]): void };

/**
 * Areas as checkboxes named `areaIds`, grouped by governorate: a plain GET form submits them as they are. With
 * JavaScript a search box narrows the list (Arabic typed any way, or English) and the chosen areas show as chips.
 */
export function AreaPicker({ areas, selected, onChange }: AreaPickerProps) {
  const t = useTranslations('ads.filters');
  const id = useId();
  const [search, setSearch] = useState('');
  const enhanced = useHydrated();
  const chosen = new Set(selected);
  const needle = normalizeForSearch(search);

  const groups = useMemo(() => {
    const byGovernorate = new Map<string, AreaOption[]>();
    for (const area of areas)
      byGovernorate.set(area.governorate, [...(byGovernorate.get(area.governorate) ?? []), area]);
    return [...byGovernorate];
  }, [areas]);
  const searchable = useMemo(
    () => new Map(areas.map((area) => [area.id, normalizeForSearch(`${area.name} ${area.altName}`)])),
    [areas],
  );
  // Hidden, not removed: a chosen area outside the search still submits with the form.
  const matches = (area: AreaOption) => !needle || Boolean(searchable.get(area.id)?.includes(needle));
  const anyMatch = areas.some(matches);

  const toggle = (areaId: number, on: boolean) =>
    onChange(on ? [...selected, areaId] : selected.filter((value) => value !== areaId));
  const chosenAreas = areas.filter((area) => chosen.has(area.id));

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('areas')}</legend>
      {enhanced && chosenAreas.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={t('chosenAreas')}>
          {chosenAreas.map((area) => (
            <li key={area.id}>
              <button
                type="button"
                onClick={() => toggle(area.id, false)}
                aria-label={t('removeArea', { name: area.name })}
                className={cn(
                  'flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-2 text-xs font-medium text-brand-700 hover:bg-brand-100',
                  focusRing,
                )}
              >
                {area.name}
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {enhanced && (
        <div className="relative mb-2">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('areaSearch')}
          </label>
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              // Enter here narrows the list; it must not submit the whole filter form.
              if (event.key === 'Enter') event.preventDefault();
            }}
            placeholder={t('areaSearch')}
            autoComplete="off"
            className={cn(controlClass, 'h-10 ps-9 text-sm')}
          />
        </div>
      )}
      <div className="area-options" data-testid="area-options">
        {!anyMatch && <p className="p-2 text-sm text-slate-500">{t('noAreaMatch')}</p>}
        {groups.map(([governorate, options]) => (
          <div
            key={governorate}
            role="group"
            aria-label={governorate}
            hidden={!options.some(matches)}
            className="mb-2 last:mb-0"
          >
            <p aria-hidden="true" className="px-2 py-1 text-xs font-semibold text-slate-500">
              {governorate}
            </p>
            {options.map((area) => (
              <label key={area.id} hidden={!matches(area)}>
                <input
                  type="checkbox"
                  name="areaIds"
                  value={area.id}
                  checked={chosen.has(area.id)}
                  onChange={(event) => toggle(area.id, event.target.checked)}
                />
                {area.name}
              </label>
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
