'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/field';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import type { DealReviewDecision } from '@/lib/schemas/deal-reviews';

/** The market-data desk's decision on a member's deal: approve it into the recorded deals, or reject with a reason. */
export function DealReviewActions({ dealId, label }: { dealId: number; label: string }) {
  const t = useTranslations('dealReviews');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reasonError, setReasonError] = useState<string>();

  const decide = async (decision: DealReviewDecision) => {
    setPending(true);
    setReasonError(undefined);
    try {
      const { dealReviewsApi } = await import('@/lib/api/deal-reviews');
      await dealReviewsApi.decide(dealId, decision);
      flashStore.show(decision.decision === 'approve' ? t('approved') : t('rejected'));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors?.reason)
        setReasonError(errorText.field(error.fieldErrors.reason[0]));
      else flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

  const onReject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void decide({ decision: 'reject', reason: String(new FormData(event.currentTarget).get('reason') ?? '') });
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={pending}
          onClick={() => decide({ decision: 'approve' })}
          className={buttonClass('primary', 'sm')}
          data-testid={`approve-deal-${dealId}`}
        >
          {t('approve')}
          <span className="sr-only"> {label}</span>
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={() => setRejecting((v) => !v)}
          aria-expanded={rejecting}
          className={buttonClass('secondary', 'sm', 'text-red-700')}
          data-testid={`reject-deal-${dealId}`}
        >
          {t('reject')}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
      {rejecting && (
        <form onSubmit={onReject} className="grid gap-2">
          <TextAreaField
            label={t('reason')}
            name="reason"
            hint={t('reasonHint')}
            error={reasonError}
            rows={2}
            maxLength={500}
            required
          />
          <button
            type="submit"
            disabled={pending}
            className={buttonClass('primary', 'sm', 'justify-self-start bg-red-700 hover:bg-red-800')}
          >
            {t('confirmReject')}
          </button>
        </form>
      )}
    </div>
  );
}
