'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useDeleteAllNotifications } from '@/lib/queries/use-delete-all-notifications';
import { useMarkAllNotificationsRead } from '@/lib/queries/use-mark-all-notifications-read';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/components/ui/use-confirmed-action';
import { buttonClass } from '@/components/ui/button-styles';

/** "Mark all as read" (when any is unread) and "delete all" (when any exists, after a confirmation) for the page. */
export function NotificationsToolbar({ unreadCount, hasAny }: { unreadCount: number; hasAny: boolean }) {
  const t = useTranslations('notifications');
  const router = useRouter();
  const markAll = useMarkAllNotificationsRead();
  const removeAll = useDeleteAllNotifications();
  const actions = useConfirmedAction();
  const busy = markAll.isPending || removeAll.isPending;

  if (unreadCount === 0 && !hasAny) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {unreadCount > 0 && (
        <button
          type="button"
          onClick={() => markAll.mutate(undefined, actions.settle(t('markAllReadDone'), router.refresh))}
          disabled={busy}
          aria-busy={markAll.isPending}
          className={buttonClass('secondary', 'sm')}
        >
          {markAll.isPending ? t('markAllReadPending') : t('markAllRead')}
        </button>
      )}
      {hasAny && (
        <button
          type="button"
          onClick={actions.ask}
          disabled={busy}
          className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
        >
          {t('deleteAll')}
        </button>
      )}
      <ConfirmDialog
        open={actions.confirming}
        title={t('deleteAllTitle')}
        confirmLabel={removeAll.isPending ? t('deletePending') : t('deleteAllConfirm')}
        cancelLabel={t('keep')}
        pending={removeAll.isPending}
        onConfirm={() => removeAll.mutate(undefined, actions.settle(t('deleteAllDone'), router.refresh))}
        onClose={actions.close}
      >
        <p>{t('deleteAllBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
