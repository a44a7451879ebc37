'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StaffDecision } from '@/components/staff/staff-decision';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import { toLatinDigits } from '@/lib/format';
import { MODERATION_NOTE_MAX } from '@/lib/schemas/moderation';

export type ReasonOption = { value: string; label: string };

async function api() {
  return (await import('@/lib/api/moderation')).moderationApi;
}

/** Reason from the catalogue and a note: the rejection and the take-down ask for the same two things. */
function ReasonFields({ reasons, error }: { reasons: ReasonOption[]; error?: string }) {
  const t = useTranslations('moderation');
  return (
    <>
      <SelectField
        label={t('reason')}
        name="reasonCode"
        options={reasons}
        placeholder={t('chooseReason')}
        error={error}
        required
      />
      <TextAreaField label={t('note')} hint={t('noteHint')} name="note" rows={2} maxLength={MODERATION_NOTE_MAX} />
    </>
  );
}

const formValues = (data: FormData) => {
  const note = String(data.get('note') ?? '').trim();
  return { reasonCode: String(data.get('reasonCode') ?? ''), ...(note && { note }) };
};

const reasonMissing = (data: FormData) => !data.get('reasonCode');

/** The operator's decision on one waiting ad: approve it, or reject it with a reason the owner reads. */
export function ModerationActions({
  adId,
  adTitle,
  reasons,
}: {
  adId: number;
  adTitle: string;
  reasons: ReasonOption[];
}) {
  const t = useTranslations('moderation');
  return (
    <StaffDecision
      subject={adTitle}
      accept={{
        label: t('approve'),
        done: t('approved'),
        testId: `approve-ad-${adId}`,
        send: async () => (await api()).decide(adId, { decision: 'approve' }),
      }}
      refuse={{
        label: t('reject'),
        confirm: t('confirmReject'),
        done: t('rejected'),
        testId: `reject-ad-${adId}`,
        fields: (error) => <ReasonFields reasons={reasons} error={error} />,
        reasonField: 'reasonCode',
        missing: reasonMissing,
        send: async (data) => (await api()).decide(adId, { decision: 'reject', ...formValues(data) }),
      }}
    />
  );
}

/** A reported live ad: dismiss its reports, or take it down with a reason the owner reads. */
export function ReportedActions({
  adId,
  adTitle,
  reasons,
}: {
  adId: number;
  adTitle: string;
  reasons: ReasonOption[];
}) {
  const t = useTranslations('moderation');
  return (
    <StaffDecision
      subject={adTitle}
      accept={{
        label: t('reported.dismiss'),
        done: t('reported.dismissed'),
        testId: `dismiss-reports-${adId}`,
        send: async () => (await api()).dismissReports(adId, {}),
      }}
      refuse={{
        label: t('reported.takeDown'),
        confirm: t('takeDown.submit'),
        done: t('takeDown.done'),
        testId: `take-down-${adId}`,
        fields: (error) => <ReasonFields reasons={reasons} error={error} />,
        reasonField: 'reasonCode',
        missing: reasonMissing,
        send: async (data) => (await api()).takeDown(adId, formValues(data)),
      }}
    />
  );
}

/** Take a live ad down by its number, with a reason and a note. */
export function TakeDownForm({ reasons }: { reasons: ReasonOption[] }) {
  const t = useTranslations('moderation');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<{ adId?: string; reasonCode?: string }>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const adId = Number(toLatinDigits(String(new FormData(form).get('adId') ?? '').trim()));
    const values = formValues(new FormData(form));
    const next = {
      adId: Number.isInteger(adId) && adId > 0 ? undefined : errorText.field('general.validation.invalid_value'),
      reasonCode: values.reasonCode ? undefined : errorText.field('general.validation.required_field'),
    };
    setErrors(next);
    if (next.adId || next.reasonCode) return;
    setPending(true);
    try {
      await (await api()).takeDown(adId, values);
      form.reset();
      flashStore.show(t('takeDown.done'));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONFLICT') setErrors({ adId: t('takeDown.notLive') });
      else if (error instanceof ApiError && error.code === 'NOT_FOUND') setErrors({ adId: t('takeDown.notFound') });
      else if (error instanceof ApiError && error.fieldErrors?.reasonCode)
        setErrors({ reasonCode: errorText.field(error.fieldErrors.reasonCode[0]) });
      else flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="take-down-form" className="grid gap-2 sm:max-w-md">
      <TextField
        label={t('takeDown.adNumber')}
        hint={t('takeDown.hint')}
        name="adId"
        inputMode="numeric"
        dir="ltr"
        error={errors.adId}
        required
      />
      <ReasonFields reasons={reasons} error={errors.reasonCode} />
      <button
        type="submit"
        disabled={pending}
        className={buttonClass('primary', 'sm', 'justify-self-start bg-red-700 hover:bg-red-800')}
      >
        {t('takeDown.submit')}
      </button>
    </form>
  );
}
