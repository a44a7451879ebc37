'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { adReportReasons, AD_REPORT_NOTE_MAX, type AdReportReason } from '@/lib/ad-trust/reasons';
import { adTrustApi } from '@/lib/api/ad-trust';
import { ApiError } from '@/lib/api/api-error';
import { adReportInputSchema } from '@/lib/schemas/ad-trust';
import { buttonClass } from '@/components/ui/button-styles';
import { CloseIcon } from '@/components/ui/icons';
import { useErrorText } from '@/components/ui/use-error-text';

type State =
  { kind: 'editing' } | { kind: 'sending' } | { kind: 'done'; already: boolean } | { kind: 'failed'; message: string };

/** The report form as a modal dialog: a reason (and a note for "other"), sent once; the answer thanks the reporter. */
export function ReportAdDialog({ adId, onClose }: { adId: number; onClose: () => void }) {
  const t = useTranslations('adReport');
  const errorText = useErrorText();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState<AdReportReason | undefined>();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [state, setState] = useState<State>({ kind: 'editing' });
  useEffect(() => dialog.current?.showModal(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adReportInputSchema.safeParse({ reason, note: note.trim() || undefined });
    if (!parsed.success) {
      setNoteError(errorText.field(parsed.error.issues[0]?.message));
      return;
    }
    setNoteError(undefined);
    setState({ kind: 'sending' });
    try {
      await adTrustApi.report(adId, parsed.data);
      setState({ kind: 'done', already: false });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ALREADY_REPORTED') setState({ kind: 'done', already: true });
      else setState({ kind: 'failed', message: errorText.request(error) });
    }
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      data-testid="report-ad-dialog"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className={buttonClass('ghost', 'sm')}
          aria-label={t('close')}
        >
          <CloseIcon />
        </button>
      </div>
      {state.kind === 'done' ? (
        <div className="grid gap-4 px-5 py-5">
          <p role="status" className="text-slate-700">
            {state.already ? t('already') : t('done')}
          </p>
          <button type="button" onClick={() => dialog.current?.close()} className={buttonClass('primary', 'md')}>
            {t('close')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="grid gap-4 px-5 py-5" noValidate>
          <p className="text-sm text-slate-600">{t('intro')}</p>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold text-slate-900">{t('reasonLabel')}</legend>
            {adReportReasons.map((value) => (
              <label
                key={value}
                className="flex items-center gap-3 rounded-lg p-2 ring-1 ring-slate-200 has-checked:ring-brand-600"
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  required
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-brand-600"
                />
                <span className="text-sm text-slate-800">{t(`reasons.${value}`)}</span>
              </label>
            ))}
          </fieldset>
          <label className="grid gap-1 text-sm">
            <span className="font-semibold text-slate-900">{t('noteLabel')}</span>
            <textarea
              name="note"
              rows={3}
              maxLength={AD_REPORT_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={`${id}-note-hint`}
              className="rounded-lg border border-slate-300 p-2 text-start"
            />
            <span id={`${id}-note-hint`} className={noteError ? 'text-red-700' : 'text-slate-500'}>
              {noteError ?? t('noteHint')}
            </span>
          </label>
          {state.kind === 'failed' && (
            <p role="alert" className="text-sm text-red-700">
              {state.message || t('failed')}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" onClick={() => dialog.current?.close()} className={buttonClass('secondary', 'md')}>
              {t('cancel')}
            </button>
            <button
              type="submit"
              disabled={!reason || state.kind === 'sending'}
              className={buttonClass('primary', 'md')}
            >
              {state.kind === 'sending' ? t('sending') : t('submit')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
