import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { AdMediaItem } from '@/lib/schemas/ads';
import { MAX_AD_MEDIA } from '@/lib/constants';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';

function thumbnail(item: AdMediaItem) {
  return item.responsive.find((variant) => variant.width === 640)?.url ?? item.url;
}

/** The ad's photos and videos in their display order (the first is the cover), or how to add some. */
export function OwnerAdMedia({ adId, media }: { adId: number; media: AdMediaItem[] }) {
  const t = useTranslations('myAds.detail');
  return (
    <section aria-labelledby="media-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="media-title" className="text-lg font-semibold text-slate-900">
          {t('mediaTitle', { count: media.length, max: MAX_AD_MEDIA })}
        </h2>
        <Link
          href={`/profile/ads/edit/${adId}`}
          className={cn('text-sm font-medium text-brand-700 hover:underline', focusRing)}
        >
          {t('manageMedia')}
        </Link>
      </div>
      {media.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          {t('noMedia', { max: MAX_AD_MEDIA })}
        </p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="owner-ad-media">
          {media.map((item, index) => (
            <li key={item.id} className="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-100">
              {item.kind === 'video' ? (
                <video
                  src={item.url}
                  controls
                  preload="metadata"
                  aria-label={t('videoLabel', { position: index + 1 })}
                  className="size-full object-cover"
                />
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- the API already serves 320/640/1280 WebP widths with year-long caching
                <img
                  src={thumbnail(item)}
                  alt={t('photoLabel', { position: index + 1 })}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              )}
              {index === 0 && (
                <span className="absolute start-2 top-2 rounded-md bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
                  {t('cover')}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
