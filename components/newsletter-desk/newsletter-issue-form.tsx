'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useDeskAction } from '@/components/staff/use-desk-action';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField, TextField } from '@/components/ui/field';

type Props = {
  id: number;
  noteAr: string;
  noteEn: string;
  state: 'draft' | 'scheduled';
};

/** An unsent issue's notes, then send it now, schedule it (Kuwait time) or take a schedule back. */
export function NewsletterIssueForm({ id, noteAr, noteEn, state }: Props) {
  const t = useTranslations('newsletterDesk');
  const { pending, errors, run } = useDeskAction();

  const saveNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void run(async () => {
      const { newsletterApi } = await import('@/lib/api/newsletter');
      await newsletterApi.saveNote(id, {
        noteAr: String(data.get('noteAr') ?? ''),
        noteEn: String(data.get('noteEn') ?? ''),
      });
    }, t('saved'));
  };

  const send = () => {
    if (!window.confirm(t('sendConfirm'))) return;
    void run(async () => {
      const { newsletterApi } = await import('@/lib/api/newsletter');
      await newsletterApi.send(id);
    });
  };

  const schedule = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local = String(new FormData(event.currentTarget).get('at') ?? '');
    void run(async () => {
      const { newsletterApi } = await import('@/lib/api/newsletter');
      // The field is Kuwait time, whatever the editor's device is set to.
      await newsletterApi.schedule(id, { at: local ? `${local}:00+03:00` : '' });
    });
  };

  const cancel = () =>
    void run(async () => {
      const { newsletterApi } = await import('@/lib/api/newsletter');
      await newsletterApi.cancelSchedule(id);
    });

  return (
    <div className="grid content-start gap-6">
      <form
        onSubmit={saveNote}
        noValidate
        className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
        data-testid="newsletter-note-form"
      >
        <TextAreaField
          label={t('noteAr')}
          name="noteAr"
          defaultValue={noteAr}
          hint={t('noteHint')}
          error={errors.noteAr}
          dir="rtl"
          lang="ar"
          maxLength={1000}
        />
        <TextAreaField
          label={t('noteEn')}
          name="noteEn"
          defaultValue={noteEn}
          error={errors.noteEn}
          dir="ltr"
          lang="en"
          maxLength={1000}
        />
        <button type="submit" disabled={pending} className={buttonClass('secondary', 'md', 'justify-self-start')}>
          {pending ? t('saving') : t('saveNote')}
        </button>
      </form>
      <div className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <button
          type="button"
          disabled={pending}
          onClick={send}
          className={buttonClass('primary', 'md', 'justify-self-start')}
          data-testid="newsletter-send"
        >
          {t('sendNow')}
        </button>
        <form onSubmit={schedule} noValidate className="flex flex-wrap items-end gap-3">
          <TextField label={t('scheduleLabel')} name="at" type="datetime-local" error={errors.at} dir="ltr" />
          <button type="submit" disabled={pending} className={buttonClass('secondary', 'md')}>
            {t('schedule')}
          </button>
        </form>
        {state === 'scheduled' && (
          <button
            type="button"
            disabled={pending}
            onClick={cancel}
            className={buttonClass('secondary', 'sm', 'justify-self-start text-red-700')}
          >
            {t('cancelSchedule')}
          </button>
        )}
      </div>
    </div>
  );
}
