import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { toLocale } from '@/lib/i18n/config';
import { loadContentBlock } from '../_data/content-block';
import { ScreenJsonLd } from '../_components/screen-json-ld';
import { contentPageMetadata } from '../_data/page-metadata';

export const generateMetadata = contentPageMetadata('about-us', 'about', '/about-us');

export default async function AboutUsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const block = await loadContentBlock('about-us', locale);
  if (!block) notFound();
  return (
    <>
      <ScreenJsonLd screen="about-us" locale={locale} />
      <ContentPage block={{ title: block.title, body: block.body }} />
    </>
  );
}
