import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { AdCard as AdCardData } from '@/lib/schemas/ads';
import { formatArea, formatCount, formatDate, localName } from '@/lib/format';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import type { maskedIcons } from '@/components/ui/icon-sprite';
import { HomeIcon, SearchIcon } from '@/components/ui/icons';
import { photoSources } from './ad-format';
import { AdPrice } from './ad-price';
import { adTitle } from './ad-text';

type MaskedIcon = (typeof maskedIcons)[number];

type AdCardProps = {
  ad: AdCardData;
  /** The first cards of a page are in the first screen: their photos load at once, the rest lazily. */
  eager?: boolean;
  /** A control over the photo's top corner (favourite, remove); it sits above the card's link. */
  action?: ReactNode;
};

/** A fact of the card: its name for screen readers, its icon drawn by CSS (`.icon-<name>`, app/icon-masks.css). */
function Spec({ label, icon, value }: { label: string; icon: MaskedIcon; value: ReactNode }) {
  return (
    <>
      <dt className="sr-only">{label}</dt>
      <dd className={`icon-${icon}`}>{value}</dd>
    </>
  );
}

/**
 * One ad in a list: the whole card opens the ad (the title's link is stretched over it), so the optional action
 * stays a separate control rather than a button inside a link. Rendered on the server on list pages: a page's
 * cards cost no hydration on a slow phone (#35), for about 2 KB more of RSC payload per card than the ad as data.
 */
export function AdCard({ ad, eager = false, action }: AdCardProps) {
  const t = useTranslations('ads.card');
  const locale = useLocale();
  const special = ad.adType === 'special';
  const photo = ad.photo ? photoSources(ad.photo) : undefined;
  const title = adTitle(ad, locale);
  const wanted = ad.dealType === 'wanted-for-rent' || ad.dealType === 'wanted-for-sale';

  return (
    <article data-testid="ad-card" className={cn('ad-card', special && 'ad-card-special')}>
      <div className="ad-card-photo">
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
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sand-500">
            {wanted ? <SearchIcon className="size-12" /> : <HomeIcon className="size-12" />}
            <span className={wanted ? 'text-sm font-semibold text-slate-700' : 'sr-only'}>
              {t(wanted ? 'wanted' : 'noPhoto')}
            </span>
          </div>
        )}
        <div className="ad-card-badges">
          {special && <span className="bg-sand-700">{t('special')}</span>}
          {ad.isFeatured && !ad.isExpired && (
            <span className="bg-brand-700" data-testid="featured-badge">
              {t('featured')}
            </span>
          )}
          {ad.isExpired && <span className="bg-slate-800/85">{t('expired')}</span>}
          {ad.verifiedAt && !ad.isExpired && (
            <span className="bg-emerald-700" data-testid="verified-badge">
              {t('verified', { date: formatDate(ad.verifiedAt, locale) })}
            </span>
          )}
        </div>
      </div>
      {action && <div className="ad-card-action">{action}</div>}

      <div className="ad-card-body">
        <AdPrice priceFils={ad.priceFils} dealType={ad.dealType} className="text-lg" />
        {ad.fairPrice && (
          <p className={`fair-price fair-price-${ad.fairPrice.level}`}>{t(`fairPrice.${ad.fairPrice.level}`)}</p>
        )}
        <h3 className="ad-card-title">
          <Link href={`/ad/${ad.id}`} className={focusRing}>
            <bdi {...title.props}>{title.text}</bdi>
          </Link>
        </h3>
        {ad.offeredBy && (
          <p className="text-xs font-semibold text-brand-700" data-testid="offered-by">
            {t('offeredBy', { count: formatCount(ad.offeredBy, locale) })}
          </p>
        )}
        <p className="ad-card-place icon-map-pin">
          <span className="truncate">
            {localName(locale, ad.area)} · {localName(locale, ad.propertyType)}
          </span>
        </p>
        <dl className="ad-card-specs">
          <Spec label={t('size')} icon="area" value={formatArea(ad.sizeSqm, locale)} />
          {ad.bedrooms !== null && <Spec label={t('bedrooms')} icon="bed" value={formatCount(ad.bedrooms, locale)} />}
          {ad.bathrooms !== null && (
            <Spec label={t('bathrooms')} icon="bath" value={formatCount(ad.bathrooms, locale)} />
          )}
          {ad.publishedAt && (
            <Spec
              label={t('published')}
              icon="calendar"
              value={<time dateTime={ad.publishedAt}>{formatDate(ad.publishedAt, locale)}</time>}
            />
          )}
        </dl>
      </div>
    </article>
  );
}
