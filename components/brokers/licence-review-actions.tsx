'use client';

import { useTranslations } from 'next-intl';
import { ReasonText, reasonText, StaffDecision } from '@/components/staff/staff-decision';
import { buttonClass } from '@/components/ui/button-styles';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';

async function officesApi() {
  return (await import('@/lib/api/offices')).officesApi;
}

/** The operator's decision on one licence: open the document, verify, or reject with a reason the broker will read. */
export function LicenceReviewActions({
  officeId,
  officeName,
  hasDocument,
}: {
  officeId: number;
  officeName: string;
  hasDocument: boolean;
}) {
  const t = useTranslations('offices.operator');
  const errorText = useErrorText();

  const openDocument = async () => {
    const tab = window.open('about:blank', '_blank');
    try {
      const { api } = await import('@/lib/api/browser-client');
      const blob = await api.get(`operator/licences/${officeId}/document`).blob();
      if (tab) tab.location.href = URL.createObjectURL(blob);
    } catch (error) {
      tab?.close();
      flashStore.show(errorText.request(error), 'error');
    }
  };

  return (
    <StaffDecision
      subject={officeName}
      accept={{
        label: t('approve'),
        done: t('approved'),
        testId: `approve-${officeId}`,
        send: async () => (await officesApi()).decideLicence(officeId, { decision: 'approve' }),
      }}
      refuse={{
        label: t('reject'),
        confirm: t('confirmReject'),
        done: t('rejected'),
        fields: (error) => <ReasonText label={t('reason')} hint={t('reasonHint')} error={error} />,
        reasonField: 'reason',
        missing: (data) => !reasonText(data),
        send: async (data) =>
          (await officesApi()).decideLicence(officeId, { decision: 'reject', reason: reasonText(data) }),
      }}
    >
      {hasDocument ? (
        <button type="button" onClick={openDocument} className={buttonClass('secondary', 'sm')}>
          {t('openDocument')}
        </button>
      ) : (
        <span className="text-sm text-slate-500">{t('noDocument')}</span>
      )}
    </StaffDecision>
  );
}
