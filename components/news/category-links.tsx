import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { newsCategories, type NewsCategory } from '@/lib/schemas/news';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { newsListHref } from './news-href';

const pillClass = cn(
  'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium transition-colors',
  focusRing,
);

/** Category filter as plain links (crawlable, and working before JavaScript loads); the current one is marked. */
export function NewsCategoryLinks({ active }: { active?: NewsCategory }) {
  const t = useTranslations('news');
  const items: Array<{ category?: NewsCategory; label: string }> = [
    { label: t('all') },
    ...newsCategories.map((category) => ({ category, label: t(`categories.${category}`) })),
  ];
  return (
    <nav aria-label={t('filterLabel')}>
      <ul className="flex flex-wrap gap-2">
        {items.map(({ category, label }) => {
          const current = category === active;
          return (
            <li key={category ?? 'all'}>
              <Link
                href={newsListHref({ category })}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  pillClass,
                  current
                    ? 'bg-brand-600 text-white'
                    : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
