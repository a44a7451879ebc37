import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DealsScreen } from '@/components/deals/deals-screen';
import { listPageSearch } from '@/lib/cached-lists';
import { toLocale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';
import { loadDealsScreen } from './_data/deals-page';
import { ScreenJsonLd } from '../_components/screen-json-ld';

/**
 * Rendered per request for members (the subscriber check reads the session cookie) and for searches the proxy does not
 * send to the page cache (lib/cached-lists.ts); the data underneath comes from caches where it is public. The cached
 * list route serves visitors without a session and never reads it.
 */
export const dynamic = 'force-dynamic';

/** Also the cached list route's page (`query`: its key segment). */
type Props = { params: Promise<{ locale: string; query?: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'deals' });
  return seoMetadata('deals', locale, { title: t('metaTitle'), description: t('metaDescription'), path: '/deals' });
}

export default async function DealsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const { search, cached } = await listPageSearch(params, searchParams);
  return (
    <>
      <ScreenJsonLd screen="deals" locale={locale} />
      <DealsScreen data={await loadDealsScreen(search, 'recent', cached ? 'visitor' : 'session')} locale={locale} />
    </>
  );
}
