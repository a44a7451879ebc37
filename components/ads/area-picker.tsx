'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { normalizeForSearch } from '@/lib/search/normalize-arabic';
import { controlClass } from '@/components/ui/field';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import type { AreaOption } from '@/lib/ads/list-catalogue';

type AreaPickerProps = {
  areas: AreaOption[];
  selected: number[];
  onChange(selected: number[]): void;
  /** Whether the filter panel is on screen (beside the results, or opened on a phone). */
  shown: boolean;
};

type Group = [governorate: string, areas: AreaOption[]];

function groupByGovernorate(areas: AreaOption[]): Group[] {
  const byGovernorate = new Map<string, AreaOption[]>();
  for (const area of areas) byGovernorate.set(area.governorate, [...(byGovernorate.get(area.governorate) ?? []), area]);
  return [...byGovernorate];
}

/** One checkbox named `areaIds`: a plain GET form submits it as it is. */
function AreaCheckbox({
  area,
  checked,
  hidden,
  onToggle,
}: {
  area: AreaOption;
  checked?: boolean;
  hidden?: boolean;
  onToggle?(areaId: number, on: boolean): void;
}) {
  return (
    <label hidden={hidden}>
      <input
        type="checkbox"
        name="areaIds"
        value={area.id}
        checked={onToggle ? checked : undefined}
        onChange={onToggle && ((event) => onToggle(area.id, event.target.checked))}
      />
      {area.name}
    </label>
  );
}

/**
 * Areas as checkboxes grouped by governorate. The hundred-odd checkboxes are drawn only while the panel is on screen
 * (on a phone, once opened): until then the page holds the chosen ones, which the form and the sort still submit, and
 * the rest inside `<noscript>`, which a browser running scripts keeps as text. A visitor without JavaScript gets
 * every area; with it, a search box narrows the list (Arabic typed any way, or English) and the chosen areas show as
 * chips.
 */
export function AreaPicker({ areas, selected, onChange, shown }: AreaPickerProps) {
  const t = useTranslations('ads.filters');
  const id = useId();
  const [search, setSearch] = useState('');
  const enhanced = useHydrated();
  // Once drawn, the list stays: closing and opening the panel again costs nothing.
  const [drawn, setDrawn] = useState(false);
  if (enhanced && shown && !drawn) setDrawn(true);
  const chosen = new Set(selected);
  const needle = normalizeForSearch(search);

  const groups = useMemo(() => groupByGovernorate(areas), [areas]);
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
      <noscript>
        <style>{'[data-area-search]{display:none!important}'}</style>
      </noscript>
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
      <div className="relative mb-2" data-area-search>
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
          // It narrows a list drawn once the page runs: typed before then, the words would narrow nothing.
          disabled={!enhanced}
          className={cn(controlClass, 'h-10 ps-9 text-sm')}
        />
      </div>
      <div className="area-options" data-testid="area-options">
        {drawn ? (
          <>
            {!anyMatch && <p className="p-2 text-sm text-slate-500">{t('noAreaMatch')}</p>}
            {groups.map(([governorate, options]) => (
              <AreaGroup key={governorate} governorate={governorate} hidden={!options.some(matches)}>
                {options.map((area) => (
                  <AreaCheckbox
                    key={area.id}
                    area={area}
                    checked={chosen.has(area.id)}
                    hidden={!matches(area)}
                    onToggle={toggle}
                  />
                ))}
              </AreaGroup>
            ))}
          </>
        ) : (
          <>
            {chosenAreas.map((area) => (
              <AreaCheckbox key={area.id} area={area} checked onToggle={toggle} />
            ))}
            <noscript>
              {groupByGovernorate(areas.filter((area) => !chosen.has(area.id))).map(([governorate, options]) => (
                <AreaGroup key={governorate} governorate={governorate}>
                  {options.map((area) => (
                    <AreaCheckbox key={area.id} area={area} />
                  ))}
                </AreaGroup>
              ))}
            </noscript>
          </>
        )}
      </div>
    </fieldset>
  );
}

function AreaGroup({ governorate, hidden, children }: { governorate: string; hidden?: boolean; children: ReactNode }) {
  return (
    <div role="group" aria-label={governorate} hidden={hidden} className="mb-2 last:mb-0">
      <p aria-hidden="true" className="px-2 py-1 text-xs font-semibold text-slate-500">
        {governorate}
      </p>
      {children}
    </div>
  );
}
