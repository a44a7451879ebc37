'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/field';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';

/** Refunds a paid order in full, with a note for the record; the page shows the refund once it is recorded. */
export function RefundOrderForm({ orderId, label }: { orderId: number; label: string }) {
  const t = useTranslations('orderDesk.refund');
  const router = useRouter();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [noteError, setNoteError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setNoteError(undefined);
    try {
      const { orderDeskApi } = await import('@/lib/api/order-desk');
      await orderDeskApi.refund(orderId, { note: String(new FormData(event.currentTarget).get('note') ?? '') });
      flashStore.show(t('done', { id: orderId }));
      setOpen(false);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors?.note)
        setNoteError(errorText.field(error.fieldErrors.note[0]!));
      else flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="grid gap-2">
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        className={buttonClass('secondary', 'sm', 'justify-self-start text-red-700')}
        data-testid={`refund-order-${orderId}`}
      >
        {t('open')}
        <span className="sr-only"> {label}</span>
      </button>
      {open && (
        <form onSubmit={submit} className="grid gap-2">
          <TextAreaField
            label={t('note')}
            name="note"
            hint={t('noteHint')}
            error={noteError}
            rows={2}
            maxLength={500}
            required
          />
          <button
            type="submit"
            disabled={pending}
            className={buttonClass('primary', 'sm', 'justify-self-start bg-red-700 hover:bg-red-800')}
          >
            {t('confirm')}
          </button>
        </form>
      )}
    </div>
  );
}
