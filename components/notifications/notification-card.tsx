'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useDeleteNotification } from '@/lib/queries/use-delete-notification';
import type { NotificationItem } from '@/lib/schemas/notifications';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/components/ui/use-confirmed-action';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { NotificationEntry } from './notification-entry';

/** One notification on the page: open it (marks it read) or delete it after a confirmation; the list refreshes after. */
export function NotificationCard({ item }: { item: NotificationItem }) {
  const t = useTranslations('notifications');
  const router = useRouter();
  const remove = useDeleteNotification();
  const deletion = useConfirmedAction();

  return (
    <div
      data-testid="notification-card"
      data-read={item.read}
      className={cn(
        'flex items-start gap-2 rounded-xl border p-1',
        item.read ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50/60',
      )}
    >
      <div className="min-w-0 flex-1">
        <NotificationEntry item={item} />
      </div>
      <button
        type="button"
        onClick={deletion.ask}
        disabled={remove.isPending}
        aria-label={t('deleteLabel', { title: item.title })}
        className={buttonClass('ghost', 'sm', 'm-2 shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800')}
      >
        {t('delete')}
      </button>
      <ConfirmDialog
        open={deletion.confirming}
        title={t('deleteTitle')}
        confirmLabel={remove.isPending ? t('deletePending') : t('deleteConfirm')}
        cancelLabel={t('keep')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(item.id, deletion.settle(t('deleteDone'), router.refresh))}
        onClose={deletion.close}
      >
        <p>{t('deleteBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
