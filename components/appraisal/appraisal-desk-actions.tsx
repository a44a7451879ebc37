'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/field';
import { FilePicker } from '@/components/ui/file-picker';
import { FormAlert, FormSuccess } from '@/components/ui/form-status';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import { appraisalStatus, appraisalTransitions } from '@/lib/appraisals/constants';

type Move = 1 | 2 | 3;
const moveLabel: Record<Move, 'startReview' | 'reject' | 'accept'> = { 1: 'startReview', 2: 'reject', 3: 'accept' };

/**
 * The appraiser's actions on one request: the next valid statuses with a note (a rejection's reason), or, once
 * accepted, the signed report (PDF) that delivers it. The page is rendered again after each change.
 */
export function AppraisalDeskActions({
  requestId,
  status,
  reportLimit,
}: {
  requestId: number;
  status: number;
  reportLimit: string;
}) {
  const t = useTranslations('appraisal.desk');
  const errors = useErrorText();
  const router = useRouter();
  const fileId = useId();
  const [note, setNote] = useState('');
  const [report, setReport] = useState<File>();
  const [state, setState] = useState<{ pending: boolean; error?: string; saved?: boolean }>({ pending: false });
  const moves = (appraisalTransitions[status] ?? []).filter((to): to is Move => to !== appraisalStatus.delivered);

  /** The HTTP client and its response schemas load with the first action, not with the page. */
  const run = async (action: (api: typeof import('@/lib/api/appraisals').appraisalsApi) => Promise<unknown>) => {
    setState({ pending: true });
    try {
      await action((await import('@/lib/api/appraisals')).appraisalsApi);
      setState({ pending: false, saved: true });
      setNote('');
      router.refresh();
    } catch (cause) {
      const field =
        cause instanceof ApiError && cause.fieldErrors ? Object.values(cause.fieldErrors)[0]?.[0] : undefined;
      setState({ pending: false, error: field ?? errors.request(cause) });
    }
  };

  const deliver = (event: FormEvent) => {
    event.preventDefault();
    if (report) void run((api) => api.deliver(requestId, report, note));
  };

  if (moves.length === 0 && status !== appraisalStatus.accepted) return null;
  return (
    <div className="grid gap-3 border-t border-slate-200 pt-3" data-testid="desk-actions">
      <TextAreaField
        label={status === appraisalStatus.review ? `${t('note')} / ${t('reason')}` : t('note')}
        rows={2}
        value={note}
        maxLength={1000}
        onChange={(e) => setNote(e.target.value)}
      />
      {moves.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {moves.map((to) => (
            <button
              key={to}
              type="button"
              disabled={state.pending}
              data-testid={`move-${to}`}
              className={buttonClass(to === appraisalStatus.rejected ? 'secondary' : 'primary', 'md')}
              onClick={() => void run((api) => api.move(requestId, { status: to, note: note.trim() || undefined }))}
            >
              {t(moveLabel[to])}
            </button>
          ))}
        </div>
      )}
      {status === appraisalStatus.accepted && (
        <form onSubmit={deliver} className="grid gap-2">
          <FilePicker
            id={fileId}
            testId="report-file"
            label={t('report', { size: reportLimit })}
            buttonText={t('chooseReport')}
            emptyText={t('noReport')}
            removeText={t('removeReport')}
            accept="application/pdf"
            canAdd={!report}
            disabled={state.pending}
            files={report ? [{ id: 'report', name: report.name }] : []}
            onPick={([file]) => setReport(file)}
            onRemove={() => setReport(undefined)}
          />
          <button
            type="submit"
            disabled={state.pending || !report}
            className={buttonClass('primary', 'md', 'justify-self-start')}
            data-testid="deliver-report"
          >
            {state.pending ? t('saving') : t('deliver')}
          </button>
        </form>
      )}
      {state.error && <FormAlert>{state.error}</FormAlert>}
      <FormSuccess shown={Boolean(state.saved)}>{t('saved')}</FormSuccess>
    </div>
  );
}
