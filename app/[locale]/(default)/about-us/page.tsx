import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { JsonLd } from '@/components/content/json-ld';
import { toLocale } from '@/lib/i18n/config';
import { seoJsonLd } from '@/server/services/seo-metadata';
import { loadContentBlock } from '../_data/content-block';
import { contentPageMetadata } from '../_data/page-metadata';

export const generateMetadata = contentPageMetadata('about-us', 'about', '/about-us');

export default async function AboutUsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [block, jsonLd] = await Promise.all([loadContentBlock('about-us', locale), seoJsonLd('about-us', locale)]);
  if (!block) notFound();
  return (
    <>
      <JsonLd json={jsonLd} />
      <ContentPage block={{ title: block.title, body: block.body }} />
    </>
  );
}
