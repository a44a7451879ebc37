import { useLocale, useTranslations } from 'next-intl';
import type { OwnerReview } from '@/lib/schemas/moderation';
import { cn } from '@/components/ui/cn';

/**
 * Why the owner's ad waits for an operator and how long that usually takes, or why an operator turned it down and
 * what to do next: in plain words, never the checks' own vocabulary.
 */
export function ReviewNotice({ review, className }: { review: OwnerReview; className?: string }) {
  const t = useTranslations('myAds.review');
  const locale = useLocale();
  const waiting = review.state === 'waiting';
  const reasons = review.kinds.map((kind) => t(`kinds.${kind}`)).join(locale === 'ar' ? '، ' : '; ');
  return (
    <div
      role="status"
      data-testid="review-notice"
      data-state={review.state}
      className={cn(
        'grid gap-1 rounded-xl p-3 text-sm leading-6 ring-1',
        waiting ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-red-50 text-red-900 ring-red-200',
        className,
      )}
    >
      <p className="font-semibold">{waiting ? t('waitingTitle') : t('rejectedTitle')}</p>
      {waiting ? (
        <>
          {reasons && <p>{t('waiting', { reasons })}</p>}
          <p>{t('usual', { hours: review.usualHours })}</p>
        </>
      ) : (
        <>
          {review.reason && (
            <p>{t('rejected', { reason: locale === 'en' ? review.reason.labelEn : review.reason.labelAr })}</p>
          )}
          {review.note && (
            <p dir="auto" className="whitespace-pre-line">
              {t('note', { note: review.note })}
            </p>
          )}
          <p>{t('rejectedNext')}</p>
        </>
      )}
    </div>
  );
}
