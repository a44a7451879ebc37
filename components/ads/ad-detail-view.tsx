import { useLocale, useTranslations } from 'next-intl';
import { Suspense, type ReactNode } from 'react';
import { FeatureMessages } from '@/components/providers/feature-messages';
import type { AdTrustFacts } from '@/lib/schemas/ad-trust';
import type { AdCard, AdDetail } from '@/lib/schemas/ads';
import { AdHistoryPanel, OffMarketBanner } from '@/components/ad-trust/ad-history-panel';
import { ReportAdButton } from '@/components/ad-trust/report-ad-button';
import { formatCount, formatDate, formatDigits, localName } from '@/lib/format';
import { Container } from '@/components/ui/container';
import { AlertIcon, MapPinIcon, SearchIcon } from '@/components/ui/icons';
import { AdGallery } from './ad-gallery';
import { AdGrid } from './ad-grid';
import { CalendarIcon, EyeIcon } from './ad-icons';
import { adLocation } from './ad-location';
import { AdMap } from './ad-map';
import { AdPrice } from './ad-price';
import { adDescription, adTitle } from './ad-text';
import { AdKeyFacts, AdSpecTable } from './ad-specs';
import { AdvertiserCard } from './advertiser-card';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { ContactActions } from './contact-actions';
import { FairPriceLine } from './fair-price-line';
import { FavouriteButton } from './favourite-button';
import { OwnerPanel } from './owner-panel';
import { RecordAdView } from './record-ad-view';
import { ShareButton } from './share-button';
import { UnitOffers } from './unit-offers';

type AdDetailViewProps = {
  ad: AdDetail;
  crumbs: Crumb[];
  similar: AdCard[];
  adUrl: string;
  /** Availability and history (issue 29): on offer since, confirmed on, rented or sold on, price history. */
  trust?: AdTrustFacts;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Wanted ads describe what someone looks for, so they carry no photos: the space says so instead of staying blank. */
function WantedPlaceholder() {
  const t = useTranslations('adDetail.wanted');
  return (
    <div
      data-testid="wanted-placeholder"
      className="flex aspect-[16/9] flex-col items-center justify-center gap-3 rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-100"
    >
      <SearchIcon className="size-12 text-brand-600" />
      <p className="text-lg font-bold text-brand-900">{t('title')}</p>
      <p className="max-w-md text-sm text-slate-600">{t('description')}</p>
    </div>
  );
}

/**
 * The ad page: gallery, title and key facts, a side column with the price and every action (contact only while the ad
 * is live), then the description, specifications, map and similar properties.
 */
export function AdDetailView({ ad, crumbs, similar, adUrl, trust }: AdDetailViewProps) {
  const t = useTranslations('adDetail');
  const tDeal = useTranslations('ads.dealTabs');
  const tCard = useTranslations('ads.card');
  const tHistory = useTranslations('adHistory');
  const locale = useLocale();
  const title = adTitle(ad, locale);
  const description = adDescription(ad, locale);
  const wanted = ad.dealType === 'wanted-for-rent' || ad.dealType === 'wanted-for-sale';

  return (
    <>
      <RecordAdView adId={ad.id} />
      <Container className="py-6 md:py-8">
        <Breadcrumbs items={crumbs} />

        {trust?.offMarket && <OffMarketBanner offMarket={trust.offMarket} />}
        {ad.isExpired && !trust?.offMarket && (
          <p
            role="status"
            data-testid="expired-banner"
            className="mt-4 flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
          >
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
            <span>
              <span className="block font-bold">{t('expired.title')}</span>
              <span className="text-sm">{t('expired.description')}</span>
            </span>
          </p>
        )}

        {/* Phones read the photos first, then the title, the price card and the key facts. A desktop puts the title and
            key facts above the photos, beside the price card, so all three show without scrolling. */}
        <div className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
          <div className="lg:col-start-1 lg:row-start-3">
            {wanted && ad.media.length === 0 ? (
              <WantedPlaceholder />
            ) : (
              <AdGallery media={ad.media} title={title.text} />
            )}
          </div>
          <header className="grid gap-3 lg:col-start-1 lg:row-start-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                {tDeal(ad.dealType)}
              </span>
              {ad.adType === 'special' && (
                <span className="rounded-full bg-sand-700 px-3 py-1 text-xs font-bold text-white">
                  {tCard('special')}
                </span>
              )}
              {ad.isFeatured && !ad.isExpired && (
                <span
                  className="rounded-full bg-brand-700 px-3 py-1 text-xs font-bold text-white"
                  data-testid="featured-badge"
                >
                  {tCard('featured')}
                </span>
              )}
              {ad.isExpired && (
                <span className="rounded-full bg-slate-800 px-3 py-1 text-xs font-semibold text-white">
                  {tCard('expired')}
                </span>
              )}
              {ad.verifiedAt && !ad.isExpired && (
                <span
                  className="rounded-full bg-emerald-700 px-3 py-1 text-xs font-bold text-white"
                  data-testid="verified-badge"
                  title={t('verifiedHint')}
                >
                  {t('verifiedOn', { date: formatDate(ad.verifiedAt, locale) })}
                </span>
              )}
            </div>
            {/* Advertisers write in either language, whatever the page's: their text is isolated from the page's direction. */}
            <h1 className="text-2xl leading-tight font-bold text-brand-900 md:text-3xl">
              <bdi {...title.props}>{title.text}</bdi>
            </h1>
            <p className="flex items-center gap-1.5 text-slate-600">
              <MapPinIcon className="size-5 shrink-0 text-brand-600" />
              {t('areaLine', { area: localName(locale, ad.area), governorate: localName(locale, ad.area.governorate) })}
            </p>
          </header>

          <aside className="grid content-start gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:self-start">
            <div
              data-testid="ad-actions"
              className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div>
                <p className="text-sm text-slate-500">{t('price')}</p>
                <AdPrice priceFils={ad.priceFils} dealType={ad.dealType} className="text-2xl" />
              </div>
              {ad.fairPrice && <FairPriceLine fairPrice={ad.fairPrice} area={ad.area} />}
              {ad.isExpired ? (
                <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">{t('expired.noContact')}</p>
              ) : (
                <ContactActions adId={ad.id} ownerId={ad.advertiser.id} title={title.text} adUrl={adUrl} />
              )}
              <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
                <ShareButton url={adUrl} title={title.text} />
                <FavouriteButton adId={ad.id} variant="full" />
              </div>
              <dl className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-4 text-center text-xs text-slate-500">
                <div>
                  <dt className="flex items-center justify-center gap-1">
                    <EyeIcon className="size-4" />
                    {t('views')}
                  </dt>
                  <dd className="mt-1 font-semibold text-slate-800">{formatCount(ad.viewsCount, locale)}</dd>
                </div>
                {ad.publishedAt && (
                  <div>
                    <dt className="flex items-center justify-center gap-1">
                      <CalendarIcon className="size-4" />
                      {t('published')}
                    </dt>
                    <dd className="mt-1 font-semibold text-slate-800">
                      <time dateTime={ad.publishedAt}>{formatDate(ad.publishedAt, locale)}</time>
                    </dd>
                  </div>
                )}
                <div>
                  <dt>{t('adNumber')}</dt>
                  <dd className="mt-1 font-semibold text-slate-800">{formatDigits(ad.id, locale)}</dd>
                </div>
              </dl>
            </div>
            <AdvertiserCard advertiser={ad.advertiser} />
            {!ad.isExpired && (
              <FeatureMessages namespaces={['adReport']}>
                <ReportAdButton adId={ad.id} />
              </FeatureMessages>
            )}
            <FeatureMessages namespaces={['myAds.actions']}>
              <OwnerPanel adId={ad.id} ownerId={ad.advertiser.id} status={ad.status} isExpired={ad.isExpired} />
            </FeatureMessages>
          </aside>

          <div className="lg:col-start-1 lg:row-start-2">
            <AdKeyFacts ad={ad} />
          </div>
          <div className="grid content-start gap-10 lg:col-start-1 lg:row-start-4">
            {description.text && (
              <Section id="ad-description" title={t('description')}>
                <p
                  dir="auto"
                  {...description.props}
                  className="text-start leading-8 whitespace-pre-line text-slate-700"
                >
                  {description.text}
                </p>
              </Section>
            )}
            {ad.otherOffers.length > 0 && (
              <Section
                id="unit-offers"
                title={t('otherOffers.title', { count: formatCount(ad.otherOffers.length, locale) })}
              >
                <UnitOffers offers={ad.otherOffers} dealType={ad.dealType} />
              </Section>
            )}
            <Section id="ad-specs" title={t('specsTitle')}>
              <AdSpecTable ad={ad} />
            </Section>
            <Section id="ad-location" title={t('location')}>
              <AdMap location={adLocation(ad, locale)} />
            </Section>
            {trust && (
              <Section id="ad-history" title={tHistory('title')}>
                <AdHistoryPanel facts={trust} />
              </Section>
            )}
          </div>
        </div>
      </Container>

      {similar.length > 0 && (
        <div className="border-t border-sand-100 bg-white py-10">
          <Container>
            <Section id="similar-ads" title={t('similar')}>
              {/* Its own boundary so React hydrates the cards in a task of their own after the ad's controls,
                  rather than in one long task with the whole page (measured as blocking time on phones). */}
              <Suspense>
                <AdGrid ads={similar} wide />
              </Suspense>
            </Section>
          </Container>
        </div>
      )}
    </>
  );
}
