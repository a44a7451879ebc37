import { useTranslations } from 'next-intl';
import { BadgeCheckIcon } from '@/components/ads/ad-icons';
import { cn } from '@/components/ui/cn';
import type { LicenceState } from '@/lib/constants';

/** Only a licence an operator checked carries the badge; until then it is under review, and a rejected one says so. */
export function LicenceBadge({ state, className }: { state: LicenceState; className?: string }) {
  const t = useTranslations('offices.badge');
  return state === 'verified' ? (
    <span
      className={cn(
        'text-brand-800 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
      title={t('verifiedHint')}
      data-testid="licence-verified"
    >
      <BadgeCheckIcon className="size-4 text-brand-700" />
      {t('verified')}
    </span>
  ) : (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900',
        className,
      )}
      data-testid="licence-unverified"
      data-state={state}
    >
      {t(state === 'under-review' ? 'underReview' : 'unverified')}
    </span>
  );
}
