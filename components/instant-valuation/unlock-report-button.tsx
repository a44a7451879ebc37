'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useUnlockInstantValuation } from '@/lib/queries/use-unlock-instant-valuation';
import { flashStore } from '@/components/ui/flash';
import { buttonClass } from '@/components/ui/button-styles';
import { useErrorText } from '@/components/ui/use-error-text';

/** Spends one map-valuation credit on this estimate's report, then shows the page again with the report in it. */
export function UnlockReportButton({ id }: { id: string }) {
  const t = useTranslations('valuation.result.report');
  const errorText = useErrorText();
  const router = useRouter();
  const unlock = useUnlockInstantValuation();
  const outOfCredits = unlock.error?.code === 'INSUFFICIENT_BALANCE';
  return (
    <div className="grid gap-2">
      <button
        type="button"
        data-testid="unlock-report"
        disabled={unlock.isPending}
        aria-busy={unlock.isPending}
        onClick={() =>
          unlock.mutate(id, {
            onSuccess: () => {
              flashStore.show(t('unlocked'));
              router.refresh();
            },
          })
        }
        className={buttonClass('primary', 'md', 'justify-self-start')}
      >
        {unlock.isPending ? t('unlockPending') : t('unlock')}
      </button>
      {unlock.error && (
        <p role="alert" className="text-sm text-red-800">
          {outOfCredits ? t('noCredits') : errorText.request(unlock.error)}{' '}
          {outOfCredits && (
            <Link href="/subscription/packages?tab=map-valuation" className="font-semibold text-brand-700 underline">
              {t('buy')}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
