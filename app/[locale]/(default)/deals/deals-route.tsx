import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DealsScreen } from '@/components/deals/deals-screen';
import { toLocale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';
import { loadDealsScreen } from './_data/deals-page';

/**
 * The deals screen's inputs: from the URL and the session when rendered per request, or, for visitors, from a cached
 * list route's key (lib/cached-lists.ts) with `cached`, which never reads the session.
 */
export type DealsProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams>; cached?: boolean };

export async function generateDealsMetadata({ params }: DealsProps): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'deals' });
  return seoMetadata('deals', locale, { title: t('metaTitle'), description: t('metaDescription'), path: '/deals' });
}

export async function DealsRoute({ params, searchParams, cached = false }: DealsProps) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <DealsScreen data={await loadDealsScreen(await searchParams, 'recent', cached ? 'visitor' : 'session')} locale={locale} />;
}
