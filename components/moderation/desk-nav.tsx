import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { formatCount } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';

export type DeskView = 'queue' | 'reported';

/** The desk's address for a list and, past its first page, where the page starts. */
export const deskHref = (view: DeskView, after?: string) => {
  const search = new URLSearchParams({ ...(view === 'reported' && { view }), ...(after && { after }) });
  return `/profile/moderation${search.size ? `?${search}` : ''}`;
};

const tabClass = (current: boolean) => buttonClass(current ? 'primary' : 'secondary', 'sm');

/** The desk's two lists: the queue of held ads, and the live ads with open reports. Plain links. */
export function DeskTabs({ view, waiting, reported }: { view: DeskView; waiting: number; reported: number }) {
  const t = useTranslations('moderation');
  const locale = toLocale(useLocale());
  const tabs = [
    { id: 'queue' as const, label: t('queueTitle'), count: waiting },
    { id: 'reported' as const, label: t('reported.title'), count: reported },
  ];
  return (
    <nav aria-label={t('listsLabel')}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              href={deskHref(tab.id)}
              aria-current={tab.id === view ? 'page' : undefined}
              className={tabClass(tab.id === view)}
              data-testid={`desk-tab-${tab.id}`}
            >
              {tab.label} ({formatCount(tab.count, locale)})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The next page (oldest first, it starts after this page's last item) and the way back to the first. */
export function DeskPager({ view, next, paged }: { view: DeskView; next: string | null; paged: boolean }) {
  const t = useTranslations('moderation');
  if (!next && !paged) return null;
  return (
    <nav aria-label={t('pages.label')} className="flex flex-wrap gap-3">
      {paged && (
        <Link href={deskHref(view)} className={buttonClass('secondary', 'sm')}>
          {t('pages.first')}
        </Link>
      )}
      {next && (
        <Link href={deskHref(view, next)} rel="next" className={buttonClass('secondary', 'sm')} data-testid="desk-next">
          {t('pages.next')}
        </Link>
      )}
    </nav>
  );
}
