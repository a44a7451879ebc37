'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error';
import type { Channel } from '@/lib/api/auth';
import { isCodeCooldown, useSendCode } from '@/lib/queries/use-send-code';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField, emailInput, phoneInput } from '@/components/ui/field';
import { lazyResolver } from '@/components/ui/lazy-resolver';
import { useErrorText } from '@/components/ui/use-error-text';
import { ChannelTabs } from './channel-tabs';
import { FormAlert } from '@/components/ui/form-status';
import type { TargetInput } from './identify-schemas';
import { useSendErrorText } from './use-send-error-text';

/** A code on its way; `recentlySent` when the cooldown refused a new one and the previous code stands. */
export type CodeSent = { channel: Channel; target: string; wait: number; recentlySent?: boolean };

const loadSchemas = () => import('./identify-schemas');

type IdentifyFormProps = { defaultChannel?: Channel; defaultTarget?: string; onSent(sent: CodeSent): void };

/** First sign-in step: the phone number or e-mail address to send the code to. */
export function IdentifyForm({ defaultChannel = 'phone', defaultTarget = '', onSent }: IdentifyFormProps) {
  const t = useTranslations('login');
  const errorText = useErrorText();
  const sendErrorText = useSendErrorText();
  const [channel, setChannel] = useState<Channel>(defaultChannel);
  const sendCode = useSendCode();
  const resolver = useMemo(() => lazyResolver(() => loadSchemas().then((m) => m.identifyResolver(channel))), [channel]);
  const form = useForm<TargetInput, unknown, { target: string }>({ resolver, defaultValues: { target: defaultTarget } });
  const { errors } = form.formState;

  const switchChannel = (next: Channel) => {
    setChannel(next);
    form.reset({ target: '' });
    sendCode.reset();
  };

  const submit = form.handleSubmit(({ target }) =>
    sendCode.mutate(
      { channel, target },
      {
        onSuccess: ({ resendInSeconds }) => onSent({ channel, target, wait: resendInSeconds }),
        onError: (error) => {
          // A code sent moments ago is still good: go on to the code step and count down to the next send.
          if (isCodeCooldown(error)) onSent({ channel, target, wait: error.retryAfterSeconds, recentlySent: true });
          const fieldError = error instanceof ApiError ? error.fieldErrors?.[channel]?.[0] : undefined;
          if (fieldError) form.setError('target', { type: 'server', message: fieldError }, { shouldFocus: true });
        },
      },
    ),
  );

  const field: ComponentProps<typeof TextField> =
    channel === 'phone'
      ? { label: t('phoneLabel'), hint: t('phoneHint'), ...phoneInput, maxLength: 8 }
      : { label: t('emailLabel'), ...emailInput };

  return (
    <ChannelTabs label={t('tabsLabel')} labels={{ phone: t('tabPhone'), email: t('tabEmail') }} value={channel} onChange={switchChannel}>
      <form noValidate onSubmit={submit} onFocus={loadSchemas} data-testid="identify-form" className="grid gap-4">
        <TextField key={channel} {...form.register('target')} {...field} error={errorText.field(errors.target?.message)} />
        {sendCode.isError && !isCodeCooldown(sendCode.error) && !errors.target && (
          <FormAlert>{sendErrorText(sendCode.error)}</FormAlert>
        )}
        <button type="submit" disabled={sendCode.isPending} className={buttonClass('primary', 'lg')}>
          {sendCode.isPending ? t('sending') : t('sendCode')}
        </button>
      </form>
    </ChannelTabs>
  );
}
