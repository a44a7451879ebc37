'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error';
import { financeRequestsApi } from '@/lib/api/finance-requests';
import { formatPrice, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import {
  financeRequestFormSchema,
  toFinanceRequestInput,
  type FinanceRequest,
  type FinanceRequestFormOutput,
  type FinanceRequestFormValues,
  type FinanceRequestOptions,
} from '@/lib/schemas/finance-request';
import { CodeStep } from '@/components/auth/code-step';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField, phoneInput } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-status';
import { useErrorText } from '@/components/ui/use-error-text';

/** The API's fields (money in fils) on the form's (dinars). */
const formField: Record<string, keyof FinanceRequestFormValues> = {
  fullName: 'fullName',
  phone: 'phone',
  propertyCategoryId: 'propertyCategoryId',
  bankId: 'bankId',
  bankCustomer: 'bankCustomer',
  salaryFils: 'salary',
  instalmentsFils: 'instalments',
  amountFils: 'amount',
};

type Props = {
  options: FinanceRequestOptions;
  defaults: Partial<FinanceRequestFormValues>;
  /** A member sends from the account; a visitor confirms the phone with a code first. */
  signedIn: boolean;
  demo: boolean;
};

type Step = { kind: 'form' } | { kind: 'code'; values: FinanceRequestFormOutput; wait: number; recentlySent: boolean } | { kind: 'sent'; request: FinanceRequest };

/** The finance request (spec §3, §5): the applicant, the property, the finance asked for, the terms; then the bank. */
export function FinanceRequestForm({ options, defaults, signedIn, demo }: Props) {
  const t = useTranslations('financeRequest');
  const tMessages = useTranslations('general.messages');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const schema = useMemo(() => financeRequestFormSchema({ minFils: options.minAmountFils, maxFils: options.maxAmountFils }), [options]);
  const form = useForm<FinanceRequestFormValues, unknown, FinanceRequestFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      fullName: '',
      phone: '',
      propertyCategoryId: '',
      bankId: options.banks.length === 1 ? String(options.banks[0]!.id) : '',
      bankCustomer: undefined,
      salary: '',
      instalments: '',
      amount: '',
      termsAccepted: false,
      ...defaults,
    },
  });
  const { errors } = form.formState;

  /** Field errors go back on the form (leaving the code step); anything else is said above the button. */
  const failed = (cause: unknown) => {
    if (cause instanceof ApiError && cause.fieldErrors) {
      const placed = Object.entries(cause.fieldErrors).filter(([field]) => formField[field]);
      if (placed.length > 0) {
        setStep({ kind: 'form' });
        placed.forEach(([field, messages], i) => form.setError(formField[field]!, { type: 'server', message: messages[0] }, { shouldFocus: i === 0 }));
        return;
      }
    }
    setError(errorText.request(cause));
  };

  const send = async (values: FinanceRequestFormOutput, otp?: string) => {
    setPending(true);
    setError(undefined);
    try {
      setStep({ kind: 'sent', request: await financeRequestsApi.send(toFinanceRequestInput(values, otp)) });
    } catch (cause) {
      failed(cause);
      throw cause;
    } finally {
      setPending(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (signedIn) return send(values).catch(() => undefined);
    setPending(true);
    setError(undefined);
    try {
      const sent = await financeRequestsApi.sendCode(values.phone);
      setStep({ kind: 'code', values, wait: sent.resendInSeconds, recentlySent: false });
    } catch (cause) {
      // A code sent moments ago is still the one to use.
      if (cause instanceof ApiError && cause.code === 'CODE_ALREADY_SENT') setStep({ kind: 'code', values, wait: cause.retryAfterSeconds ?? 60, recentlySent: true });
      else failed(cause);
    } finally {
      setPending(false);
    }
  });

  if (step.kind === 'sent') {
    return (
      <section data-testid="finance-request-sent" aria-labelledby="finance-request-sent" className="grid gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h2 id="finance-request-sent" className="text-xl font-semibold text-emerald-900">
          {tMessages('financeRequestSent')}
        </h2>
        <p className="leading-7 text-slate-700">
          {t('sentBody', { bank: localName(locale, step.request.bank), amount: formatPrice(step.request.amountFils, locale), phone: step.request.phone })}
        </p>
        {signedIn && (
          <Link href="/profile/request-followup" className={buttonClass('secondary', 'md', 'justify-self-start')}>
            {t('follow')}
          </Link>
        )}
      </section>
    );
  }

  if (step.kind === 'code') {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">
        <CodeStep
          channel="phone"
          target={step.values.phone}
          initialWait={step.wait}
          recentlySent={step.recentlySent}
          demo={demo}
          pending={pending}
          error={error}
          submitLabel={t('confirmAndSend')}
          pendingLabel={t('sending')}
          autoSubmit={false}
          onSubmit={(code) => send(step.values, code)}
        >
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold text-slate-900">{t('codeTitle')}</h2>
            <p className="text-sm text-slate-600">
              {t('codeSent', { phone: step.values.phone })}{' '}
              <button type="button" className="font-medium text-brand-700 underline underline-offset-2" onClick={() => setStep({ kind: 'form' })}>
                {t('change')}
              </button>
            </p>
          </div>
        </CodeStep>
      </div>
    );
  }

  const range = { min: formatPrice(options.minAmountFils, locale), max: formatPrice(options.maxAmountFils, locale) };
  return (
    <form noValidate onSubmit={onSubmit} data-testid="finance-request-form" className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 md:p-8">
      <TextField {...form.register('fullName')} label={t('fullName')} autoComplete="name" error={errorText.field(errors.fullName?.message)} />
      <TextField {...form.register('phone')} label={t('phone')} hint={t('phoneHint')} {...phoneInput} maxLength={12} error={errorText.field(errors.phone?.message)} />
      <SelectField
        {...form.register('propertyCategoryId')}
        label={t('propertyCategory')}
        placeholder={t('chooseCategory')}
        options={options.categories.map((c) => ({ value: c.id, label: localName(locale, c) }))}
        error={errorText.field(errors.propertyCategoryId?.message)}
      />
      <SelectField
        {...form.register('bankId')}
        label={t('bank')}
        placeholder={t('chooseBank')}
        options={options.banks.map((b) => ({ value: b.id, label: localName(locale, b) }))}
        error={errorText.field(errors.bankId?.message)}
      />
      <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={errors.bankCustomer ? 'bank-customer-error' : undefined}>
        <legend className="text-sm font-medium text-slate-900">{t('bankCustomer')}</legend>
        <div className="flex gap-6">
          {(['yes', 'no'] as const).map((answer) => (
            <label key={answer} className="flex items-center gap-2 text-slate-800">
              <input type="radio" value={answer} {...form.register('bankCustomer')} className="size-4 accent-brand-700" />
              {t(answer)}
            </label>
          ))}
        </div>
        {errors.bankCustomer && (
          <p id="bank-customer-error" className="text-sm text-red-700">
            {errorText.field(errors.bankCustomer.message)}
          </p>
        )}
      </fieldset>
      <TextField {...form.register('salary')} label={t('salary')} hint={t('salaryHint')} inputMode="decimal" dir="ltr" error={errorText.field(errors.salary?.message)} />
      <TextField {...form.register('instalments')} label={t('instalments')} hint={t('instalmentsHint')} inputMode="decimal" dir="ltr" error={errorText.field(errors.instalments?.message)} />
      <TextField
        {...form.register('amount')}
        label={t('amount')}
        hint={t('amountHint', range)}
        inputMode="decimal"
        dir="ltr"
        className="sm:col-span-2"
        error={errorText.field(errors.amount?.message)}
      />
      <div className="grid gap-1 sm:col-span-2">
        <label className="flex items-start gap-3 text-slate-800">
          <input type="checkbox" {...form.register('termsAccepted')} className="mt-1 size-4 accent-brand-700" aria-invalid={errors.termsAccepted ? true : undefined} />
          <span>
            {t.rich('terms', {
              link: (chunks) => (
                <Link href="/terms-conditions" className="font-medium text-brand-700 underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </label>
        {errors.termsAccepted && <p className="text-sm text-red-700">{errorText.field(errors.termsAccepted.message)}</p>}
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <p className="text-sm text-slate-600">{signedIn ? t('memberNote') : t('visitorNote')}</p>
        {error && <FormAlert>{error}</FormAlert>}
        <button type="submit" disabled={pending} className={buttonClass('primary', 'lg', 'sm:self-start')}>
          {pending ? t('sending') : signedIn ? t('submit') : t('continue')}
        </button>
      </div>
    </form>
  );
}
