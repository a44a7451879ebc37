'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useDeleteNotification } from '@/lib/queries/use-delete-notification';
import type { NotificationItem } from '@/lib/schemas/notifications';
import { flashStore } from '@/components/auth/flash';
import { ConfirmDialog } from '@/components/my-ads/confirm-dialog';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { useErrorText } from '@/components/ui/use-error-text';
import { NotificationEntry } from './notification-entry';

/** One notification on the page: open it (marks it read) or delete it after a confirmation; the list refreshes after. */
export function NotificationCard({ item }: { item: NotificationItem }) {
  const t = useTranslations('notifications');
  const errorText = useErrorText();
  const router = useRouter();
  const remove = useDeleteNotification();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        flashStore.show(t('deleteDone'));
        router.refresh();
      },
      onError: (error) => {
        setConfirming(false);
        flashStore.show(errorText.request(error), 'error');
      },
    });

  return (
    <div
      data-testid="notification-card"
      data-read={item.read}
      className={cn('flex items-start gap-2 rounded-xl border p-1', item.read ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50/60')}
    >
      <div className="min-w-0 flex-1">
        <NotificationEntry item={item} />
      </div>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        disabled={remove.isPending}
        aria-label={t('deleteLabel', { title: item.title })}
        className={buttonClass('ghost', 'sm', 'm-2 shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800')}
      >
        {t('delete')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle')}
        confirmLabel={remove.isPending ? t('deletePending') : t('deleteConfirm')}
        cancelLabel={t('keep')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      >
        <p>{t('deleteBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
