import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass, focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { arrowShapes, Icon } from '@/components/ui/icons';
import { formatCount } from '@/lib/format';

type PaginationProps = { currentPage: number; totalPages: number; hrefFor(page: number): string };

/** Pages to show: the first, the last, and two either side of the current one, with gaps as null. */
export function pageWindow(current: number, total: number): Array<number | null> {
  const pages = new Set(
    [1, total, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= total),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1]! > 1 ? [null, page] : [page]));
}

const pageClass = cn('flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium', focusRing);

/** Real links (crawlable, and working before JavaScript loads) to every page of a list. */
export function Pagination({ currentPage, totalPages, hrefFor }: PaginationProps) {
  const t = useTranslations('ads.pagination');
  const locale = useLocale();
  if (totalPages <= 1) return null;
  const arrows = arrowShapes(locale);
  return (
    <nav aria-label={t('label')} className="mt-10 flex items-center justify-center gap-1.5">
      {currentPage > 1 && (
        <Link href={hrefFor(currentPage - 1)} rel="prev" className={buttonClass('secondary', 'sm', 'h-10')}>
          <Icon name={arrows.previous} className="size-4" />
          <span className="max-sm:sr-only">{t('previous')}</span>
        </Link>
      )}
      <ol className="flex items-center gap-1">
        {pageWindow(currentPage, totalPages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={page}>
              {page === currentPage ? (
                <span aria-current="page" className={cn(pageClass, 'bg-brand-600 text-white')}>
                  <span className="sr-only">{t('page')} </span>
                  {formatCount(page, locale)}
                </span>
              ) : (
                <Link
                  href={hrefFor(page)}
                  className={cn(pageClass, 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50')}
                >
                  <span className="sr-only">{t('page')} </span>
                  {formatCount(page, locale)}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {currentPage < totalPages && (
        <Link href={hrefFor(currentPage + 1)} rel="next" className={buttonClass('secondary', 'sm', 'h-10')}>
          <span className="max-sm:sr-only">{t('next')}</span>
          <Icon name={arrows.next} className="size-4" />
        </Link>
      )}
    </nav>
  );
}
