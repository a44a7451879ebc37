'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Channel } from '@/lib/api/auth';
import { otpField } from '@/lib/schemas/auth';
import { buttonClass } from '@/components/ui/button-styles';
import { useErrorText } from '@/components/ui/use-error-text';
import { CodeInput } from './code-input';
import { DemoOutboxLink } from './demo-outbox-link';
import { FormAlert } from '@/components/ui/form-status';
import { ResendCode } from './resend-code';

export type CodeStepProps = {
  channel: Channel;
  target: string;
  /** Seconds before a new code may be requested (60 after a send, or the server's Retry-After). */
  initialWait: number;
  /** Demo mode: link the development outbox where the simulated message can be read. */
  demo: boolean;
  /** Verifies the code; a rejection (wrong code…) clears the field for another try. */
  onSubmit(code: string): Promise<unknown>;
  pending: boolean;
  /** The request's error, already worded for the user. */
  error?: string;
  submitLabel: string;
  pendingLabel: string;
  /** Submit by itself at the sixth digit (sign-in); a destructive action waits for its button. */
  autoSubmit?: boolean;
  danger?: boolean;
  /** The send was refused by the cooldown: the code sent moments before is the one to use. */
  recentlySent?: boolean;
  children?: ReactNode;
};

/** The 6-digit code step shared by sign-in, sign-up and account deletion. */
export function CodeStep(props: CodeStepProps) {
  const {
    channel,
    target,
    initialWait,
    demo,
    onSubmit,
    pending,
    error,
    submitLabel,
    pendingLabel,
    autoSubmit = true,
    danger,
    recentlySent,
    children,
  } = props;
  const t = useTranslations('login.code');
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  // The step replaces the one before it: the code field is where the visitor continues.
  useEffect(() => inputRef.current?.focus(), []);

  const submit = (value: string) => {
    const parsed = otpField.safeParse(value);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setInvalid(undefined);
    onSubmit(parsed.data).catch(() => {
      setCode('');
      inputRef.current?.focus();
    });
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };

  return (
    <form noValidate onSubmit={onFormSubmit} data-testid="code-step" className="grid gap-4">
      {children}
      {recentlySent && <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('recentlySent')}</p>}
      <div className="flex flex-wrap items-end gap-x-3 gap-y-2">
        <CodeInput
          ref={inputRef}
          value={code}
          onChange={(next) => {
            setCode(next);
            setInvalid(undefined);
          }}
          onComplete={autoSubmit ? submit : undefined}
          error={errorText.field(invalid)}
          readOnly={pending}
        />
        {demo && <DemoOutboxLink target={target} className="mb-3" />}
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      <button type="submit" disabled={pending} className={buttonClass(danger ? 'danger' : 'primary', 'lg')}>
        {pending ? pendingLabel : submitLabel}
      </button>
      <ResendCode key={`${channel}:${target}`} channel={channel} target={target} initialWait={initialWait} />
    </form>
  );
}
