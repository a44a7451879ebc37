'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AdMediaItem } from '@/lib/schemas/ads';
import { localeDirection } from '@/lib/i18n/config';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { HomeIcon } from '@/components/ui/icons';
import { ChevronEndIcon, ChevronStartIcon, ExpandIcon, PlayIcon } from './ad-icons';
import { formatCount } from '@/lib/format';

// Loaded when the visitor first opens a photo full screen, and kept mounted after (the dialog hands focus back).
const GalleryLightbox = dynamic(() => import('./gallery-lightbox').then((m) => m.GalleryLightbox));

const SIZES = '(min-width: 1024px) 760px, 100vw';

function srcSet(item: AdMediaItem): string {
  return [...item.responsive.map(({ width, url }) => `${url} ${width}w`), `${item.url} ${item.width ?? 1280}w`].join(
    ', ',
  );
}

function Slide({ item, index, label }: { item: AdMediaItem; index: number; label: string }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      data-index={index}
      className="relative flex aspect-[4/3] w-full shrink-0 snap-center items-center justify-center bg-slate-900"
    >
      {item.kind === 'video' ? (
        <video src={item.url} controls preload="none" playsInline className="size-full bg-black object-contain" />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- the API serves the 320/640/1280 WebP widths itself
        <img
          src={item.responsive.find((r) => r.width === 640)?.url ?? item.url}
          srcSet={srcSet(item)}
          sizes={SIZES}
          alt=""
          width={item.width ?? 1280}
          height={item.height ?? 960}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
          className="size-full object-contain"
        />
      )}
    </div>
  );
}

/**
 * Photos and videos as a scroll-snap strip: swiping works before JavaScript loads. Then buttons, thumbnails and the
 * arrow keys move it; the keys follow the reading direction, so in Arabic ← is "next".
 */
export function AdGallery({ media, title }: { media: AdMediaItem[]; title: string }) {
  const t = useTranslations('adActions.gallery');
  const locale = useLocale();
  const rtl = localeDirection(locale) === 'rtl';
  const stripRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const total = media.length;

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index));
      },
      { root: strip, threshold: 0.6 },
    );
    for (const slide of strip.children) observer.observe(slide);
    return () => observer.disconnect();
  }, []);

  const goTo = (index: number) => {
    const strip = stripRef.current;
    if (!strip) return;
    const target = (index + total) % total;
    // Scrolling the slide into view leaves the direction's scroll arithmetic to the browser.
    strip.children[target]?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
    setCurrent(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = { [forward]: current + 1, [back]: current - 1, Home: 0, End: total - 1 };
    if (!(event.key in moves) || (event.target as HTMLElement).tagName === 'VIDEO') return;
    event.preventDefault();
    goTo(moves[event.key]!);
  };

  if (total === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-sand-100 text-sand-500">
        <HomeIcon className="size-16" />
        <span className="sr-only">{t('noMedia')}</span>
      </div>
    );
  }

  const roundButton = cn(
    'absolute z-10 flex items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-lg hover:bg-white',
    focusRing,
  );
  const arrowClass = cn(roundButton, 'top-1/2 size-11 -translate-y-1/2');

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('label', { title })}
      onKeyDown={onKeyDown}
      data-testid="ad-gallery"
    >
      <div className="relative overflow-hidden rounded-2xl">
        <div
          ref={stripRef}
          tabIndex={0}
          role="group"
          aria-label={t('strip')}
          className={cn(
            'flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain [&::-webkit-scrollbar]:hidden',
            focusRing,
          )}
        >
          {media.map((item, index) => (
            <Slide
              key={item.id}
              item={item}
              index={index}
              label={t('slide', { index: formatCount(index + 1, locale), total: formatCount(total, locale) })}
            />
          ))}
        </div>
        <button
          type="button"
          onClick={() => {
            setLightboxUsed(true);
            setFullScreen(true);
          }}
          aria-label={t('expand')}
          className={cn(roundButton, 'end-3 top-3 size-10')}
        >
          <ExpandIcon className="size-5" />
        </button>
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => goTo(current - 1)}
              aria-label={t('previous')}
              className={cn(arrowClass, 'start-3')}
            >
              <ChevronStartIcon />
            </button>
            <button
              type="button"
              onClick={() => goTo(current + 1)}
              aria-label={t('next')}
              className={cn(arrowClass, 'end-3')}
            >
              <ChevronEndIcon />
            </button>
            <p
              aria-hidden="true"
              data-testid="gallery-counter"
              className="absolute end-3 bottom-3 rounded-full bg-slate-900/75 px-3 py-1 text-xs font-semibold text-white"
            >
              {t('counter', { index: formatCount(current + 1, locale), total: formatCount(total, locale) })}
            </p>
          </>
        )}
      </div>
      {lightboxUsed && (
        <GalleryLightbox
          media={media}
          index={current}
          open={fullScreen}
          title={title}
          onMove={goTo}
          onClose={() => setFullScreen(false)}
        />
      )}
      {total > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={t('thumbnails')}>
          {media.map((item, index) => (
            <li key={item.id} className="shrink-0">
              <button
                type="button"
                onClick={() => goTo(index)}
                aria-label={t('show', { index: formatCount(index + 1, locale) })}
                aria-current={index === current ? 'true' : undefined}
                className={cn(
                  'relative block h-16 w-20 overflow-hidden rounded-lg ring-2 ring-offset-2 transition',
                  index === current ? 'ring-brand-600' : 'opacity-75 ring-transparent hover:opacity-100',
                  focusRing,
                )}
              >
                {item.kind === 'video' ? (
                  <span className="flex size-full items-center justify-center bg-slate-800 text-white">
                    <PlayIcon className="size-7" />
                  </span>
                ) : (
                  // eslint-disable-next-line @next/next/no-img-element -- 320-wide variant served by the API
                  <img
                    src={item.responsive.find((r) => r.width === 320)?.url ?? item.url}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
