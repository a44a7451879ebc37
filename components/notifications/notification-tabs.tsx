import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatCount } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import type { NotificationFilter } from '@/lib/schemas/notifications';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { notificationsHref } from './notifications-href';

/** Links (not ARIA tabs: each is its own page) to all notifications and to the unread ones, with how many are unread. */
export function NotificationTabs({ current, unreadCount }: { current: NotificationFilter['filter']; unreadCount: number }) {
  const t = useTranslations('notifications');
  const locale = toLocale(useLocale());
  const tabs = [
    { key: 'all', label: t('tabs.all'), href: notificationsHref({}), active: current !== 'unread', count: undefined },
    { key: 'unread', label: t('tabs.unread'), href: notificationsHref({ filter: 'unread' }), active: current === 'unread', count: unreadCount },
  ];
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={tab.active ? 'page' : undefined}
              data-testid={`notification-tab-${tab.key}`}
              className={cn(
                '-mb-px flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-medium',
                tab.active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                focusRing,
              )}
            >
              {tab.label}
              {tab.count !== undefined && tab.count > 0 && (
                <span className={cn('min-w-6 rounded-full px-2 py-0.5 text-center text-xs', tab.active ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700')}>
                  {formatCount(tab.count, locale)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
