import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DealsScreen } from '@/components/deals/deals-screen';
import { toLocale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';
import type { SearchParams } from '@/lib/search-params';
import { loadDealsScreen } from '../deals/_data/deals-page';

/** Rendered per request (filters in the query string, and the subscriber check reads the session cookie); the data underneath comes from caches where it is public. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'deals' });
  return seoMetadata('old-deals', locale, {
    title: t('archiveTitle'),
    description: t('archiveDescription'),
    path: '/oldDeals',
  });
}

export default async function OldDealsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <DealsScreen data={await loadDealsScreen(await searchParams, 'archive', 'session')} locale={locale} />;
}
