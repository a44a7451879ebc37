'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSaveSearch } from '@/lib/queries/use-save-search';
import {
  SAVED_SEARCH_NAME_MAX,
  savedSearchFrequencies,
  type SavedSearchFrequency,
} from '@/lib/saved-searches/constants';
import type { SavedSearchFilters } from '@/lib/schemas/saved-searches';
import { flashStore } from '@/components/ui/flash';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/field';
import { useErrorText } from '@/components/ui/use-error-text';

/** The save form in a native modal dialog (focus kept inside, Escape closes, focus returns to the button). */
export function SaveSearchDialog({
  filters,
  defaultName,
  onClose,
}: {
  filters: SavedSearchFilters;
  defaultName: string;
  onClose(): void;
}) {
  const t = useTranslations('savedSearches');
  const errorText = useErrorText();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [name, setName] = useState(defaultName.slice(0, SAVED_SEARCH_NAME_MAX));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('daily');
  const save = useSaveSearch();
  const fieldError = errorText.field(save.error?.fieldErrors?.name?.[0]);

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { filters, name: name.trim() || undefined, frequency },
      {
        onSuccess: ({ created }) => {
          flashStore.show(t(created ? 'saved' : 'alreadySaved'));
          ref.current?.close();
        },
        onError: (error) => {
          if (!error.fieldErrors?.name) flashStore.show(errorText.request(error), 'error');
        },
      },
    );
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        if (save.isPending) event.preventDefault();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
      data-testid="save-search-dialog"
    >
      <form onSubmit={submit} className="grid gap-5">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {t('dialogTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('dialogHint')}</p>
        </div>
        <TextField
          label={t('name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={SAVED_SEARCH_NAME_MAX}
          required
          error={fieldError}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('frequency')}</legend>
          <div className="grid gap-2">
            {savedSearchFrequencies.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="frequency"
                  value={value}
                  checked={frequency === value}
                  onChange={() => setFrequency(value)}
                  className="size-4 accent-brand-600"
                />
                {t(`frequencies.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => ref.current?.close()}
            disabled={save.isPending}
            className={buttonClass('secondary', 'md')}
          >
            {t('cancel')}
          </button>
          <button
            type="submit"
            disabled={save.isPending}
            aria-busy={save.isPending}
            className={buttonClass('primary', 'md')}
          >
            {save.isPending ? t('saving') : t('submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
