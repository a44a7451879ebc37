import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { toLocale } from '@/lib/i18n/config';
import { loadContentBlock } from '../_data/content-block';
import { contentPageMetadata } from '../_data/page-metadata';

export const generateMetadata = contentPageMetadata('terms-conditions', 'legal.terms', '/terms-conditions');

export default async function TermsConditionsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [block, t] = await Promise.all([loadContentBlock('terms-conditions', locale), getTranslations('legal.terms')]);
  if (!block) notFound();
  return <ContentPage block={block} description={t('metaDescription')} />;
}
