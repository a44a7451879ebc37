import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import type { Crumb } from '@/components/ads/breadcrumbs';
import { JsonLd } from '@/components/content/json-ld';
import { NewsArticleView } from '@/components/news/news-article';
import { newsArticleHref, newsListHref } from '@/components/news/news-href';
import { newsArticleJsonLd } from '@/components/news/news-structured-data';
import { toLocale, type Locale } from '@/lib/i18n/config';
import { newsSlugSchema } from '@/lib/schemas/news';
import { config } from '@/server/config';
import { cachedNewsArticle } from '@/server/services/news/cached-news';
import { renderNewsBody } from '@/server/services/news/news-markdown';
import { absolutizeUrls, toJsonLd } from '@/server/services/seo-metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** No article is rendered at build: each renders on its first visit per locale and is then cached and revalidated (ISR). */
export function generateStaticParams() {
  return [];
}

export const revalidate = 300;

/** A slug that can never exist is a 404 without a lookup. */
const loadArticle = cache(async (slug: string, locale: Locale) => {
  const article = newsSlugSchema.safeParse(slug).success ? await cachedNewsArticle(slug, locale) : null;
  if (!article) notFound();
  return article;
});

async function load({ params }: Props) {
  const { locale: raw, slug } = await params;
  const locale = toLocale(raw);
  const [article, t] = await Promise.all([loadArticle(slug, locale), getTranslations({ locale, namespace: 'news' })]);
  const crumbs: Crumb[] = [
    { name: t('home'), href: '/' },
    { name: t('title'), href: newsListHref() },
    { name: t(`categories.${article.category}`), href: newsListHref({ category: article.category }) },
    { name: article.title, href: newsArticleHref(article.slug) },
  ];
  return { locale, article, crumbs, section: t(`categories.${article.category}`) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { article } = await load(props);
  const url = newsArticleHref(article.slug);
  const images = article.cover
    ? [{ url: article.cover.url, width: article.cover.width, height: article.cover.height }]
    : undefined;
  return {
    title: article.title,
    description: article.summary,
    alternates: { canonical: url },
    openGraph: {
      type: 'article',
      title: article.title,
      description: article.summary,
      url,
      images,
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: article.title,
      description: article.summary,
      images,
    },
  };
}

export default async function NewsArticlePage(props: Props) {
  const { locale, article, crumbs, section } = await load(props);
  setRequestLocale(locale);
  const siteName = (await getTranslations('seo'))('siteName');
  const jsonLd = newsArticleJsonLd(article, { locale, section, siteName, crumbs });
  return (
    <>
      <JsonLd json={toJsonLd(absolutizeUrls(jsonLd, config().PUBLIC_BASE_URL))} />
      <NewsArticleView article={article} bodyHtml={renderNewsBody(article.body)} crumbs={crumbs} />
    </>
  );
}
