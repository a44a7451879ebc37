'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useDeleteSavedSearch } from '@/lib/queries/use-delete-saved-search';
import { useUpdateSavedSearch } from '@/lib/queries/use-update-saved-search';
import { SAVED_SEARCH_NAME_MAX, savedSearchFrequencies } from '@/lib/saved-searches/constants';
import type { SavedSearch, UpdateSavedSearchInput } from '@/lib/schemas/saved-searches';
import { flashStore } from '@/components/ui/flash';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/components/ui/use-confirmed-action';
import { buttonClass } from '@/components/ui/button-styles';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { useErrorText } from '@/components/ui/use-error-text';

type Props = { search: SavedSearch; summary: string; lastAlert?: string };

/** One saved search: open its list, rename it, change how often it alerts, pause or resume it, delete it. */
export function SavedSearchCard({ search, summary, lastAlert }: Props) {
  const t = useTranslations('savedSearches');
  const errorText = useErrorText();
  const router = useRouter();
  const id = useId();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const deletion = useConfirmedAction();
  const busy = update.isPending || remove.isPending;

  const change = (patch: UpdateSavedSearchInput, after?: () => void) =>
    update.mutate(
      { id: search.id, change: patch },
      {
        onSuccess: () => {
          after?.();
          flashStore.show(t('updated'));
          router.refresh();
        },
        onError: (error) =>
          flashStore.show(errorText.field(error.fieldErrors?.name?.[0]) ?? errorText.request(error), 'error'),
      },
    );

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) change({ name: name.trim() }, () => setRenaming(false));
  };

  return (
    <article
      data-testid="saved-search-card"
      data-paused={search.paused}
      className={cn(
        'grid gap-3 rounded-xl border p-4',
        search.paused ? 'border-slate-200 bg-slate-50' : 'border-brand-200 bg-white',
      )}
    >
      {renaming ? (
        <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
          <label htmlFor={`${id}-name`} className="sr-only">
            {t('renameLabel', { name: search.name })}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={SAVED_SEARCH_NAME_MAX}
            required
            autoFocus
            className={cn(controlClass, 'h-10 min-w-0 flex-1 basis-48')}
          />
          <button type="submit" disabled={busy} className={buttonClass('primary', 'sm')}>
            {t('renameSave')}
          </button>
          <button
            type="button"
            onClick={() => {
              setName(search.name);
              setRenaming(false);
            }}
            className={buttonClass('ghost', 'sm')}
          >
            {t('cancel')}
          </button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-base font-semibold break-words text-slate-900" data-testid="saved-search-name">
            {search.name}
          </h2>
          {search.paused && (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t('pausedBadge')}
            </span>
          )}
        </div>
      )}
      <p className="text-sm text-slate-600">{summary}</p>
      {lastAlert && <p className="text-xs text-slate-500">{lastAlert}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <Link href={search.link} className={buttonClass('primary', 'sm')}>
          {t('open')}
        </Link>
        <label htmlFor={`${id}-frequency`} className="sr-only">
          {t('frequencyLabel', { name: search.name })}
        </label>
        <select
          id={`${id}-frequency`}
          value={search.frequency}
          disabled={busy}
          onChange={(e) => change({ frequency: e.target.value as SavedSearch['frequency'] })}
          className={cn(controlClass, 'h-9 w-auto max-w-full text-sm')}
        >
          {savedSearchFrequencies.map((value) => (
            <option key={value} value={value}>
              {t(`frequencies.${value}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={busy}
          onClick={() => change({ paused: !search.paused })}
          className={buttonClass('secondary', 'sm')}
        >
          {search.paused ? t('resume') : t('pause')}
        </button>
        {!renaming && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setRenaming(true)}
            className={buttonClass('ghost', 'sm')}
          >
            {t('rename')}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={deletion.ask}
          aria-label={t('deleteLabel', { name: search.name })}
          className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
        >
          {t('delete')}
        </button>
      </div>
      <ConfirmDialog
        open={deletion.confirming}
        title={t('deleteTitle')}
        confirmLabel={remove.isPending ? t('deletePending') : t('deleteConfirm')}
        cancelLabel={t('keep')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(search.id, deletion.settle(t('deleted'), router.refresh))}
        onClose={deletion.close}
      >
        <p>{t('deleteBody')}</p>
      </ConfirmDialog>
    </article>
  );
}
