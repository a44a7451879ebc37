import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { toLocale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';

/** Message namespaces that carry a page's fallback `metaTitle` and `metaDescription`. */
type MetaNamespace =
  'about' | 'faqs' | 'links' | 'blog' | 'adCreate' | 'contact' | 'legal.privacy' | 'legal.terms' | 'valuationAccuracy';

/** generateMetadata for a content page: its SEO screen when configured, its messages otherwise. */
export function contentPageMetadata(screen: string, namespace: MetaNamespace, path: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = toLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: namespace as 'about' });
    return seoMetadata(screen, locale, { title: t('metaTitle'), description: t('metaDescription'), path });
  };
}
