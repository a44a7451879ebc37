'use client';

import { useTranslations } from 'next-intl';
import type { DragEventHandler, ReactNode } from 'react';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { AlertIcon, ArrowEndIcon, CloseIcon } from '@/components/ui/icons';
import type { MediaEntry } from './use-ad-media';

type MediaTileProps = {
  entry: MediaEntry;
  position: number;
  total: number;
  live: boolean;
  error?: string;
  canReorder: boolean;
  disabled: boolean;
  dragTarget: boolean;
  onMove(position: number): void;
  onRemove(): void;
  onRetry(): void;
  dragProps: {
    draggable: boolean;
    onDragStart: DragEventHandler;
    onDragOver: DragEventHandler;
    onDrop: DragEventHandler;
    onDragEnd: DragEventHandler;
  };
};

const iconButton = cn(
  'flex size-8 items-center justify-center rounded-lg bg-white/95 text-slate-700 shadow-sm hover:bg-white hover:text-slate-900 disabled:opacity-40',
  focusRing,
);

function TileButton({
  label,
  onClick,
  disabled,
  children,
  className,
}: {
  label: string;
  onClick(): void;
  disabled: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={cn(iconButton, className)}
    >
      {children}
    </button>
  );
}

function Preview({ entry, label }: { entry: MediaEntry; label: string }) {
  const src =
    entry.state === 'saved'
      ? (entry.media.responsive.find((r) => r.width === 320)?.url ?? entry.media.url)
      : entry.preview;
  if (entry.kind === 'video')
    return (
      <video src={src} muted playsInline preload="metadata" aria-label={label} className="size-full object-cover" />
    );
  // Local previews are blob: URLs the image optimiser cannot fetch, and stored photos already come in small widths.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt={label} className="size-full object-cover" />;
}

/** One photo or video: its preview, place in the order, upload progress or error, and its buttons. */
export function MediaTile({
  entry,
  position,
  total,
  live,
  error,
  canReorder,
  disabled,
  dragTarget,
  onMove,
  onRemove,
  onRetry,
  dragProps,
}: MediaTileProps) {
  const t = useTranslations('adForm.media');
  const label = t(entry.kind === 'video' ? 'videoLabel' : 'photoLabel', { position });
  const uploading = entry.state === 'uploading';
  const percent = entry.state === 'saved' ? 100 : Math.round(entry.progress * 100);
  const removing = entry.state === 'saved' && entry.removing;

  return (
    <li
      {...dragProps}
      data-testid="media-tile"
      className={cn(
        'group relative overflow-hidden rounded-xl border bg-slate-100',
        dragTarget ? 'border-brand-600 ring-2 ring-brand-600' : error ? 'border-red-400' : 'border-slate-200',
        dragProps.draggable && 'cursor-grab active:cursor-grabbing',
        removing && 'opacity-50',
      )}
    >
      <div className="aspect-[4/3]">
        <Preview entry={entry} label={label} />
      </div>
      <span className="absolute start-2 top-2 rounded-md bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
        {position === 1 ? t('cover') : position}
      </span>
      {entry.kind === 'video' && (
        <span className="absolute end-2 top-2 rounded-md bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
          {t('videoBadge')}
        </span>
      )}

      {entry.state !== 'saved' && (
        <div className="absolute inset-x-0 bottom-12 px-2">
          {uploading && (
            <div
              role="progressbar"
              aria-label={t('uploading', { name: entry.file.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-white/80"
            >
              <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          )}
          {entry.state === 'queued' && (
            <p className="rounded-md bg-white/90 px-2 py-1 text-xs text-slate-700">
              {live ? t('waiting') : t('afterSave')}
            </p>
          )}
          {error && (
            <p className="flex items-start gap-1 rounded-md bg-white/95 px-2 py-1 text-xs text-red-800">
              <AlertIcon className="size-4 shrink-0" />
              {error}
            </p>
          )}
        </div>
      )}

      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 bg-gradient-to-t from-slate-900/60 to-transparent p-2">
        <div className="flex gap-1">
          <TileButton
            label={t('moveEarlier', { label })}
            onClick={() => onMove(position - 1)}
            disabled={!canReorder || position === 1}
          >
            <ArrowEndIcon className="size-4 rotate-180" />
          </TileButton>
          <TileButton
            label={t('moveLater', { label })}
            onClick={() => onMove(position + 1)}
            disabled={!canReorder || position === total}
          >
            <ArrowEndIcon className="size-4" />
          </TileButton>
        </div>
        <div className="flex gap-1">
          {entry.state === 'failed' && live && (
            <button
              type="button"
              onClick={onRetry}
              disabled={disabled}
              className={cn(iconButton, 'w-auto px-2 text-xs font-medium')}
            >
              {t('retry')}
            </button>
          )}
          <TileButton
            label={t('remove', { label })}
            onClick={onRemove}
            disabled={disabled || uploading || removing}
            className="text-red-700 hover:text-red-800"
          >
            <CloseIcon className="size-4" />
          </TileButton>
        </div>
      </div>
    </li>
  );
}
