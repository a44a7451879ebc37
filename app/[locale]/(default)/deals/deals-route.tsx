import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DealsScreen } from '@/components/deals/deals-screen';
import { toLocale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';
import { loadDealsScreen } from './_data/deals-page';

/** Rendered per request (filters in the query string, and the subscriber check reads the session cookie); the data underneath comes from caches where it is public. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'deals' });
  return seoMetadata('deals', locale, { title: t('metaTitle'), description: t('metaDescription'), path: '/deals' });
}

export default async function DealsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <DealsScreen data={await loadDealsScreen(await searchParams, 'recent')} locale={locale} />;
}
