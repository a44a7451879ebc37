import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuctionNav } from '@/components/auctions/auction-nav';
import { AuctionSessions } from '@/components/auctions/auction-sessions';
import { PageHeader } from '@/components/content/page-header';
import { listPageSearch } from '@/lib/cached-lists';
import { toLocale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';
import { ScreenJsonLd } from '../_components/screen-json-ld';
import { loadSessions, parseAuctionQuery } from './_data/auctions-data';

/**
 * Pages the proxy does not send to the page cache (lib/cached-lists.ts) render here per request; the data underneath
 * comes from caches where it is public.
 */
export const dynamic = 'force-dynamic';

/** Also the cached list route's page (`query`: its key segment). */
type Props = { params: Promise<{ locale: string; query?: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'auctions' });
  return seoMetadata('auctions', locale, {
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/auctions',
  });
}

/** The auctions screen itself, with its tabs (spec §2's bare parent route is served as this screen rather than refused). */
export default async function AuctionsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const query = parseAuctionQuery((await listPageSearch(params, searchParams)).search);
  const [t, sessions] = await Promise.all([getTranslations('auctions'), loadSessions(query)]);
  const { tab, page, properties } = sessions;
  const href = (next: { tab?: string; page?: number }) => {
    const search = new URLSearchParams({
      tab: next.tab ?? tab,
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });
    return `/auctions?${search}`;
  };
  return (
    <>
      <ScreenJsonLd screen="auctions" locale={locale} />
      <PageHeader title={t('title')} description={t('description')}>
        <AuctionNav current="auctions" />
      </PageHeader>
      <AuctionSessions tab={tab} page={page} properties={properties} locale={locale} hrefFor={href} />
    </>
  );
}
