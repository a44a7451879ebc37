import type { Locale } from '@/lib/i18n/config';
import type { NewsArticle, NewsPage } from '@/lib/schemas/news';
import { breadcrumbJsonLd, type Crumb } from '@/components/ads/breadcrumbs';
import { newsArticleHref } from './news-href';

/** schema.org for a news list: a collection page whose main entity is the listed articles (site-relative URLs). */
export function newsListJsonLd(
  page: NewsPage,
  { title, description, url, crumbs }: { title: string; description: string; url: string; crumbs: Crumb[] },
) {
  const offset = (page.currentPage - 1) * page.pageSize;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'CollectionPage',
        name: title,
        description,
        url,
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: page.totalItems,
          itemListElement: page.data.map((article, index) => ({
            '@type': 'ListItem',
            position: offset + index + 1,
            url: newsArticleHref(article.slug),
            name: article.title,
          })),
        },
      },
      breadcrumbJsonLd(crumbs),
    ],
  };
}

/** schema.org NewsArticle with its breadcrumb trail (site-relative URLs; the page makes them absolute). */
export function newsArticleJsonLd(
  article: NewsArticle,
  { locale, section, siteName, crumbs }: { locale: Locale; section: string; siteName: string; crumbs: Crumb[] },
) {
  const url = newsArticleHref(article.slug);
  const organization = { '@type': 'Organization', '@id': '/#organization', name: siteName, url: '/' };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'NewsArticle',
        '@id': `${url}#article`,
        headline: article.title,
        description: article.summary,
        url,
        mainEntityOfPage: url,
        image: article.cover ? [article.cover.url] : undefined,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        inLanguage: locale === 'ar' ? 'ar-KW' : 'en',
        articleSection: section,
        author: organization,
        publisher: organization,
      },
      breadcrumbJsonLd(crumbs),
    ],
  };
}
