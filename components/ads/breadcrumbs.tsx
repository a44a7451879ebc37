import { useLocale, useTranslations } from 'next-intl';
import { focusRing } from '@/components/ui/button-styles';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/components/ui/cn';
import { arrowShapes, Icon } from '@/components/ui/icons';
import type { ForeignTextProps } from './ad-text';

/** `text` marks a name in another language than the page's (an Arabic-only ad's title on an English page). */
export type Crumb = { name: string; href: string; text?: ForeignTextProps };

/** The path to this page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations('adList');
  // Each crumb leads deeper, the reading direction's way.
  const separator = arrowShapes(useLocale()).next;
  return (
    <nav aria-label={t('breadcrumbLabel')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href} className="flex min-w-0 items-center gap-1">
              {last ? (
                <span aria-current="page" className="truncate font-medium text-slate-900">
                  <bdi {...item.text}>{item.name}</bdi>
                </span>
              ) : (
                <>
                  <IntentLink
                    href={item.href}
                    className={cn('truncate rounded hover:text-brand-700 hover:underline', focusRing)}
                  >
                    {item.name}
                  </IntentLink>
                  <Icon name={separator} className="size-4 shrink-0 text-slate-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList of the same crumbs (site-relative URLs; the page makes them absolute). */
export function breadcrumbJsonLd(items: Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.href,
    })),
  };
}
