'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useState, type DragEvent } from 'react';
import { MAX_AD_MEDIA } from '@/lib/constants';
import { ApiError } from '@/lib/api/api-error';
import { cn } from '@/components/ui/cn';
import { useErrorText } from '@/components/ui/use-error-text';
import { adMediaAccept, type MediaProblem } from './media-checks';
import type { AdMedia, MediaEntry } from './use-ad-media';

// A new ad's tiles load with its first chosen file, not with the page (an edited ad's stored media show them at once).
const MediaTile = dynamic(() => import('./media-tile').then((m) => m.MediaTile));

type MediaManagerProps = {
  media: AdMedia;
  /** Editing a stored ad: every change is saved at once (a new ad uploads its files after it is created). */
  live: boolean;
  disabled: boolean;
};

/** Add, remove and order the ad's photos and videos; dragging and the move buttons do the same. */
export function MediaManager({ media, live, disabled }: MediaManagerProps) {
  const t = useTranslations('adForm.media');
  const errorText = useErrorText();
  const hintId = useId();
  const [refused, setRefused] = useState<Array<{ name: string; problem: MediaProblem }>>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number>();
  const [dragOver, setDragOver] = useState<number>();
  const [dropping, setDropping] = useState(false);
  const full = media.count >= MAX_AD_MEDIA;
  const canReorder = media.canReorder && !disabled;

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    setRefused(media.add(files).map(({ file, problem }) => ({ name: file.name, problem })));
  };

  const move = (from: number, to: number) => {
    media.move(from, to);
    setAnnouncement(t('moved', { position: to + 1, total: media.entries.length }));
  };

  const errorOf = (entry: MediaEntry) => {
    if (entry.state !== 'failed') return undefined;
    const fileError = entry.error instanceof ApiError ? entry.error.fieldErrors?.file?.[0] : undefined;
    return fileError ? errorText.field(fileError) : errorText.request(entry.error);
  };

  const onTileDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragFrom !== undefined) move(dragFrom, index);
    setDragFrom(undefined);
    setDragOver(undefined);
  };

  const onZoneDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    if (!disabled && !full) addFiles([...event.dataTransfer.files]);
  };

  return (
    <fieldset className="grid gap-4" aria-describedby={hintId}>
      <legend className="text-lg font-semibold text-slate-900">{t('legend')}</legend>
      <div id={hintId} className="-mt-2 flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-600">
        <p>
          {t('hint', { max: MAX_AD_MEDIA })} {live && t('savedAtOnce')}
        </p>
        <p className="font-medium text-slate-800" data-testid="media-count">
          {t('count', { count: media.count, max: MAX_AD_MEDIA })}
        </p>
      </div>

      {media.entries.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="media-list">
          {media.entries.map((entry, index) => (
            <MediaTile
              key={entry.key}
              entry={entry}
              position={index + 1}
              total={media.entries.length}
              live={live}
              error={errorOf(entry)}
              canReorder={canReorder}
              disabled={disabled}
              dragTarget={dragOver === index && dragFrom !== index}
              onMove={(to) => move(index, to - 1)}
              onRemove={() => media.remove(entry.key)}
              onRetry={() => media.retry(entry.key)}
              dragProps={{
                draggable: canReorder,
                onDragStart: (event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  // Firefox starts a drag only with some data set.
                  event.dataTransfer.setData('text/plain', entry.key);
                  setDragFrom(index);
                },
                onDragOver: (event) => {
                  if (dragFrom === undefined) return;
                  event.preventDefault();
                  setDragOver(index);
                },
                onDrop: (event) => onTileDrop(event, index),
                onDragEnd: () => {
                  setDragFrom(undefined);
                  setDragOver(undefined);
                },
              }}
            />
          ))}
        </ol>
      )}

      {!full && (
        <label
          onDragOver={(event) => {
            if (dragFrom !== undefined || !event.dataTransfer.types.includes('Files')) return;
            event.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={onZoneDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-8 text-center focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
            dropping ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:border-brand-500',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <span className="font-medium text-brand-700">{t('choose')}</span>
          <span className="text-sm text-slate-600">{t('dropHint', { left: MAX_AD_MEDIA - media.count })}</span>
          <input
            type="file"
            multiple
            accept={adMediaAccept}
            disabled={disabled}
            data-testid="media-input"
            className="sr-only"
            onChange={(event) => {
              addFiles([...(event.target.files ?? [])]);
              // The same file can be chosen again after it was removed.
              event.target.value = '';
            }}
          />
        </label>
      )}
      {full && (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">{t('full', { max: MAX_AD_MEDIA })}</p>
      )}

      {refused.length > 0 && (
        <ul role="alert" className="grid gap-1 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {refused.map(({ name, problem }, index) => (
            <li key={`${name}-${index}`}>
              <span dir="auto" className="font-medium">
                {name}
              </span>
              {': '}
              {t(`problems.${problem}`, { max: MAX_AD_MEDIA })}
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
