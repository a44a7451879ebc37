'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import type { AdStatus } from '@/lib/constants';
import type { AdStatusAction } from '@/lib/api/my-ads';
import { visiblePath } from '@/lib/i18n/config';
import { useAdStatusAction } from '@/lib/queries/use-ad-status-action';
import { useDeleteAd } from '@/lib/queries/use-delete-ad';
import { flashStore } from '@/components/ui/flash';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { useErrorText } from '@/components/ui/use-error-text';
import { statusActionFor } from './ad-status';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/components/ui/use-confirmed-action';

type OwnerAdActionsProps = {
  adId: number;
  status: AdStatus;
  isExpired: boolean;
  adType?: 'regular' | 'special';
  /** Waiting for an operator (issue 29): only the operator's approval publishes it. */
  underReview?: boolean;
  className?: string;
};

const actionVariant = { publish: 'primary', repost: 'primary', cancel: 'secondary', special: 'secondary' } as const;

/** The owner's actions on one ad (on the public ad page, in "my ads" and on the owner's ad page). */
export function OwnerAdActions({ adId, status, isExpired, adType, underReview, className }: OwnerAdActionsProps) {
  const t = useTranslations('myAds.actions');
  const errorText = useErrorText();
  const router = useRouter();
  // On the public ad page, an ad taken off the market is no longer there to show: go to the owner's page of it.
  const path = visiblePath(usePathname());
  const onPublicPage = !path.startsWith('/profile/');
  const statusAction = useAdStatusAction();
  const deleteAd = useDeleteAd();
  const deletion = useConfirmedAction();
  const action = underReview ? undefined : statusActionFor(status, isExpired);
  // A live regular ad can be made special (one special-ad credit); `adType` is left out where it is not known.
  const canMakeSpecial = adType === 'regular' && action === 'cancel';
  const busy = statusAction.isPending || deleteAd.isPending;
  // The balance ran out: said where the owner is looking, with the way to the packages (a toast would vanish).
  const [outOf, setOutOf] = useState<'noCredits' | 'noSpecialCredits'>();

  const runStatusAction = (next: AdStatusAction) => {
    setOutOf(undefined);
    statusAction.mutate(
      { id: adId, action: next },
      {
        onSuccess: (ad) => {
          // The automated checks held it: it waits for an operator rather than going live.
          flashStore.show(next !== 'cancel' && ad.status === 0 ? t('heldForReview') : t(`${next}Done`));
          if (next === 'cancel' && onPublicPage) router.push(`/profile/ads/${adId}`);
          else router.refresh();
        },
        onError: (error) => {
          if (error.code === 'INSUFFICIENT_BALANCE') setOutOf(next === 'special' ? 'noSpecialCredits' : 'noCredits');
          else flashStore.show(errorText.request(error), 'error');
        },
      },
    );
  };

  // The list stays on its tab and page; from the ad's own pages there is nothing left to show.
  const afterDelete = () => (path === '/profile/ads' ? router.refresh() : router.push('/profile/ads'));

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Link href={`/profile/ads/edit/${adId}`} className={buttonClass('secondary', 'sm')}>
        {t('edit')}
      </Link>
      {action && (
        <button
          type="button"
          onClick={() => runStatusAction(action)}
          disabled={busy}
          aria-busy={statusAction.isPending}
          className={buttonClass(actionVariant[action], 'sm')}
        >
          {statusAction.isPending && statusAction.variables?.action === action ? t(`${action}Pending`) : t(action)}
        </button>
      )}
      {canMakeSpecial && (
        <button
          type="button"
          onClick={() => runStatusAction('special')}
          disabled={busy}
          className={buttonClass(actionVariant.special, 'sm')}
        >
          {statusAction.isPending && statusAction.variables?.action === 'special' ? t('specialPending') : t('special')}
        </button>
      )}
      <button
        type="button"
        onClick={deletion.ask}
        disabled={busy}
        className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
      >
        {t('delete')}
      </button>
      <ConfirmDialog
        open={deletion.confirming}
        title={t('deleteTitle')}
        confirmLabel={deleteAd.isPending ? t('deletePending') : t('deleteConfirm')}
        cancelLabel={t('deleteKeep')}
        pending={deleteAd.isPending}
        onConfirm={() => deleteAd.mutate(adId, deletion.settle(t('deleteDone'), afterDelete))}
        onClose={deletion.close}
      >
        <p>{t('deleteBody')}</p>
      </ConfirmDialog>
      {outOf && (
        <p
          role="alert"
          data-testid="out-of-credits"
          className="basis-full rounded-lg bg-amber-50 p-3 text-sm leading-6 text-amber-900 ring-1 ring-amber-200"
        >
          {t(outOf)}{' '}
          <Link href="/packages" className="font-semibold text-brand-700 underline">
            {t('buyPackages')}
          </Link>
        </p>
      )}
    </div>
  );
}
