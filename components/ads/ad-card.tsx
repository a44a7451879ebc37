import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { AdCard as AdCardData } from '@/lib/schemas/ads';
import { formatArea, formatCount, formatDate, localName } from '@/lib/format';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { HomeIcon, MapPinIcon } from '@/components/ui/icons';
import { AreaIcon, BathIcon, BedIcon, CalendarIcon } from './ad-icons';
import { photoSources } from './ad-format';
import { AdPrice } from './ad-price';

type AdCardProps = {
  ad: AdCardData;
  /** The first cards of a page are in the first screen: their photos load at once, the rest lazily. */
  eager?: boolean;
  /** A control over the photo's top corner (favourite, remove); it sits above the card's link. */
  action?: ReactNode;
};

function Spec({ label, icon, value }: { label: string; icon: ReactNode; value: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="text-slate-400">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * One ad in a list: the whole card opens the ad (the title's link is stretched over it), so the optional action
 * stays a separate control rather than a button inside a link.
 */
export function AdCard({ ad, eager = false, action }: AdCardProps) {
  const t = useTranslations('ads.card');
  const locale = useLocale();
  const special = ad.adType === 'special';
  const photo = ad.photo ? photoSources(ad.photo) : undefined;

  return (
    <article
      data-testid="ad-card"
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 transition-shadow hover:shadow-lg',
        special ? 'ring-2 ring-sand-500' : 'ring-slate-200',
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- the API already serves 320/640/1280 WebP widths with year-long caching
          <img
            src={photo.src}
            srcSet={photo.srcSet}
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw"
            alt=""
            width={640}
            height={480}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sand-500">
            <HomeIcon className="size-12" />
            <span className="sr-only">{t('noPhoto')}</span>
          </div>
        )}
        <div className="absolute start-3 top-3 flex flex-wrap gap-1.5">
          {special && <span className="rounded-full bg-sand-700 px-2.5 py-1 text-xs font-bold text-white shadow">{t('special')}</span>}
          {ad.isExpired && <span className="rounded-full bg-slate-800/85 px-2.5 py-1 text-xs font-semibold text-white">{t('expired')}</span>}
        </div>
      </div>
      {action && <div className="absolute end-3 top-3 z-10">{action}</div>}

      <div className="flex flex-1 flex-col gap-2 p-4">
        <AdPrice priceFils={ad.priceFils} dealType={ad.dealType} className="text-lg" />
        <h3 className="line-clamp-2 font-semibold leading-7 text-slate-900">
          <Link href={`/ad/${ad.id}`} className={cn('after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700', focusRing)}>
            <bdi>{ad.title}</bdi>
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPinIcon className="size-4 shrink-0 text-brand-600" />
          <span className="truncate">
            {localName(locale, ad.area)} · {localName(locale, ad.propertyType)}
          </span>
        </p>
        <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
          <Spec label={t('size')} icon={<AreaIcon className="size-4" />} value={formatArea(ad.sizeSqm, locale)} />
          {ad.bedrooms !== null && <Spec label={t('bedrooms')} icon={<BedIcon className="size-4" />} value={formatCount(ad.bedrooms, locale)} />}
          {ad.bathrooms !== null && <Spec label={t('bathrooms')} icon={<BathIcon className="size-4" />} value={formatCount(ad.bathrooms, locale)} />}
          {ad.publishedAt && (
            <Spec
              label={t('published')}
              icon={<CalendarIcon className="size-4" />}
              value={<time dateTime={ad.publishedAt}>{formatDate(ad.publishedAt, locale)}</time>}
            />
          )}
        </dl>
      </div>
    </article>
  );
}
