import { localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { OfficeProfile } from '@/lib/schemas/offices';

/** The office as a schema.org RealEstateAgent; URLs are site-relative and the page makes them absolute. */
export function officeJsonLd(office: OfficeProfile, locale: Locale, crumbs: { name: string; href: string }[]) {
  const sameAs = [
    office.website,
    office.instagram && `https://www.instagram.com/${office.instagram}`,
    office.facebook && `https://www.facebook.com/${office.facebook}`,
    office.twitter && `https://x.com/${office.twitter}`,
  ].filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'RealEstateAgent',
        '@id': `/offices/${office.id}#office`,
        name: office.name,
        url: `/offices/${office.id}`,
        ...(office.logo && { logo: office.logo, image: office.logo }),
        ...(office.about && { description: office.about }),
        address: {
          '@type': 'PostalAddress',
          addressCountry: 'KW',
          ...(office.areas[0] && { addressLocality: localName(locale, office.areas[0]) }),
        },
        areaServed: office.areas.map((area) => ({ '@type': 'Place', name: localName(locale, area) })),
        knowsAbout: office.sectors.map((sector) => localName(locale, sector)),
        openingHoursSpecification: {
          '@type': 'OpeningHoursSpecification',
          // Kuwait's working week: Sunday to Thursday.
          dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
          opens: office.opensAt,
          closes: office.closesAt,
        },
        ...(office.registrationNumber && {
          identifier: { '@type': 'PropertyValue', name: 'MOCI licence', value: office.registrationNumber },
        }),
        ...(sameAs.length && { sameAs }),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.href })),
      },
    ],
  };
}
