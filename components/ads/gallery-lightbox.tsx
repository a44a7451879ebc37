'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { AdMediaItem } from '@/lib/schemas/ads';
import { focusRingOnDark } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { CloseIcon } from '@/components/ui/icons';
import { ChevronEndIcon, ChevronStartIcon } from './ad-icons';
import { formatCount } from '@/lib/format';

type GalleryLightboxProps = {
  media: AdMediaItem[];
  index: number;
  open: boolean;
  title: string;
  onMove(index: number): void;
  onClose(): void;
};

const controlClass = cn(
  'flex size-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25',
  focusRingOnDark,
);

/**
 * One photo or video at full size in a modal dialog: Escape closes it. It sits inside the gallery, so the arrow keys
 * reach the gallery's own handler and move as they do there.
 */
export function GalleryLightbox({ media, index, open, title, onMove, onClose }: GalleryLightboxProps) {
  const t = useTranslations('adActions.gallery');
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const item = media[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-label={t('label', { title })}
      onClose={onClose}
      className="m-0 size-full max-h-none max-w-none bg-slate-950/95 p-0 text-white backdrop:bg-slate-950/80"
    >
      {open && item && (
        <div className="flex size-full flex-col">
          <div className="flex items-center justify-between gap-4 p-4">
            <p className="text-sm font-semibold" aria-live="polite">
              {t('slide', { index: formatCount(index + 1, locale), total: formatCount(media.length, locale) })}
            </p>
            <button type="button" onClick={onClose} aria-label={t('close')} className={controlClass} autoFocus>
              <CloseIcon />
            </button>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6">
            {item.kind === 'video' ? (
              <video key={item.id} src={item.url} controls playsInline className="max-h-full max-w-full" />
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- the 1280-wide original, served by the API
              <img key={item.id} src={item.url} alt="" className="max-h-full max-w-full object-contain" />
            )}
            {media.length > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => onMove(index - 1)}
                  aria-label={t('previous')}
                  className={cn(controlClass, 'absolute start-4 top-1/2 -translate-y-1/2')}
                >
                  <ChevronStartIcon />
                </button>
                <button
                  type="button"
                  onClick={() => onMove(index + 1)}
                  aria-label={t('next')}
                  className={cn(controlClass, 'absolute end-4 top-1/2 -translate-y-1/2')}
                >
                  <ChevronEndIcon />
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
