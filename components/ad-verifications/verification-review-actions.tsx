'use client';

import { useTranslations } from 'next-intl';
import { ReasonText, reasonText, StaffDecision } from '@/components/staff/staff-decision';
import { buttonClass } from '@/components/ui/button-styles';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';

async function adVerificationsApi() {
  return (await import('@/lib/api/ad-verifications')).adVerificationsApi;
}

/** The operator's look at a request's private files, and the decision: verify, or refuse with a reason. */
export function VerificationReviewActions({
  requestId,
  title,
  hasDocument,
  decidable,
}: {
  requestId: number;
  title: string;
  hasDocument: boolean;
  decidable: boolean;
}) {
  const t = useTranslations('adVerifications.operator');
  const errorText = useErrorText();

  // Private files load with the member's token, not as a plain link: the tab opens first so no blocker stops it.
  const open = async (file: 'plate' | 'document') => {
    const tab = window.open('about:blank', '_blank');
    try {
      const { api } = await import('@/lib/api/browser-client');
      const blob = await api.get(`operator/verifications/${requestId}/files/${file}`).blob();
      if (tab) tab.location.href = URL.createObjectURL(blob);
    } catch (error) {
      tab?.close();
      flashStore.show(errorText.request(error), 'error');
    }
  };

  const files = (
    <>
      <button type="button" onClick={() => open('plate')} className={buttonClass('secondary', 'sm')}>
        {t('openPlate')}
      </button>
      {hasDocument ? (
        <button type="button" onClick={() => open('document')} className={buttonClass('secondary', 'sm')}>
          {t('openDocument')}
        </button>
      ) : (
        <span className="self-center text-sm text-slate-500">{t('noDocument')}</span>
      )}
    </>
  );
  if (!decidable) return <div className="flex flex-wrap gap-2">{files}</div>;
  return (
    <StaffDecision
      subject={title}
      accept={{
        label: t('grant'),
        done: t('granted'),
        testId: `grant-${requestId}`,
        send: async () => (await adVerificationsApi()).decide(requestId, { decision: 'grant' }),
      }}
      refuse={{
        label: t('refuse'),
        confirm: t('confirmRefuse'),
        done: t('refused'),
        fields: (error) => <ReasonText label={t('reason')} hint={t('reasonHint')} error={error} />,
        reasonField: 'reason',
        missing: (data) => !reasonText(data),
        send: async (data) =>
          (await adVerificationsApi()).decide(requestId, { decision: 'refuse', reason: reasonText(data) }),
      }}
    >
      {files}
    </StaffDecision>
  );
}
