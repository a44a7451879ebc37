import { useTranslations } from 'next-intl';
import type { AdStatus } from '@/lib/constants';
import { cn } from '@/components/ui/cn';
import { statusKeys, type StatusKey } from './ad-status';

const tones: Record<StatusKey, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

const dots: Record<StatusKey, string> = {
  pending: 'bg-amber-500',
  approved: 'bg-emerald-500',
  expired: 'bg-slate-400',
  rejected: 'bg-red-500',
};

/**
 * The ad's status in words and colour (the colour is never the only sign). A pending ad an operator has yet to look
 * at says "under review"; a pending draft keeps its own word.
 */
export function StatusBadge({
  status,
  underReview = false,
  className,
}: {
  status: AdStatus;
  underReview?: boolean;
  className?: string;
}) {
  const t = useTranslations('myAds');
  const key = statusKeys[status];
  return (
    <span
      data-testid="ad-status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
        tones[key],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', dots[key])} />
      {underReview ? t('review.waitingTitle') : t(`status.${key}`)}
    </span>
  );
}
