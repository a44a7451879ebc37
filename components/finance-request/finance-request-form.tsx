'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { formatPrice, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { toFinanceRequestInput } from '@/lib/finance-request/request-input';
import type {
  FinanceRequest,
  FinanceRequestFormOutput,
  FinanceRequestFormValues,
  FinanceRequestOptions,
} from '@/lib/schemas/finance-request';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField, phoneInput } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-status';
import { TermsCheckbox } from '@/components/ui/terms-checkbox';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { useErrorText } from '@/components/ui/use-error-text';

// A visitor's code step, its HTTP client and its schemas load when they are needed, not with the page.
const CodeStep = dynamic(() => import('@/components/auth/code-step').then((m) => m.CodeStep));
const loadApi = async () => (await import('@/lib/api/finance-requests')).financeRequestsApi;

type Values = Record<
  'fullName' | 'phone' | 'propertyCategoryId' | 'bankId' | 'bankCustomer' | 'salary' | 'instalments' | 'amount',
  string
> & { termsAccepted: boolean };

const fieldOrder = [
  'fullName',
  'phone',
  'propertyCategoryId',
  'bankId',
  'bankCustomer',
  'salary',
  'instalments',
  'amount',
  'termsAccepted',
];

/** The API's fields (money in fils) on the form's (dinars). */
const apiFields = { salaryFils: 'salary', instalmentsFils: 'instalments', amountFils: 'amount' };

type Props = {
  options: FinanceRequestOptions;
  defaults: Partial<FinanceRequestFormValues>;
  /** A member sends from the account; a visitor confirms the phone with a code first. */
  signedIn: boolean;
  /** The member's own phone, sent without a code; any other phone is confirmed with one first. */
  ownPhone?: string;
  demo: boolean;
};

type Step =
  | { kind: 'form' }
  | { kind: 'code'; values: FinanceRequestFormOutput; wait: number; recentlySent: boolean }
  | { kind: 'sent'; request: FinanceRequest };

/** The finance request (spec §3, §5): the applicant, the property, the finance asked for, the terms; then the bank. */
export function FinanceRequestForm({ options, defaults, signedIn, ownPhone, demo }: Props) {
  const t = useTranslations('financeRequest');
  const tMessages = useTranslations('general.messages');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const { formRef, values, change, bind, errorOf, submit, placeServerErrors } = useCheckedForm<
    Values,
    FinanceRequestFormOutput
  >({
    initial: {
      ...{ fullName: '', phone: '', propertyCategoryId: '', bankCustomer: '', salary: '', instalments: '', amount: '' },
      bankId: options.banks.length === 1 ? String(options.banks[0]!.id) : '',
      ...defaults,
      termsAccepted: false,
    },
    fieldOrder,
    check: async ({ bankCustomer, ...typed }) =>
      (await import('./finance-request-check')).checkFinanceRequest(
        { ...typed, bankCustomer: bankCustomer || undefined },
        { minFils: options.minAmountFils, maxFils: options.maxAmountFils },
      ),
    apiFields,
  });

  /** Field errors go back on the form (leaving the code step); anything else is said above the button. */
  const failed = (cause: unknown) => {
    if (placeServerErrors(cause)) setStep({ kind: 'form' });
    else setError(errorText.request(cause));
  };

  const send = async (data: FinanceRequestFormOutput, otp?: string) => {
    setPending(true);
    setError(undefined);
    try {
      setStep({ kind: 'sent', request: await (await loadApi()).send(toFinanceRequestInput(data, otp)) });
    } catch (cause) {
      failed(cause);
      throw cause;
    } finally {
      setPending(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await submit();
    if (!data) return;
    if (signedIn && data.phone === ownPhone) return send(data).catch(() => undefined);
    setPending(true);
    setError(undefined);
    try {
      const sent = await (await loadApi()).sendCode(data.phone);
      setStep({ kind: 'code', values: data, wait: sent.resendInSeconds, recentlySent: false });
    } catch (cause) {
      // A code sent moments ago is still the one to use.
      if (cause instanceof ApiError && cause.code === 'CODE_ALREADY_SENT')
        setStep({ kind: 'code', values: data, wait: cause.retryAfterSeconds ?? 60, recentlySent: true });
      else failed(cause);
    } finally {
      setPending(false);
    }
  };

  if (step.kind === 'sent') {
    return (
      <section
        data-testid="finance-request-sent"
        aria-labelledby="finance-request-sent"
        className="grid gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
      >
        <h2 id="finance-request-sent" className="text-xl font-semibold text-emerald-900">
          {tMessages('financeRequestSent')}
        </h2>
        <p className="leading-7 text-slate-700">
          {t('sentBody', {
            bank: localName(locale, step.request.bank),
            amount: formatPrice(step.request.amountFils, locale),
            phone: step.request.phone,
          })}
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
              <button
                type="button"
                className="font-medium text-brand-700 underline underline-offset-2"
                onClick={() => setStep({ kind: 'form' })}
              >
                {t('change')}
              </button>
            </p>
          </div>
        </CodeStep>
      </div>
    );
  }

  // A phone other than the member's own is confirmed with a code first, like a visitor's.
  const byCode = !signedIn || values.phone.trim() !== ownPhone;
  const range = { min: formatPrice(options.minAmountFils, locale), max: formatPrice(options.maxAmountFils, locale) };
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="finance-request-form"
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 md:p-8"
    >
      <TextField {...bind('fullName')} label={t('fullName')} autoComplete="name" />
      <TextField {...bind('phone')} label={t('phone')} hint={t('phoneHint')} {...phoneInput} maxLength={12} />
      <SelectField
        {...bind('propertyCategoryId')}
        label={t('propertyCategory')}
        placeholder={t('chooseCategory')}
        options={options.categories.map((c) => ({ value: c.id, label: localName(locale, c) }))}
      />
      <SelectField
        {...bind('bankId')}
        label={t('bank')}
        placeholder={t('chooseBank')}
        options={options.banks.map((b) => ({ value: b.id, label: localName(locale, b) }))}
      />
      <fieldset
        id="bankCustomer"
        className="grid gap-2 sm:col-span-2"
        aria-describedby={errorOf('bankCustomer') ? 'bank-customer-error' : undefined}
      >
        <legend className="text-sm font-medium text-slate-900">{t('bankCustomer')}</legend>
        <div className="flex gap-6">
          {(['yes', 'no'] as const).map((answer) => (
            <label key={answer} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="bankCustomer"
                value={answer}
                checked={values.bankCustomer === answer}
                onChange={() => change({ bankCustomer: answer })}
                className="size-4 accent-brand-700"
              />
              {t(answer)}
            </label>
          ))}
        </div>
        {errorOf('bankCustomer') && (
          <p id="bank-customer-error" className="text-sm text-red-700">
            {errorOf('bankCustomer')}
          </p>
        )}
      </fieldset>
      <TextField {...bind('salary')} label={t('salary')} hint={t('salaryHint')} inputMode="decimal" dir="ltr" />
      <TextField
        {...bind('instalments')}
        label={t('instalments')}
        hint={t('instalmentsHint')}
        inputMode="decimal"
        dir="ltr"
      />
      <TextField
        {...bind('amount')}
        label={t('amount')}
        hint={t('amountHint', range)}
        inputMode="decimal"
        dir="ltr"
        className="sm:col-span-2"
      />
      <TermsCheckbox
        checked={values.termsAccepted}
        onChange={(termsAccepted) => change({ termsAccepted })}
        error={errorOf('termsAccepted')}
      >
        {t.rich('terms', {
          link: (chunks) => (
            <Link href="/terms-conditions" className="font-medium text-brand-700 underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </TermsCheckbox>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <p className="text-sm text-slate-600">
          {!signedIn ? t('visitorNote') : byCode ? t('otherPhoneNote') : t('memberNote')}
        </p>
        {error && <FormAlert>{error}</FormAlert>}
        <button type="submit" disabled={pending} className={buttonClass('primary', 'lg', 'sm:self-start')}>
          {pending ? t('sending') : byCode ? t('continue') : t('submit')}
        </button>
      </div>
    </form>
  );
}
