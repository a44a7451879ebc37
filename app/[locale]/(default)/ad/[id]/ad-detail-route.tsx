import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { AdDetailView } from '@/components/ads/ad-detail-view';
import { adJsonLd } from '@/components/ads/ad-json-ld';
import { adDescription, adTitle } from '@/components/ads/ad-text';
import type { Crumb } from '@/components/ads/breadcrumbs';
import { listHref, listPath } from '@/lib/ads/list-href';
import { JsonLd } from '@/components/content/json-ld';
import { formatArea, formatDigits, formatPrice, localName } from '@/lib/format';
import { toLocale, type Locale } from '@/lib/i18n/config';
import { adIdParamSchema, type AdDetail } from '@/lib/schemas/ads';
import { config } from '@/server/config';
import { adTrustFacts } from '@/server/services/ad-availability/ad-history';
import { cachedAd, cachedSimilarAds } from '@/server/services/ads/cached-ads';
import { listPropertyTypes } from '@/server/services/reference-data';
import { absolutizeUrls, toJsonLd } from '@/server/services/seo-metadata';

export type AdRouteProps = { params: Promise<{ locale: string; id: string }> };

const DESCRIPTION_LENGTH = 160;

/**
 * The public ad: digits-only ids, approved or expired ads. Anything else (a bad id, an unknown ad, a pending or
 * rejected one, which its owner manages under /profile/ads) is a 404.
 */
const loadAd = cache(async (rawId: string): Promise<AdDetail> => {
  const parsed = adIdParamSchema.safeParse({ id: rawId });
  if (!parsed.success) notFound();
  const ad = await cachedAd(parsed.data.id);
  if (!ad) notFound();
  return ad;
});

async function adCrumbs(ad: AdDetail, locale: Locale): Promise<Crumb[]> {
  const [t, types] = await Promise.all([getTranslations({ locale, namespace: 'adList' }), listPropertyTypes(0, {})]);
  const typeSlug = types.find((type) => type.id === ad.propertyType.id)?.slug;
  const typeKey = `typePlural.${typeSlug}` as 'typePlural.apartment';
  const crumbs: Crumb[] = [
    { name: t('home'), href: '/' },
    { name: t(`dealCrumb.${ad.dealType}`), href: listPath(ad.dealType) },
  ];
  if (typeSlug) {
    crumbs.push({
      name: t.has(typeKey) ? t(typeKey) : localName(locale, ad.propertyType),
      href: listPath(ad.dealType, typeSlug),
    });
    crumbs.push({
      name: localName(locale, ad.area),
      href: listHref({ dealType: ad.dealType, slug: typeSlug, filters: { areaIds: [ad.area.id] } }),
    });
  }
  const title = adTitle(ad, locale);
  crumbs.push({ name: title.text, href: `/ad/${ad.id}`, text: title.props });
  return crumbs;
}

export async function generateAdMetadata({ params }: AdRouteProps): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = toLocale(raw);
  const [ad, t] = await Promise.all([loadAd(id), getTranslations({ locale, namespace: 'adDetail' })]);
  const summary = t('metaSummary', {
    type: localName(locale, ad.propertyType),
    area: localName(locale, ad.area),
    size: formatArea(ad.sizeSqm, locale),
    price: ad.priceFils === null ? t('priceNotAnnounced') : formatPrice(ad.priceFils, locale),
  });
  const title = adTitle(ad, locale).text;
  const description = `${summary} ${adDescription(ad, locale).text}`
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, DESCRIPTION_LENGTH);
  const image = ad.media.find((item) => item.kind === 'image');
  const path = `/ad/${ad.id}`;
  return {
    title: t('metaTitle', { title, number: formatDigits(ad.id, locale) }),
    description,
    alternates: { canonical: path },
    // An expired ad stays reachable for people who saved the link, but leaves search results.
    robots: ad.isExpired ? { index: false, follow: true } : undefined,
    openGraph: {
      title,
      description,
      type: 'website',
      url: path,
      images: image
        ? [{ url: image.url, width: image.width ?? undefined, height: image.height ?? undefined }]
        : undefined,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  };
}

export async function AdDetailRoute({ params }: AdRouteProps) {
  const { locale: raw, id } = await params;
  const locale = toLocale(raw);
  setRequestLocale(locale);
  const ad = await loadAd(id);
  const [crumbs, similar, trust] = await Promise.all([
    adCrumbs(ad, locale),
    cachedSimilarAds(ad.id),
    adTrustFacts(ad.id),
  ]);
  const base = config().PUBLIC_BASE_URL;
  return (
    <>
      <JsonLd json={toJsonLd(absolutizeUrls(adJsonLd(ad, locale, crumbs), base))} />
      <AdDetailView
        ad={ad}
        crumbs={crumbs}
        similar={similar}
        adUrl={new URL(`/ad/${ad.id}`, base).toString()}
        trust={trust}
      />
    </>
  );
}
