import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { DealTypeSlug } from '@/lib/constants';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { dealTypeSlugs } from '@/lib/schemas/ads';

const tabClass = cn('rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors', focusRing);
const activeClass = 'bg-brand-600 text-white shadow-sm';
const idleClass = 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700';

type LinkItem = { key: string; label: string; href: string; active: boolean };

function LinkRow({ label, items, size = 'md' }: { label: string; items: LinkItem[]; size?: 'md' | 'sm' }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              aria-current={item.active ? 'page' : undefined}
              className={cn(tabClass, size === 'sm' && 'px-3 py-1.5 text-xs', item.active ? activeClass : idleClass)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Sale, rent, exchange and wanted: switching keeps the area and the search, which mean the same in every deal. */
export function DealTypeLinks({
  active,
  hrefFor,
}: {
  active?: DealTypeSlug;
  hrefFor(dealType?: DealTypeSlug): string;
}) {
  const t = useTranslations('ads');
  const items: LinkItem[] = [
    { key: 'all', label: t('dealTabs.all'), href: hrefFor(undefined), active: active === undefined },
    ...dealTypeSlugs.map((slug) => ({
      key: slug,
      label: t(`dealTabs.${slug}`),
      href: hrefFor(slug),
      active: active === slug,
    })),
  ];
  return <LinkRow label={t('dealTabs.label')} items={items} />;
}

/** Property categories offered for the deal type. */
export function CategoryLinks({
  categories,
  active,
  hrefFor,
}: {
  categories: Array<{ id: number; slug: string; name: string }>;
  active?: number;
  hrefFor(slug?: string): string;
}) {
  const t = useTranslations('ads');
  const items: LinkItem[] = [
    { key: 'all', label: t('categoryTabs.all'), href: hrefFor(undefined), active: active === undefined },
    ...categories.map((c) => ({ key: c.slug, label: c.name, href: hrefFor(c.slug), active: active === c.id })),
  ];
  return <LinkRow label={t('categoryTabs.label')} items={items} size="sm" />;
}
