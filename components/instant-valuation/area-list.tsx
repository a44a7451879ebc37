'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { normalizeForSearch } from '@/lib/search/normalize-arabic';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { SearchIcon } from '@/components/ui/icons';
import type { AreaChoice, GovernorateChoice } from './area-choice';

type AreaListProps = {
  areas: AreaChoice[];
  governorates: GovernorateChoice[];
  /** Only this governorate's areas, or all. */
  governorateId: number | null;
  selectedId: number | null;
  invalid: boolean;
  describedBy?: string;
  searchRef?: Ref<HTMLInputElement>;
  onActiveChange(areaId: number | null): void;
  onSelect(areaId: number): void;
};

/**
 * The keyboard's way to choose an area (and a phone's quickest): a search box narrows a listbox of areas grouped by
 * governorate (Arabic typed any way, or English); ↓ from the search goes to the list, ↑↓ Home End move, Enter or
 * Space chooses.
 */
export function AreaList({
  areas,
  governorates,
  governorateId,
  selectedId,
  invalid,
  describedBy,
  searchRef,
  onActiveChange,
  onSelect,
}: AreaListProps) {
  const t = useTranslations('valuation.list');
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [search, setSearch] = useState('');
  const [activeId, setActiveId] = useState<number | null>(null);
  const needle = normalizeForSearch(search);
  const searchable = useMemo(
    () => new Map(areas.map((area) => [area.id, normalizeForSearch(`${area.name} ${area.altName}`)])),
    [areas],
  );
  // A search looks through every governorate; without one the list shows the governorate the map shows.
  const shown = areas.filter((area) =>
    needle ? searchable.get(area.id)!.includes(needle) : !governorateId || area.governorateId === governorateId,
  );
  const groups = governorates
    .map((governorate) => ({ governorate, options: shown.filter((area) => area.governorateId === governorate.id) }))
    .filter((group) => group.options.length);
  const optionId = (areaId: number) => `${id}-area-${areaId}`;
  const activeShown = shown.some((area) => area.id === activeId) ? activeId : null;

  const activate = (areaId: number | null) => {
    setActiveId(areaId);
    onActiveChange(areaId);
    if (areaId) document.getElementById(optionId(areaId))?.scrollIntoView({ block: 'nearest' });
  };
  const move = (to: 'next' | 'previous' | 'first' | 'last') => {
    if (!shown.length) return;
    const at = shown.findIndex((area) => area.id === activeShown);
    const index = {
      next: Math.min(at + 1, shown.length - 1),
      previous: Math.max(at - 1, 0),
      first: 0,
      last: shown.length - 1,
    }[to];
    activate(shown[index]!.id);
  };
  const onListKey = (event: KeyboardEvent) => {
    const moves: Record<string, Parameters<typeof move>[0]> = {
      ArrowDown: 'next',
      ArrowUp: 'previous',
      Home: 'first',
      End: 'last',
    };
    if (moves[event.key]) {
      event.preventDefault();
      move(moves[event.key]!);
    } else if ((event.key === 'Enter' || event.key === ' ') && activeShown) {
      event.preventDefault();
      onSelect(activeShown);
    }
  };

  return (
    <div className="flex min-h-0 flex-col gap-2">
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('search')}
        </label>
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
        <input
          ref={searchRef}
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
            if (event.key === 'ArrowDown' && shown.length) {
              event.preventDefault();
              listRef.current?.focus();
            }
          }}
          placeholder={t('search')}
          autoComplete="off"
          aria-controls={`${id}-list`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(controlClass, 'h-11 ps-9')}
        />
      </div>
      {groups.length === 0 && (
        <p role="status" className="px-1 text-sm text-slate-500">
          {t('noMatch')}
        </p>
      )}
      <div
        ref={listRef}
        id={`${id}-list`}
        role="listbox"
        tabIndex={0}
        aria-label={t('label')}
        aria-activedescendant={activeShown ? optionId(activeShown) : undefined}
        onKeyDown={onListKey}
        onFocus={() =>
          activate(activeShown ?? (shown.some((area) => area.id === selectedId) ? selectedId : (shown[0]?.id ?? null)))
        }
        onBlur={() => onActiveChange(null)}
        data-testid="area-list"
        className="h-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 focus-visible:outline-2 focus-visible:outline-brand-600 lg:h-[26.5rem]"
      >
        {groups.map(({ governorate, options }) => (
          <div key={governorate.id} role="group" aria-labelledby={`${id}-gov-${governorate.id}`}>
            <p
              id={`${id}-gov-${governorate.id}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-500"
            >
              {governorate.name}
            </p>
            {options.map((area) => (
              <div
                key={area.id}
                id={optionId(area.id)}
                role="option"
                aria-selected={area.id === selectedId}
                onClick={() => {
                  activate(area.id);
                  onSelect(area.id);
                }}
                className={cn(
                  'cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-brand-50',
                  area.id === activeShown && 'ring-2 ring-brand-600 ring-inset',
                  area.id === selectedId && 'bg-brand-600 font-semibold text-white hover:bg-brand-700',
                )}
              >
                {area.name}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
