'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useMarkAllNotificationsRead } from '@/lib/queries/use-mark-all-notifications-read';
import { useNotifications } from '@/lib/queries/use-notifications';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { NotificationEntry } from './notification-entry';

/** How many of the newest notifications the bell shows; the page has them all. */
const LATEST = 5;

/** The bell's panel: the newest notifications, "mark all as read" and the way to the page. */
export default function BellPanel({ memberId, onClose }: { memberId: number; onClose(): void }) {
  const t = useTranslations('notifications');
  const titleId = useId();
  const list = useNotifications(memberId, {});
  const markAll = useMarkAllNotificationsRead();
  const router = useRouter();
  const unread = list.data?.unreadCount ?? 0;

  let body;
  if (list.isPending) body = <p className="p-4 text-sm text-slate-600">{t('bell.loading')}</p>;
  else if (list.isError)
    body = (
      <p role="alert" className="p-4 text-sm text-red-700">
        {t('bell.failed')}
      </p>
    );
  else if (list.data.data.length === 0) body = <p className="p-4 text-sm text-slate-600">{t('empty.all')}</p>;
  else
    body = (
      <ul className="grid gap-0.5">
        {list.data.data.slice(0, LATEST).map((item) => (
          <li key={item.id}>
            <NotificationEntry item={item} clamp onOpen={onClose} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={titleId} data-testid="notification-panel" className="grid gap-1 p-2">
      <div className="flex items-center justify-between gap-2 px-2 pt-1">
        <h2 id={titleId} className="text-base font-bold text-slate-900">
          {t('bell.title')}
        </h2>
        {unread > 0 && (
          <button
            type="button"
            // The page behind may be the server-rendered list: it shows the change too.
            onClick={() => markAll.mutate(undefined, { onSuccess: () => router.refresh() })}
            disabled={markAll.isPending}
            className={cn('rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50', focusRing)}
          >
            {markAll.isPending ? t('markAllReadPending') : t('markAllRead')}
          </button>
        )}
      </div>
      <div aria-live="polite" aria-busy={list.isPending} className="max-h-[60vh] overflow-y-auto">
        {body}
      </div>
      <Link
        href="/profile/notifications"
        onClick={onClose}
        className={cn(
          'block rounded-lg border-t border-slate-200 px-3 py-2.5 text-center text-sm font-medium text-brand-700 hover:bg-brand-50',
          focusRing,
        )}
      >
        {t('bell.viewAll')}
      </Link>
    </section>
  );
}
