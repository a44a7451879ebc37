import { useTranslations } from 'next-intl';
import type { NotificationFilter } from '@/lib/schemas/notifications';
import { TabLinks } from '@/components/ui/tab-links';
import { notificationsHref } from './notifications-href';

/** All notifications and the unread ones, with how many are unread. */
export function NotificationTabs({
  current,
  unreadCount,
}: {
  current: NotificationFilter['filter'];
  unreadCount: number;
}) {
  const t = useTranslations('notifications');
  const tabs = [
    { key: 'all', label: t('tabs.all'), href: notificationsHref({}), active: current !== 'unread' },
    {
      key: 'unread',
      label: t('tabs.unread'),
      href: notificationsHref({ filter: 'unread' }),
      active: current === 'unread',
      count: unreadCount > 0 ? unreadCount : undefined,
    },
  ];
  return <TabLinks label={t('tabs.label')} tabs={tabs} testIdPrefix="notification-tab" />;
}
