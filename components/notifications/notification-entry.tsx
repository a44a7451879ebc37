'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { toLocale } from '@/lib/i18n/config';
import { formatDate } from '@/lib/format';
import { useMarkNotificationRead } from '@/lib/queries/use-mark-notification-read';
import type { NotificationItem } from '@/lib/schemas/notifications';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';

const entryClass = cn('flex w-full gap-3 rounded-lg p-3 text-start hover:bg-brand-50', focusRing);

/**
 * One notification as the bell's panel and the page show it: title, body, date and an unread dot. Opening it (its
 * link, or a click when it has none) marks it read; `onOpen` lets the bell close its panel.
 */
export function NotificationEntry({
  item,
  clamp = false,
  onOpen,
}: {
  item: NotificationItem;
  clamp?: boolean;
  onOpen?(): void;
}) {
  const t = useTranslations('notifications');
  const locale = toLocale(useLocale());
  const markRead = useMarkNotificationRead();
  const open = () => {
    if (!item.read) markRead.mutate(item.id);
    onOpen?.();
  };

  const content: ReactNode = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-brand-600')}
      />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className={cn('text-sm text-slate-900', item.read ? 'font-medium' : 'font-bold')}>
          {!item.read && <span className="sr-only">{t('unread')}: </span>}
          {item.title}
        </span>
        <span className={cn('text-sm leading-6 text-slate-600', clamp && 'line-clamp-2')}>{item.body}</span>
        <time dateTime={item.createdAt} className="text-xs text-slate-600">
          {formatDate(item.createdAt, locale)}
        </time>
      </span>
    </>
  );

  if (item.link)
    return (
      <Link href={item.link} onClick={open} className={entryClass} data-testid="notification-link">
        {content}
      </Link>
    );
  if (item.read) return <div className="flex gap-3 p-3">{content}</div>;
  return (
    <button type="button" onClick={open} className={entryClass}>
      {content}
    </button>
  );
}
