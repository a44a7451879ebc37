'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { flashStore } from '@/components/ui/flash';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useErrorText } from '@/components/ui/use-error-text';
import { useSubscriptionAction, type SubscriptionAction } from '@/lib/queries/use-subscription-action';
import type { SubscriptionStatus } from '@/lib/schemas/payments';

/** Steps that take something away ask yes or no first (spec §4); giving it back does not. */
type Confirmed = Extract<SubscriptionAction, 'cancel' | 'autoRenewOff'>;
const needsConfirmation = (action: SubscriptionAction): action is Confirmed =>
  action === 'cancel' || action === 'autoRenewOff';

/**
 * The buttons under the member's subscription status: cancel and switching automatic renewal off behind a yes/no
 * dialog, reactivating and switching it back on at once; the page is rendered again from the server after each.
 */
export function SubscriptionControls({
  status,
  autoRenew,
  hasCard,
  until,
}: {
  status: SubscriptionStatus;
  autoRenew: boolean;
  hasCard: boolean;
  until: string;
}) {
  const t = useTranslations('subscriptions.controls');
  const errorText = useErrorText();
  const router = useRouter();
  const action = useSubscriptionAction();
  const [asking, setAsking] = useState<Confirmed | null>(null);

  const run = (which: SubscriptionAction) =>
    action.mutate(which, {
      onSuccess: () => {
        setAsking(null);
        flashStore.show(t(`done.${which}`));
        router.refresh();
      },
      onError: (error) => {
        setAsking(null);
        flashStore.show(errorText.field(error.fieldErrors?.subscription?.[0]) ?? errorText.request(error), 'error');
      },
    });
  const start = (which: SubscriptionAction) => (needsConfirmation(which) ? setAsking(which) : run(which));

  const buttons: Array<{ which: SubscriptionAction; style: 'primary' | 'secondary' | 'danger' }> =
    status === 'cancelled'
      ? [{ which: 'reactivate', style: 'primary' }]
      : [
          ...(autoRenew
            ? [{ which: 'autoRenewOff' as const, style: 'secondary' as const }]
            : hasCard
              ? [{ which: 'autoRenewOn' as const, style: 'secondary' as const }]
              : []),
          { which: 'cancel', style: 'danger' },
        ];

  return (
    <div className="flex flex-wrap gap-3">
      {buttons.map(({ which, style }) => (
        <button
          key={which}
          type="button"
          data-testid={`subscription-${which}`}
          disabled={action.isPending}
          onClick={() => start(which)}
          className={buttonClass(style, 'md')}
        >
          {t(`buttons.${which}`)}
        </button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`confirm.${asking}.title`) : ''}
        confirmLabel={t('yes')}
        cancelLabel={t('no')}
        pending={action.isPending}
        onConfirm={() => asking && run(asking)}
        onClose={() => setAsking(null)}
      >
        {asking && t(`confirm.${asking}.body`, { until })}
      </ConfirmDialog>
    </div>
  );
}
