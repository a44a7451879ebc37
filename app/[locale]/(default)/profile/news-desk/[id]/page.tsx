import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { NewsArticleForm } from '@/components/news-desk/news-article-form';
import { NewsPublishPanel } from '@/components/news-desk/news-publish-panel';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { pathId } from '@/lib/schemas/fields';
import { newsCategories } from '@/lib/schemas/news';
import { ApiError } from '@/server/lib/errors';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { getNewsDeskArticle } from '@/server/services/news/news-desk';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'newsDesk' });
  return { title: t('form.editTitle'), robots: { index: false, follow: false } };
}

/** One article: its texts, tags, cover and slug in any state, and publishing it now, later or taking it down. */
export default async function EditNewsArticlePage({ params }: Props) {
  const { locale: raw, id: rawId } = await params;
  const locale = toLocale(raw);
  setRequestLocale(locale);
  const [t, tNews] = await Promise.all([getTranslations('newsDesk'), getTranslations('news')]);
  const access = await staffPageAccess('content');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const id = pathId.safeParse(rawId);
  if (!id.success) notFound();
  const article = await getNewsDeskArticle(id.data).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') notFound();
    throw error;
  });
  const categoryLabels = Object.fromEntries(newsCategories.map((c) => [c, tNews(`categories.${c}`)])) as Record<
    (typeof newsCategories)[number],
    string
  >;
  return (
    <>
      <PageHeader title={locale === 'ar' ? article.titleAr : article.titleEn}>
        <Link href="/profile/news-desk" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('allArticles')}
        </Link>
      </PageHeader>
      <Container className="grid gap-8 py-8 md:py-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <FeatureMessages namespaces={['newsDesk', 'general']}>
          <div className="lg:order-last">
            <NewsPublishPanel key={`${article.state}:${article.publishedAt}`} article={article} />
          </div>
          <NewsArticleForm key={article.updatedAt} article={article} categoryLabels={categoryLabels} />
        </FeatureMessages>
      </Container>
    </>
  );
}
