import type { AdDetail } from '@/lib/schemas/ads';
import { localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { adDescription, adTitle } from './ad-text';
import { breadcrumbJsonLd, type Crumb } from './breadcrumbs';

/** schema.org's business functions for the deals that are offers; wanted ads are demands and carry no offer. */
const businessFunction: Partial<Record<AdDetail['dealType'], string>> = {
  sale: 'http://purl.org/goodrelations/v1#Sell',
  rent: 'http://purl.org/goodrelations/v1#LeaseOut',
  exchange: 'http://purl.org/goodrelations/v1#Sell',
};

/**
 * The ad as a schema.org RealEstateListing (price in KWD, the property with its size, rooms, address and point) plus
 * its breadcrumbs. URLs are site-relative; the page makes them absolute.
 */
export function adJsonLd(ad: AdDetail, locale: Locale, crumbs: Crumb[]) {
  const url = `/ad/${ad.id}`;
  const images = ad.media.filter((item) => item.kind === 'image').map((item) => item.url);
  const fn = businessFunction[ad.dealType];
  const hasRooms = ad.bedrooms !== null || ad.bathrooms !== null;
  const latitude = ad.latitude ?? ad.area.latitude;
  const longitude = ad.longitude ?? ad.area.longitude;
  const place = {
    '@type': hasRooms ? 'Accommodation' : 'Place',
    name: localName(locale, ad.propertyType),
    address: {
      '@type': 'PostalAddress',
      addressLocality: localName(locale, ad.area),
      addressRegion: localName(locale, ad.area.governorate),
      addressCountry: 'KW',
    },
    geo: { '@type': 'GeoCoordinates', latitude, longitude },
    ...(hasRooms && {
      floorSize: { '@type': 'QuantitativeValue', value: ad.sizeSqm, unitCode: 'MTK' },
      ...(ad.bedrooms !== null && { numberOfBedrooms: ad.bedrooms }),
      ...(ad.bathrooms !== null && { numberOfBathroomsTotal: ad.bathrooms }),
    }),
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'RealEstateListing',
        '@id': `${url}#listing`,
        name: adTitle(ad, locale).text,
        description: adDescription(ad, locale).text || undefined,
        url,
        image: images.length ? images : undefined,
        datePosted: ad.publishedAt ?? undefined,
        expires: ad.expiresAt ?? undefined,
        about: place,
        ...(fn && {
          offers: {
            '@type': 'Offer',
            businessFunction: fn,
            ...(ad.priceFils !== null && { price: (ad.priceFils / 1000).toFixed(3), priceCurrency: 'KWD' }),
            availability: ad.isExpired ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
            url,
          },
        }),
      },
      breadcrumbJsonLd(crumbs),
    ],
  };
}
