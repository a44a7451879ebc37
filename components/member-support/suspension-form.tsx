'use client';

import { useTranslations } from 'next-intl';
import { ReasonText, reasonText, StaffDecision } from '@/components/staff/staff-decision';

async function memberSupportApi() {
  return (await import('@/lib/api/member-support')).memberSupportApi;
}

/**
 * Suspends a member with a reason (every session ends at once, their ads leave the lists, sign-in is refused), or
 * lifts a suspension with an optional note for the log.
 */
export function SuspensionForm({ memberId, name, suspended }: { memberId: number; name: string; suspended: boolean }) {
  const t = useTranslations('memberSupport.suspension');
  return (
    <StaffDecision
      subject={name}
      refuse={
        suspended
          ? {
              tone: 'plain',
              label: t('lift'),
              confirm: t('confirmLift'),
              done: t('lifted'),
              testId: 'lift-suspension',
              fields: (error) => <ReasonText label={t('note')} hint={t('noteHint')} error={error} required={false} />,
              reasonField: 'note',
              send: async (data) =>
                (await memberSupportApi()).lift(memberId, reasonText(data) ? { note: reasonText(data) } : {}),
            }
          : {
              label: t('suspend'),
              confirm: t('confirmSuspend'),
              done: t('suspended'),
              testId: 'suspend-member',
              fields: (error) => <ReasonText label={t('reason')} hint={t('reasonHint')} error={error} />,
              reasonField: 'reason',
              missing: (data) => !reasonText(data),
              send: async (data) => (await memberSupportApi()).suspend(memberId, { reason: reasonText(data) }),
            }
      }
    />
  );
}
