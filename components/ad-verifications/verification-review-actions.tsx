'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/field';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import type { VerificationDecision } from '@/lib/schemas/ad-verifications';

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
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [reasonError, setReasonError] = useState<string>();

  const decide = async (decision: VerificationDecision) => {
    setPending(true);
    setReasonError(undefined);
    try {
      const { adVerificationsApi } = await import('@/lib/api/ad-verifications');
      await adVerificationsApi.decide(requestId, decision);
      flashStore.show(decision.decision === 'grant' ? t('granted') : t('refused'));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors?.reason)
        setReasonError(errorText.field(error.fieldErrors.reason[0]));
      else flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

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

  const onRefuse = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void decide({ decision: 'refuse', reason: String(new FormData(event.currentTarget).get('reason') ?? '') });
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
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
        {decidable && (
          <>
            <button
              type="button"
              disabled={pending}
              onClick={() => decide({ decision: 'grant' })}
              className={buttonClass('primary', 'sm')}
              data-testid={`grant-${requestId}`}
            >
              {t('grant')}
              <span className="sr-only"> {title}</span>
            </button>
            <button
              type="button"
              disabled={pending}
              onClick={() => setRefusing((v) => !v)}
              aria-expanded={refusing}
              className={buttonClass('secondary', 'sm', 'text-red-700')}
            >
              {t('refuse')}
              <span className="sr-only"> {title}</span>
            </button>
          </>
        )}
      </div>
      {decidable && refusing && (
        <form onSubmit={onRefuse} className="grid gap-2">
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
            {t('confirmRefuse')}
          </button>
        </form>
      )}
    </div>
  );
}
