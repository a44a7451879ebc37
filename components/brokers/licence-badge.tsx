import { useTranslations } from 'next-intl';
import { BadgeCheckIcon } from '@/components/ads/ad-icons';
import { cn } from '@/components/ui/cn';

/** Only a licence an operator checked carries the badge; any other office says so plainly. */
export function LicenceBadge({ verified, className }: { verified: boolean; className?: string }) {
  const t = useTranslations('offices.badge');
  return verified ? (
    <span className={cn('inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800', className)} title={t('verifiedHint')} data-testid="licence-verified">
      <BadgeCheckIcon className="size-4 text-brand-700" />
      {t('verified')}
    </span>
  ) : (
    <span className={cn('inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900', className)} data-testid="licence-unverified">
      {t('unverified')}
    </span>
  );
}
