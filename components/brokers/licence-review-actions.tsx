'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { flashStore } from '@/components/ui/flash';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/field';
import { ApiError } from '@/lib/api/api-error';
import { useErrorText } from '@/components/ui/use-error-text';

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
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reasonError, setReasonError] = useState<string>();

  const decide = async (body: { decision: 'approve' } | { decision: 'reject'; reason: string }) => {
    setPending(true);
    setReasonError(undefined);
    try {
      const { officesApi } = await import('@/lib/api/offices');
      await officesApi.decideLicence(officeId, body);
      flashStore.show(body.decision === 'approve' ? t('approved') : t('rejected'));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors?.reason)
        setReasonError(errorText.field(error.fieldErrors.reason[0]));
      else flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

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

  const onReject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void decide({ decision: 'reject', reason: String(new FormData(event.currentTarget).get('reason') ?? '') });
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {hasDocument ? (
          <button type="button" onClick={openDocument} className={buttonClass('secondary', 'sm')}>
            {t('openDocument')}
          </button>
        ) : (
          <span className="text-sm text-slate-500">{t('noDocument')}</span>
        )}
        <button
          type="button"
          disabled={pending}
          onClick={() => decide({ decision: 'approve' })}
          className={buttonClass('primary', 'sm')}
          data-testid={`approve-${officeId}`}
        >
          {t('approve')}
          <span className="sr-only"> {officeName}</span>
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={() => setRejecting((v) => !v)}
          aria-expanded={rejecting}
          className={buttonClass('secondary', 'sm', 'text-red-700')}
        >
          {t('reject')}
          <span className="sr-only"> {officeName}</span>
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
