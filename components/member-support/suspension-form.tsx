'use client';

import { useTranslations } from 'next-intl';
import { StaffDecision } from '@/components/staff/staff-decision';
import { TextAreaField } from '@/components/ui/field';

async function memberSupportApi() {
  return (await import('@/lib/api/member-support')).memberSupportApi;
}

/**
 * Suspends a member with a reason (every session ends at once, their ads leave the lists, sign-in is refused), or
 * lifts a suspension with an optional note for the log.
 */
export function SuspensionForm({ memberId, name, suspended }: { memberId: number; name: string; suspended: boolean }) {
  const t = useTranslations('memberSupport.suspension');
  const text = (data: FormData) => String(data.get('reason') ?? '').trim();
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
              fields: (error) => (
                <TextAreaField
                  label={t('note')}
                  name="reason"
                  hint={t('noteHint')}
                  error={error}
                  rows={2}
                  maxLength={500}
                />
              ),
              reasonField: 'note',
              send: async (data) => (await memberSupportApi()).lift(memberId, text(data) ? { note: text(data) } : {}),
            }
          : {
              label: t('suspend'),
              confirm: t('confirmSuspend'),
              done: t('suspended'),
              testId: 'suspend-member',
              fields: (error) => (
                <TextAreaField
                  label={t('reason')}
                  name="reason"
                  hint={t('reasonHint')}
                  error={error}
                  rows={3}
                  maxLength={500}
                  required
                />
              ),
              reasonField: 'reason',
              missing: (data) => !text(data),
              send: async (data) => (await memberSupportApi()).suspend(memberId, { reason: text(data) }),
            }
      }
    />
  );
}
