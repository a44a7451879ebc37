'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField } from '@/components/ui/field';
import { auctionStatusMoves, type AuctionDeskSession, type AuctionSessionInput } from '@/lib/schemas/auction-desk';
import { kuwaitDate } from '@/lib/kuwait-time';
import { useDeskAction } from '@/components/staff/use-desk-action';

type Option = { value: string; label: string };

/** Kuwait's wall-clock time of an instant, HH:MM. */
const kuwaitTime = (at: string) => new Date(Date.parse(at) + 3 * 3_600_000).toISOString().slice(11, 16);

/** Creates a session, or edits one (with its status moves) when `session` is given. */
export function SessionForm({
  organizers,
  session,
  statusLabels,
}: {
  organizers: Option[];
  session?: AuctionDeskSession;
  statusLabels: Record<AuctionDeskSession['status'], string>;
}) {
  const t = useTranslations('auctionDesk.session');
  const { pending, errors, run } = useDeskAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const input: AuctionSessionInput = {
      organizerId: Number(text('organizerId')),
      titleAr: text('titleAr'),
      titleEn: text('titleEn'),
      day: text('day'),
      time: text('time'),
      venueAr: text('venueAr'),
      venueEn: text('venueEn'),
    };
    return run(
      async () => {
        const { auctionDeskApi } = await import('@/lib/api/auction-desk');
        if (session)
          await auctionDeskApi.updateSession(session.id, {
            ...input,
            status: text('status') as AuctionDeskSession['status'],
          });
        else await auctionDeskApi.createSession(input);
      },
      session ? t('saved') : t('created'),
      session ? undefined : () => form.reset(),
    );
  };

  const statuses = session ? [session.status, ...auctionStatusMoves[session.status]] : [];
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="auction-session-form"
      aria-labelledby="session-form-title"
    >
      <h2 id="session-form-title" className="text-lg font-bold text-brand-900">
        {session ? t('editTitle') : t('newTitle')}
      </h2>
      <SelectField
        label={t('organizer')}
        name="organizerId"
        placeholder=""
        defaultValue={session ? String(session.organizer.id) : ''}
        options={organizers}
        error={errors.organizerId}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('titleAr')}
          name="titleAr"
          dir="rtl"
          defaultValue={session?.titleAr}
          error={errors.titleAr}
        />
        <TextField
          label={t('titleEn')}
          name="titleEn"
          dir="ltr"
          defaultValue={session?.titleEn}
          error={errors.titleEn}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('day')}
          name="day"
          type="date"
          defaultValue={session ? kuwaitDate(session.startsAt) : undefined}
          error={errors.day}
        />
        <TextField
          label={t('time')}
          name="time"
          type="time"
          hint={t('timeHint')}
          defaultValue={session ? kuwaitTime(session.startsAt) : '10:00'}
          error={errors.time}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('venueAr')}
          name="venueAr"
          dir="rtl"
          defaultValue={session?.venueAr}
          error={errors.venueAr}
        />
        <TextField
          label={t('venueEn')}
          name="venueEn"
          dir="ltr"
          defaultValue={session?.venueEn}
          error={errors.venueEn}
        />
      </div>
      {session && (
        <SelectField
          label={t('status')}
          name="status"
          defaultValue={session.status}
          options={statuses.map((status) => ({ value: status, label: statusLabels[status] }))}
          error={errors.status}
        />
      )}
      <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'justify-self-start')}>
        {session ? (pending ? t('saving') : t('save')) : pending ? t('creating') : t('create')}
      </button>
    </form>
  );
}
