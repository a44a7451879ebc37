'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatCount, localName } from '@/lib/format';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { toLocale } from '@/lib/i18n/config';
import { normalizeForSearch, searchTokens } from '@/lib/search/normalize-arabic';
import { cn } from '@/components/ui/cn';
import { controlClass } from '@/components/ui/field';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { AdFormOptions } from './ad-form-options';
import { FieldError } from '@/components/ui/field-error';

type Area = AdFormOptions['areas'][number];

type AreaComboboxProps = {
  label: string;
  areas: Area[];
  /** The chosen area's id as text; '' when none. */
  value: string;
  onChange(value: string): void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A text box that filters the areas as the member types, the way Kuwaitis write them (hamza forms, ta marbuta,
 * alef maqsura, Arabic-Indic digits, English names or the governorate). The ARIA 1.2 combobox pattern: focus stays
 * in the box, arrows move through the list, Enter chooses and Escape closes.
 */
export function AreaCombobox({ label, areas, value, onChange, error, ref }: AreaComboboxProps) {
  const t = useTranslations('adForm.areaSearch');
  const locale = toLocale(useLocale());
  const id = useId();
  const listboxId = `${id}-listbox`;
  const errorId = `${id}-error`;
  const listRef = useRef<HTMLUListElement>(null);
  const selected = areas.find((area) => String(area.id) === value);
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const searchKeys = useMemo(
    () =>
      areas.map((area) =>
        normalizeForSearch([area.nameAr, area.nameEn, area.governorate.nameAr, area.governorate.nameEn].join(' ')),
      ),
    [areas],
  );
  // While nothing is typed the whole list shows; typed words must each appear in the area's names.
  const tokens = query === undefined ? [] : searchTokens(query);
  const matches =
    tokens.length === 0
      ? areas
      : areas.filter((_, index) => tokens.every((token) => searchKeys[index]!.includes(token)));
  const text = query ?? (selected ? localName(locale, selected) : '');

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
    setQuery(undefined);
  };

  const choose = (area: Area) => {
    onChange(String(area.id));
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (matches.length === 0 ? -1 : (current + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && open) {
      // Choosing from the list must not submit the form.
      event.preventDefault();
      const area = matches[activeIndex] ?? (matches.length === 1 ? matches[0] : undefined);
      if (area) choose(area);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const onInputBlur = () => {
    // Erasing the text clears the choice; any other unfinished text goes back to the chosen area's name.
    if (query !== undefined && query.trim() === '') onChange('');
    close();
  };

  const activeId = open && matches[activeIndex] ? `${id}-option-${matches[activeIndex].id}` : undefined;

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={t('placeholder')}
          value={text}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={onInputBlur}
          className={cn(controlClass, 'h-11 pe-10')}
        />
        <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
      </div>
      <ul
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute inset-x-0 z-30 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {matches.map((area, index) => (
          <li
            key={area.id}
            id={`${id}-option-${area.id}`}
            data-index={index}
            role="option"
            aria-selected={String(area.id) === value}
            // Keeps focus in the text box, so its blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(area)}
            className={cn(
              'flex cursor-pointer items-baseline justify-between gap-3 px-3.5 py-2 text-sm text-slate-800',
              index === activeIndex ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-50',
              String(area.id) === value && 'font-semibold',
            )}
          >
            <span>{localName(locale, area)}</span>
            <span className="text-xs text-slate-500">{localName(locale, area.governorate)}</span>
          </li>
        ))}
        {matches.length === 0 && (
          <li aria-hidden="true" className="px-3.5 py-2 text-sm text-slate-500">
            {t('noMatch')}
          </li>
        )}
      </ul>
      <p className="sr-only" aria-live="polite">
        {open && tokens.length > 0
          ? t('matches', { count: matches.length, formatted: formatCount(matches.length, locale) })
          : ''}
      </p>
      {error && (
        <FieldError id={errorId} className="mt-1.5">
          {error}
        </FieldError>
      )}
    </div>
  );
}
