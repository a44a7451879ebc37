import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { toLocale } from '@/lib/i18n/config';
import { loadContentBlock } from '../_data/content-block';
import { contentPageMetadata } from '../_data/page-metadata';

export const generateMetadata = contentPageMetadata('privacy-statement', 'legal.privacy', '/privacy-statement');

export default async function PrivacyStatementPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [block, t] = await Promise.all([
    loadContentBlock('privacy-statement', locale),
    getTranslations('legal.privacy'),
  ]);
  if (!block) notFound();
  return <ContentPage block={block} description={t('metaDescription')} />;
}
