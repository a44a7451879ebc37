import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';
import { buttonClass } from '@/components/ui/button-styles';
import { NewspaperIcon } from '@/components/ui/icons';
import { toLocale } from '@/lib/i18n/config';
import { contentPageMetadata } from '../_data/page-metadata';

export const generateMetadata = contentPageMetadata('blog', 'blog', '/blog');

export default async function BlogPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(toLocale((await params).locale));
  const t = await getTranslations('blog');
  return (
    <ComingSoon icon={NewspaperIcon} badge={t('badge')} title={t('title')} description={t('description')}>
      <Link href="/news" className={buttonClass('secondary', 'lg')}>
        {t('newsCta')}
      </Link>
    </ComingSoon>
  );
}
