import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { NewsArticle } from '@/lib/schemas/news';
import { formatDate } from '@/lib/format';
import { Breadcrumbs, type Crumb } from '@/components/ads/breadcrumbs';
import { buttonClass, focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { ArrowEndIcon } from '@/components/ui/icons';
import { NewsBodyHtml } from './news-body';
import { NewsCoverImage } from './news-cover';
import { NewsGrid } from './news-grid';
import { newsListHref } from './news-href';

/**
 * A whole article: trail, category and date, title, lead, cover, body (its HTML rendered on the server), tags, then
 * the related articles.
 */
export function NewsArticleView({
  article,
  bodyHtml,
  crumbs,
}: {
  article: NewsArticle;
  bodyHtml: string;
  crumbs: Crumb[];
}) {
  const t = useTranslations('news');
  const locale = useLocale();
  return (
    <>
      <article data-testid="news-article">
        <header className="border-b border-sand-100 bg-sand-100/60">
          <Container className="py-8 md:py-12">
            <div className="mx-auto max-w-3xl">
              <Breadcrumbs items={crumbs} />
              <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <Link
                  href={newsListHref({ category: article.category })}
                  className={cn(
                    'rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50',
                    focusRing,
                  )}
                >
                  {t(`categories.${article.category}`)}
                </Link>
                <time dateTime={article.publishedAt} className="text-slate-600">
                  {t('publishedOn', { date: formatDate(article.publishedAt, locale) })}
                </time>
              </p>
              <h1 className="mt-4 text-3xl leading-tight font-bold text-brand-900 md:text-4xl md:leading-tight">
                {article.title}
              </h1>
              <p className="mt-4 text-lg leading-8 text-slate-700">{article.summary}</p>
            </div>
          </Container>
        </header>
        <Container className="py-8 md:py-12">
          <div className="mx-auto max-w-3xl">
            {article.cover && (
              <figure className="aspect-video overflow-hidden rounded-2xl bg-sand-100 shadow-sm">
                <NewsCoverImage cover={article.cover} sizes="(min-width: 800px) 768px, 100vw" eager />
              </figure>
            )}
            <div data-testid="news-body" className="mt-8">
              <NewsBodyHtml html={bodyHtml} className="text-lg leading-9 text-slate-800" />
            </div>
            {article.tags.length > 0 && (
              <ul className="mt-8 flex flex-wrap gap-2" aria-label={t('tags')} data-testid="news-tags">
                {article.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-slate-700">
                    #<bdi>{tag}</bdi>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Container>
      </article>
      {article.related.length > 0 && (
        <section aria-labelledby="related-news" className="border-t border-sand-100 bg-white">
          <Container className="py-10 md:py-14">
            <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
              <h2 id="related-news" className="text-2xl font-bold text-brand-900">
                {t('related')}
              </h2>
              <Link href={newsListHref()} className={buttonClass('secondary', 'sm')}>
                {t('moreNews')}
                <ArrowEndIcon className="size-4" />
              </Link>
            </div>
            <NewsGrid articles={article.related} heading="h3" />
          </Container>
        </section>
      )}
    </>
  );
}
