import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { NewsArticleForm } from '@/components/news-desk/news-article-form';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { newsCategories } from '@/lib/schemas/news';
import { staffPageAccess } from '@/server/services/auth/staff-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'newsDesk' });
  return { title: t('form.newTitle'), robots: { index: false, follow: false } };
}

/** A new article, saved as a draft; publishing comes on its own page. */
export default async function NewNewsArticlePage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [t, tNews] = await Promise.all([getTranslations('newsDesk'), getTranslations('news')]);
  const access = await staffPageAccess('content');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const categoryLabels = Object.fromEntries(newsCategories.map((c) => [c, tNews(`categories.${c}`)])) as Record<
    (typeof newsCategories)[number],
    string
  >;
  return (
    <>
      <PageHeader title={t('form.newTitle')}>
        <Link href="/profile/news-desk" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('allArticles')}
        </Link>
      </PageHeader>
      <Container className="py-8 md:py-10">
        <FeatureMessages namespaces={['newsDesk.form', 'general']}>
          <NewsArticleForm categoryLabels={categoryLabels} />
        </FeatureMessages>
      </Container>
    </>
  );
}
