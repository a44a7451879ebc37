'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/field';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import { messageKeys } from '@/lib/schemas/fields';

export interface StaffDecisionProps {
  /** What is decided (an ad's number and title, an office's name): read after each button by screen readers. */
  subject: string;
  /** The one-click decision: approve the ad or licence, dismiss the reports; none where the desk has only the other. */
  accept?: { label: string; done: string; testId?: string; send: () => Promise<unknown> };
  /** The decision that needs a reason: a form opened under the buttons, sent with its own confirm button. */
  refuse: {
    /** Red for what takes something away (the default); plain for what gives back (lifting a suspension). */
    tone?: 'danger' | 'plain';
    label: string;
    confirm: string;
    done: string;
    testId?: string;
    /** The reason's controls, with the error to show on the reason. */
    fields: (reasonError: string | undefined) => ReactNode;
    /** The API's field the reason is checked as: its error shows on the reason. */
    reasonField: string;
    /** Whether the reason is missing from the form (then nothing is sent). */
    missing?: (data: FormData) => boolean;
    send: (data: FormData) => Promise<unknown>;
  };
  /** Put before the buttons (the licence's document). */
  children?: ReactNode;
}

/**
 * A staff desk's decision on one item, the same on every desk: one button accepts, the other opens a form for the
 * reason (or a desk's only action that needs one: suspend, refund); the flash says what happened and the page reloads
 * its data. Usable by keyboard: plain buttons and a form.
 */
export function StaffDecision({ subject, accept, refuse, children }: StaffDecisionProps) {
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [reasonError, setReasonError] = useState<string>();
  const formId = useId();
  const danger = refuse.tone !== 'plain';

  const run = async (send: () => Promise<unknown>, done: string) => {
    setPending(true);
    setReasonError(undefined);
    try {
      await send();
      flashStore.show(done);
      setRefusing(false);
      router.refresh();
    } catch (error) {
      const onReason = error instanceof ApiError ? error.fieldErrors?.[refuse.reasonField]?.[0] : undefined;
      if (onReason) setReasonError(errorText.field(onReason));
      else flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

  const onRefuse = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (refuse.missing?.(data)) {
      setReasonError(errorText.field(messageKeys.required));
      return;
    }
    void run(() => refuse.send(data), refuse.done);
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {children}
        {accept && (
          <button
            type="button"
            disabled={pending}
            onClick={() => run(accept.send, accept.done)}
            className={buttonClass('primary', 'sm')}
            data-testid={accept.testId}
          >
            {accept.label}
            <span className="sr-only"> {subject}</span>
          </button>
        )}
        <button
          type="button"
          disabled={pending}
          onClick={() => setRefusing((open) => !open)}
          aria-expanded={refusing}
          aria-controls={formId}
          className={buttonClass('secondary', 'sm', danger ? 'text-red-700' : undefined)}
          data-testid={refuse.testId}
        >
          {refuse.label}
          <span className="sr-only"> {subject}</span>
        </button>
      </div>
      {refusing && (
        <form id={formId} onSubmit={onRefuse} noValidate className="grid gap-2 sm:max-w-md">
          {refuse.fields(reasonError)}
          <button
            type="submit"
            disabled={pending}
            className={buttonClass(
              'primary',
              'sm',
              danger ? 'justify-self-start bg-red-700 hover:bg-red-800' : 'justify-self-start',
            )}
          >
            {refuse.confirm}
          </button>
        </form>
      )}
    </div>
  );
}

/** The written reason most desks ask for (the moderation desk's coded reasons aside): 500 characters at most. */
export function ReasonText({
  label,
  hint,
  error,
  required = true,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  required?: boolean;
}) {
  return (
    <TextAreaField label={label} name="reason" hint={hint} error={error} rows={2} maxLength={500} required={required} />
  );
}

/** The reason a ReasonText holds, trimmed. */
export const reasonText = (data: FormData) => String(data.get('reason') ?? '').trim();
