import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { NewsCard as NewsCardData } from '@/lib/schemas/news';
import { formatDate } from '@/lib/format';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { NewspaperIcon } from '@/components/ui/icons';
import { NewsCoverImage } from './news-cover';
import { newsArticleHref } from './news-href';

type NewsCardProps = {
  article: NewsCardData;
  /** The heading level under the section's own heading. */
  heading?: 'h2' | 'h3';
  /** The lead story: wider, with the picture beside the text on large screens. */
  lead?: boolean;
  eager?: boolean;
};

/**
 * One article in a list: the title's link is stretched over the whole card. Rendered on the server, as the ad card is:
 * no hydration for the home page's and the news list's cards.
 */
export function NewsCard({ article, heading: Heading = 'h2', lead = false, eager = false }: NewsCardProps) {
  const t = useTranslations('news');
  const locale = useLocale();
  return (
    <article
      data-testid="news-card"
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow lazy-render-108 hover:shadow-lg',
        lead && 'lg:flex-row',
      )}
    >
      <div className={cn('aspect-video overflow-hidden bg-sand-100', lead && 'lg:w-3/5 lg:shrink-0')}>
        {article.cover ? (
          <NewsCoverImage
            cover={article.cover}
            sizes={
              lead
                ? '(min-width: 1280px) 740px, (min-width: 1024px) 60vw, 100vw'
                : '(min-width: 1280px) 400px, (min-width: 640px) 45vw, 100vw'
            }
            eager={eager}
            className="transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sand-500">
            <NewspaperIcon className="size-12" />
            <span className="sr-only">{t('noCover')}</span>
          </div>
        )}
      </div>
      <div className={cn('flex flex-1 flex-col gap-3 p-5', lead && 'lg:justify-center lg:p-8')}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span
            data-testid="news-category"
            className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700"
          >
            {t(`categories.${article.category}`)}
          </span>
          <time dateTime={article.publishedAt} className="text-slate-500">
            {formatDate(article.publishedAt, locale)}
          </time>
        </p>
        <Heading
          className={cn(
            'font-bold text-slate-900',
            lead ? 'text-xl leading-8 lg:text-2xl lg:leading-10' : 'line-clamp-3 text-lg leading-8',
          )}
        >
          <Link
            href={newsArticleHref(article.slug)}
            className={cn('after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700', focusRing)}
          >
            {article.title}
          </Link>
        </Heading>
        <p className={cn('leading-7 text-slate-600', lead ? 'line-clamp-4' : 'line-clamp-3')}>{article.summary}</p>
      </div>
    </article>
  );
}
