'use client';

import { useTranslations } from 'next-intl';
import { ReasonText, reasonText, StaffDecision } from '@/components/staff/staff-decision';

/** Refunds a paid order in full, with a note for the record; the page shows the refund once it is recorded. */
export function RefundOrderForm({ orderId }: { orderId: number }) {
  const t = useTranslations('orderDesk.refund');
  return (
    <StaffDecision
      subject={`#${orderId}`}
      refuse={{
        label: t('open'),
        confirm: t('confirm'),
        done: t('done', { id: orderId }),
        testId: `refund-order-${orderId}`,
        fields: (error) => <ReasonText label={t('note')} hint={t('noteHint')} error={error} />,
        reasonField: 'note',
        missing: (data) => !reasonText(data),
        send: async (data) =>
          (await import('@/lib/api/order-desk')).orderDeskApi.refund(orderId, { note: reasonText(data) }),
      }}
    />
  );
}
