'use client';

import { useTranslations } from 'next-intl';
import { StaffDecision } from '@/components/staff/staff-decision';
import { TextAreaField } from '@/components/ui/field';

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
        fields: (error) => (
          <TextAreaField
            label={t('note')}
            name="note"
            hint={t('noteHint')}
            error={error}
            rows={2}
            maxLength={500}
            required
          />
        ),
        reasonField: 'note',
        missing: (data) => !String(data.get('note') ?? '').trim(),
        send: async (data) =>
          (await import('@/lib/api/order-desk')).orderDeskApi.refund(orderId, { note: String(data.get('note')) }),
      }}
    />
  );
}
