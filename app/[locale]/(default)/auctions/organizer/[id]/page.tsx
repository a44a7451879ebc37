import type { Metadata } from 'next';
import { formatCount, localName } from '@/lib/format';
import type { SearchParams } from '@/lib/search-params';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuctionNav } from '@/components/auctions/auction-nav';
import { AuctionSessions } from '@/components/auctions/auction-sessions';
import { localText } from '@/components/auctions/auction-format';
import { PageHeader } from '@/components/content/page-header';
import { toLocale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';
import { cachedOrganizer, loadSessions, parseAuctionQuery } from '../../_data/auctions-data';

/** Rendered per request (filters in the query string); the data underneath comes from caches where it is public. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<SearchParams> };

async function organizerOf(id: string) {
  return /^\d{1,9}$/.test(id) ? cachedOrganizer(Number(id)) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = toLocale(raw);
  const organizer = await organizerOf(id);
  if (!organizer) return {};
  const t = await getTranslations({ locale, namespace: 'auctions.organizers' });
  return seoMetadata('auctions-organizer', locale, {
    title: t('sessions', { name: localName(locale, organizer) }),
    description: localText(locale, organizer.aboutAr, organizer.aboutEn),
    path: `/auctions/organizer/${organizer.id}`,
  });
}

export default async function OrganizerPage({ params, searchParams }: Props) {
  const { locale: raw, id } = await params;
  const locale = toLocale(raw);
  setRequestLocale(locale);
  const organizer = await organizerOf(id);
  if (!organizer) notFound();
  const query = { ...parseAuctionQuery(await searchParams), organizerId: organizer.id };
  const [t, sessions] = await Promise.all([getTranslations('auctions'), loadSessions(query)]);
  const { tab, page, properties } = sessions;
  const href = (next: { tab?: string; page?: number }) =>
    `/auctions/organizer/${organizer.id}?${new URLSearchParams({ tab: next.tab ?? tab, ...(next.page && next.page > 1 ? { page: String(next.page) } : {}) })}`;
  return (
    <>
      <PageHeader
        eyebrow={t(`organizers.kinds.${organizer.kind}`)}
        title={localName(locale, organizer)}
        description={localText(locale, organizer.aboutAr, organizer.aboutEn)}
      >
        <dl className="mt-4 flex flex-wrap gap-6 text-sm text-slate-700">
          {organizer.phone && (
            <div className="flex gap-2">
              <dt className="font-medium">{t('organizers.phone')}</dt>
              <dd dir="ltr">
                <a href={`tel:+965${organizer.phone}`} className="hover:underline">
                  {organizer.phone}
                </a>
              </dd>
            </div>
          )}
          <div className="flex gap-2">
            <dt className="sr-only">{t('nav.auctions')}</dt>
            <dd>
              {t('organizers.auctions', {
                count: organizer.auctionsCount,
                formatted: formatCount(organizer.auctionsCount, locale),
              })}
            </dd>
          </div>
        </dl>
        <AuctionNav current="organizers" />
      </PageHeader>
      <AuctionSessions tab={tab} page={page} properties={properties} locale={locale} hrefFor={href} />
    </>
  );
}
