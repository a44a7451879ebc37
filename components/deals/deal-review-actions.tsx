'use client';

import { useTranslations } from 'next-intl';
import { ReasonText, reasonText, StaffDecision } from '@/components/staff/staff-decision';

async function dealReviewsApi() {
  return (await import('@/lib/api/deal-reviews')).dealReviewsApi;
}

/** The market-data desk's decision on a member's deal: approve it into the recorded deals, or reject with a reason. */
export function DealReviewActions({ dealId, label }: { dealId: number; label: string }) {
  const t = useTranslations('dealReviews');
  return (
    <StaffDecision
      subject={label}
      accept={{
        label: t('approve'),
        done: t('approved'),
        testId: `approve-deal-${dealId}`,
        send: async () => (await dealReviewsApi()).decide(dealId, { decision: 'approve' }),
      }}
      refuse={{
        label: t('reject'),
        confirm: t('confirmReject'),
        done: t('rejected'),
        testId: `reject-deal-${dealId}`,
        fields: (error) => <ReasonText label={t('reason')} hint={t('reasonHint')} error={error} />,
        reasonField: 'reason',
        missing: (data) => !reasonText(data),
        send: async (data) => (await dealReviewsApi()).decide(dealId, { decision: 'reject', reason: reasonText(data) }),
      }}
    />
  );
}
