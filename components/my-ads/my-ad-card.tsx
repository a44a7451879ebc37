import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { adStatus } from '@/lib/constants';
import type { MyAdsPage } from '@/lib/schemas/ads';
import { formatArea, formatCount, formatDate, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { photoSources } from '@/components/ads/ad-format';
import { CalendarIcon, EyeIcon } from '@/components/ads/ad-icons';
import { AdPrice } from '@/components/ads/ad-price';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { HomeIcon, MapPinIcon } from '@/components/ui/icons';
import { OwnerAvailabilityActions } from '@/components/ad-trust/owner-availability-actions';
import { ownerStatus } from './ad-status';
import { OwnerAdActions } from './owner-ad-actions';
import { ReviewNotice } from './review-notice';
import { StatusBadge } from './status-badge';

type MyAd = MyAdsPage['data'][number];

/** One of the owner's ads: photo, status, price, place, views and dates, with the owner's actions. */
export function MyAdCard({
  ad,
  offLists,
}: {
  ad: MyAd;
  /** Why a pending ad is off the lists (issue 29): hidden by reports, or waiting for a confirmation. */
  offLists?: { state: 'held' | 'unconfirmed'; since: string };
}) {
  const t = useTranslations('myAds.card');
  const tAvailability = useTranslations('myAds.availability');
  const locale = toLocale(useLocale());
  const photo = ad.photo ? photoSources(ad.photo) : undefined;
  const status = ownerStatus(ad.status, ad.isExpired);

  return (
    <article
      data-testid="my-ad-card"
      data-ad-id={ad.id}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-row"
    >
      <div className="relative aspect-video shrink-0 bg-sand-100 sm:aspect-auto sm:w-56">
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- the API already serves 320/640/1280 WebP widths with year-long caching
          <img
            src={photo.src}
            srcSet={photo.srcSet}
            sizes="(min-width: 640px) 224px, 100vw"
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover sm:absolute sm:inset-0"
          />
        ) : (
          <div className="flex size-full min-h-32 items-center justify-center text-sand-500">
            <HomeIcon className="size-10" />
            <span className="sr-only">{t('noPhoto')}</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={status} underReview={ad.review?.state === 'waiting'} />
          {ad.adType === 'special' && (
            <span className="rounded-full bg-sand-700 px-2.5 py-1 text-xs font-bold text-white">{t('special')}</span>
          )}
        </div>
        <h2 className="text-lg leading-7 font-semibold text-slate-900">
          <Link href={`/profile/ads/${ad.id}`} className={cn('hover:text-brand-700', focusRing)}>
            {ad.title}
          </Link>
        </h2>
        <AdPrice priceFils={ad.priceFils} dealType={ad.dealType} />
        {ad.review && <ReviewNotice review={ad.review} />}
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPinIcon className="size-4 shrink-0 text-brand-600" />
          {localName(locale, ad.area)} · {localName(locale, ad.propertyType)} · {formatArea(ad.sizeSqm, locale)}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="flex items-center gap-1">
            <EyeIcon className="size-4 text-slate-400" />
            {t('views', { count: ad.viewsCount, formatted: formatCount(ad.viewsCount, locale) })}
          </span>
          <span className="flex items-center gap-1">
            <CalendarIcon className="size-4 text-slate-400" />
            {ad.publishedAt ? t('published', { date: formatDate(ad.publishedAt, locale) }) : t('notPublished')}
          </span>
        </p>
        {offLists && (
          <p
            role="status"
            data-testid={`off-lists-${offLists.state}`}
            className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900"
          >
            {tAvailability(offLists.state, { date: formatDate(offLists.since, locale) })}
          </p>
        )}
        {(offLists?.state === 'unconfirmed' || (ad.status === adStatus.approved && !ad.isExpired)) && (
          <OwnerAvailabilityActions adId={ad.id} />
        )}
        <OwnerAdActions
          adId={ad.id}
          status={ad.status}
          isExpired={ad.isExpired}
          adType={ad.adType}
          underReview={ad.review?.state === 'waiting'}
          className="mt-auto border-t border-slate-100 pt-3"
        />
      </div>
    </article>
  );
}
