import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuctionNav } from '@/components/auctions/auction-nav';
import { localText } from '@/components/auctions/auction-format';
import { AuctionStatusBadge, PropertyStatusBadge } from '@/components/auctions/auction-status';
import { PropertyCard } from '@/components/auctions/property-card';
import { JsonLd } from '@/components/content/json-ld';
import { PageHeader } from '@/components/content/page-header';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { DocumentIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { formatArea, formatDateTime, formatPrice, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { config } from '@/server/config';
import { seoMetadata, toJsonLd } from '@/server/services/seo-metadata';
import { cachedProperty } from '../../_data/auctions-data';

type Props = { params: Promise<{ locale: string; id: string }> };

/** Rendered on first request and then served from the cache (ISR), like the other detail pages. */
export function generateStaticParams() {
  return [];
}

const propertyOf = async (id: string) => (/^\d{1,9}$/.test(id) ? cachedProperty(Number(id)) : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = toLocale(raw);
  const property = await propertyOf(id);
  if (!property) return {};
  const tKinds = await getTranslations({ locale, namespace: 'deals.kinds' });
  const title = `${tKinds(property.propertyKind)} · ${localName(locale, property.area)} · ${localText(locale, property.auction.titleAr, property.auction.titleEn)}`;
  return seoMetadata('auctions-property', locale, {
    title,
    description: localText(locale, property.addressAr, property.addressEn),
    path: `/auctions/property/${property.id}`,
  });
}

export default async function AuctionPropertyPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = toLocale(raw);
  setRequestLocale(locale);
  const property = await propertyOf(id);
  if (!property) notFound();
  const [t, tKinds] = await Promise.all([getTranslations('auctions'), getTranslations('deals.kinds')]);
  const title = `${tKinds(property.propertyKind)} · ${localName(locale, property.area)}`;
  const facts: Array<[string, string]> = [
    [t('property.address'), localText(locale, property.addressAr, property.addressEn)],
    [t('property.kind'), tKinds(property.propertyKind)],
    [t('property.paci'), property.paciNumber],
    [t('property.plot'), property.plotNumber],
    [t('property.size'), formatArea(property.sizeSqm, locale)],
    [t('property.condition'), localText(locale, property.conditionAr, property.conditionEn)],
    [t('property.startingPrice'), formatPrice(property.startingPriceFils, locale)],
    [t('property.increase'), formatPrice(property.increaseFils, locale)],
    ...(property.finalPriceFils === null
      ? []
      : [[t('property.finalPrice'), formatPrice(property.finalPriceFils, locale)] as [string, string]]),
  ];
  const base = config().PUBLIC_BASE_URL;
  const event = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${title} – ${localText(locale, property.auction.titleAr, property.auction.titleEn)}`,
    startDate: property.auction.startsAt,
    eventStatus:
      property.auction.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : property.auction.status === 'postponed'
          ? 'https://schema.org/EventPostponed'
          : 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: localName(locale, property.area),
      address: localText(locale, property.addressAr, property.addressEn),
    },
    organizer: {
      '@type': 'Organization',
      name: localName(locale, property.auction.organizer),
      url: `${base}/auctions/organizer/${property.auction.organizer.id}`,
    },
    offers: {
      '@type': 'Offer',
      price: (property.startingPriceFils / 1000).toFixed(3),
      priceCurrency: 'KWD',
      url: `${base}/auctions/property/${property.id}`,
    },
  };
  return (
    <>
      <JsonLd json={toJsonLd(event)} />
      <PageHeader title={title} description={localText(locale, property.addressAr, property.addressEn)}>
        <AuctionNav current="properties" />
      </PageHeader>
      <Container className="grid gap-8 py-8 md:grid-cols-3 md:py-10">
        <div className="grid gap-8 md:col-span-2">
          <section
            aria-labelledby="property-summary"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="property-summary" className="text-lg font-semibold text-slate-900">
                {t('property.summary')}
              </h2>
              <PropertyStatusBadge status={property.status} />
            </div>
            <p className="text-brand-800 mt-3 text-3xl font-bold">
              {formatPrice(property.finalPriceFils ?? property.startingPriceFils, locale)}
            </p>
            <p className="text-sm text-slate-600">
              {property.finalPriceFils === null ? t('property.startingPrice') : t('property.finalPrice')}
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              {property.fileUrl ? (
                <a href={property.fileUrl} download className={buttonClass('primary', 'md')} data-testid="auction-file">
                  <DocumentIcon className="size-5" />
                  {t('property.downloadFile')}
                </a>
              ) : (
                <p className="text-sm text-slate-600">{t('property.noFile')}</p>
              )}
              {property.latitude !== null && property.longitude !== null && (
                <a
                  href={`https://www.google.com/maps/search/?api=1&query=${property.latitude},${property.longitude}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('secondary', 'md')}
                >
                  {t('property.openMap')}
                  <ExternalLinkIcon />
                </a>
              )}
            </div>
          </section>
          <section
            aria-labelledby="property-details"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="property-details" className="text-lg font-semibold text-slate-900">
              {t('property.details')}
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm text-slate-500">{label}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="other-auctions">
            <h2 id="other-auctions" className="mb-4 text-lg font-semibold text-slate-900">
              {t('property.otherAuctions')}
            </h2>
            {property.otherAuctions.length === 0 ? (
              <p className="text-sm text-slate-600">{t('property.noOtherAuctions')}</p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                {property.otherAuctions.map((other) => (
                  <PropertyCard key={other.id} property={other} locale={locale} />
                ))}
              </div>
            )}
          </section>
        </div>
        <aside
          aria-labelledby="property-auction"
          className="h-fit rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <h2 id="property-auction" className="font-semibold text-slate-900">
              {t('property.auction')}
            </h2>
            <AuctionStatusBadge status={property.auction.status} startsAt={property.auction.startsAt} />
          </div>
          <p className="mt-3 text-slate-800">{localText(locale, property.auction.titleAr, property.auction.titleEn)}</p>
          <p className="mt-2 text-sm text-slate-600">
            <time dateTime={property.auction.startsAt}>{formatDateTime(property.auction.startsAt, locale)}</time>
          </p>
          <Link
            href={`/auctions/organizer/${property.auction.organizer.id}`}
            className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            {localName(locale, property.auction.organizer)}
          </Link>
        </aside>
      </Container>
    </>
  );
}
