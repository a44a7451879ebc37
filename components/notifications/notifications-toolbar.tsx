'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useDeleteAllNotifications } from '@/lib/queries/use-delete-all-notifications';
import { useMarkAllNotificationsRead } from '@/lib/queries/use-mark-all-notifications-read';
import { flashStore } from '@/components/auth/flash';
import { ConfirmDialog } from '@/components/my-ads/confirm-dialog';
import { buttonClass } from '@/components/ui/button-styles';
import { useErrorText } from '@/components/ui/use-error-text';

/** "Mark all as read" (when any is unread) and "delete all" (when any exists, after a confirmation) for the page. */
export function NotificationsToolbar({ unreadCount, hasAny }: { unreadCount: number; hasAny: boolean }) {
  const t = useTranslations('notifications');
  const errorText = useErrorText();
  const router = useRouter();
  const markAll = useMarkAllNotificationsRead();
  const removeAll = useDeleteAllNotifications();
  const [confirming, setConfirming] = useState(false);
  const busy = markAll.isPending || removeAll.isPending;

  const done = (message: string) => {
    setConfirming(false);
    flashStore.show(message);
    router.refresh();
  };
  const failed = (error: unknown) => {
    setConfirming(false);
    flashStore.show(errorText.request(error), 'error');
  };

  if (unreadCount === 0 && !hasAny) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {unreadCount > 0 && (
        <button
          type="button"
          onClick={() => markAll.mutate(undefined, { onSuccess: () => done(t('markAllReadDone')), onError: failed })}
          disabled={busy}
          aria-busy={markAll.isPending}
          className={buttonClass('secondary', 'sm')}
        >
          {markAll.isPending ? t('markAllReadPending') : t('markAllRead')}
        </button>
      )}
      {hasAny && (
        <button type="button" onClick={() => setConfirming(true)} disabled={busy} className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}>
          {t('deleteAll')}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('deleteAllTitle')}
        confirmLabel={removeAll.isPending ? t('deletePending') : t('deleteAllConfirm')}
        cancelLabel={t('keep')}
        pending={removeAll.isPending}
        onConfirm={() => removeAll.mutate(undefined, { onSuccess: () => done(t('deleteAllDone')), onError: failed })}
        onClose={() => setConfirming(false)}
      >
        <p>{t('deleteAllBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
