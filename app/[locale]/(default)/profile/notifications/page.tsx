import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/ads/pagination';
import { PageHeader } from '@/components/content/page-header';
import { NotificationCard } from '@/components/notifications/notification-card';
import { NotificationTabs } from '@/components/notifications/notification-tabs';
import { notificationsFilter, notificationsHref } from '@/components/notifications/notifications-href';
import { NotificationsToolbar } from '@/components/notifications/notifications-toolbar';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import type { SearchParams } from '@/lib/search-params';
import { listNotifications } from '@/server/services/notifications/member-notifications';
import { ownerId } from '../ads/_data/owner-session';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'notifications' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** What the page's client parts (delete, delete all, mark all read) translate; the bell's texts come with every page. */
const clientMessages = [
  'notifications.markAllReadDone',
  'notifications.delete',
  'notifications.deleteLabel',
  'notifications.deleteTitle',
  'notifications.deleteBody',
  'notifications.deleteConfirm',
  'notifications.deletePending',
  'notifications.deleteDone',
  'notifications.deleteAll',
  'notifications.deleteAllTitle',
  'notifications.deleteAllBody',
  'notifications.deleteAllConfirm',
  'notifications.deleteAllDone',
  'notifications.keep',
] as const;

/** The member's notifications, all or unread, read on the server: each change refreshes this page. */
export default async function NotificationsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const memberId = await ownerId();
  if (memberId === undefined) return null;
  const filter = notificationsFilter(await searchParams);
  const [t, result] = await Promise.all([
    getTranslations('notifications'),
    listNotifications(memberId, filter, locale),
  ]);
  const totalPages = Math.ceil(result.totalItems / result.pageSize);

  return (
    <FeatureMessages namespaces={clientMessages}>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="grid gap-6 py-10 md:py-14">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <NotificationTabs current={filter.filter} unreadCount={result.unreadCount} />
          <NotificationsToolbar unreadCount={result.unreadCount} hasAny={result.totalItems > 0} />
        </div>
        {result.data.length === 0 ? (
          <p
            data-testid="notifications-empty"
            className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600"
          >
            {filter.filter === 'unread' ? t('empty.unread') : t('empty.all')}
          </p>
        ) : (
          <ul className="grid gap-3" data-testid="notifications-list">
            {result.data.map((item) => (
              <li key={item.id}>
                <NotificationCard item={item} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          currentPage={result.currentPage}
          totalPages={totalPages}
          hrefFor={(page) => notificationsHref({ ...filter, page })}
        />
      </Container>
    </FeatureMessages>
  );
}
