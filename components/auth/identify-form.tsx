'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/api-error';
import type { Channel } from '@/lib/api/auth';
import { isCodeCooldown, useSendCode } from '@/lib/queries/use-send-code';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField, emailInput, phoneInput } from '@/components/ui/field';
import { useErrorText } from '@/components/ui/use-error-text';
import { ChannelTabs } from './channel-tabs';
import { FormAlert } from '@/components/ui/form-status';
import { useSendErrorText } from './use-send-error-text';

/** A code on its way; `recentlySent` when the cooldown refused a new one and the previous code stands. */
export type CodeSent = { channel: Channel; target: string; wait: number; recentlySent?: boolean };

const loadSchemas = () => import('./identify-schemas');

type IdentifyFormProps = { defaultChannel?: Channel; defaultTarget?: string; onSent(sent: CodeSent): void };

/**
 * First sign-in step: the phone number or e-mail address to send the code to. One field, so plain React state instead
 * of react-hook-form, whose 13 kB would be most of the sign-in page's own script; the shared zod field loads with the
 * first check. Like the other forms it checks on submit, then again as the visitor corrects the field.
 */
export function IdentifyForm({ defaultChannel = 'phone', defaultTarget = '', onSent }: IdentifyFormProps) {
  const t = useTranslations('login');
  const errorText = useErrorText();
  const sendErrorText = useSendErrorText();
  const [channel, setChannel] = useState<Channel>(defaultChannel);
  const [target, setTarget] = useState(defaultTarget);
  const [error, setError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const sendCode = useSendCode();

  const check = async (value: string) => {
    const result = (await loadSchemas()).checkTarget(channel, value);
    setError('error' in result ? result.error : undefined);
    return result;
  };

  const switchChannel = (next: Channel) => {
    setChannel(next);
    setTarget('');
    setError(undefined);
    setSubmitted(false);
    sendCode.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = await check(target);
    if ('error' in checked) return input.current?.focus();
    sendCode.mutate(
      { channel, target: checked.target },
      {
        onSuccess: ({ resendInSeconds }) => onSent({ channel, target: checked.target, wait: resendInSeconds }),
        onError: (failure) => {
          // A code sent moments ago is still good: go on to the code step and count down to the next send.
          if (isCodeCooldown(failure))
            onSent({ channel, target: checked.target, wait: failure.retryAfterSeconds, recentlySent: true });
          const fieldError = failure instanceof ApiError ? failure.fieldErrors?.[channel]?.[0] : undefined;
          if (fieldError) {
            setError(fieldError);
            input.current?.focus();
          }
        },
      },
    );
  };

  const field: ComponentProps<typeof TextField> =
    channel === 'phone'
      ? { label: t('phoneLabel'), hint: t('phoneHint'), ...phoneInput, maxLength: 8 }
      : { label: t('emailLabel'), ...emailInput };

  return (
    <ChannelTabs
      label={t('tabsLabel')}
      labels={{ phone: t('tabPhone'), email: t('tabEmail') }}
      value={channel}
      onChange={switchChannel}
    >
      <form noValidate onSubmit={submit} onFocus={loadSchemas} data-testid="identify-form" className="grid gap-4">
        <TextField
          key={channel}
          ref={input}
          name="target"
          value={target}
          onChange={(event) => {
            setTarget(event.target.value);
            if (submitted) void check(event.target.value);
          }}
          {...field}
          error={errorText.field(error)}
        />
        {sendCode.isError && !isCodeCooldown(sendCode.error) && !error && (
          <FormAlert>{sendErrorText(sendCode.error)}</FormAlert>
        )}
        <button type="submit" disabled={sendCode.isPending} className={buttonClass('primary', 'lg')}>
          {sendCode.isPending ? t('sending') : t('sendCode')}
        </button>
      </form>
    </ChannelTabs>
  );
}
