'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import { z } from 'zod/mini';
import { SelectField, TextField } from '@/components/ui/field';
import { useErrorText } from '@/components/ui/use-error-text';
import { graceModes } from '@/lib/construction/choices';
import { banksFor, comparePlans, financeProducts, kcbOption, sideBySide, type MortgageSetup } from '@/lib/finance/mortgage';
import { formatDigits, formatPercent, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { financeCalculateSchema, financeFormSchema, formFieldOf, toCalculateInput, toMortgageInput, type FinanceFormValues } from '@/lib/schemas/finance';
import { FinanceResult, type CalculatorOutcome } from './finance-result';

export const financeYears = [1, 2, 3, 4, 5, 7, 10, 12, 15, 20, 25] as const;
export const graceChoices = [0, 3, 6, 12] as const;

type Field = keyof FinanceFormValues;
type Errors = Partial<Record<Field, string>>;

/** The form's first error per field, as message keys. */
function firstErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = (formFieldOf[String(issue.path[0])] ?? String(issue.path[0])) as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The same parse and the same maths as `POST /v1/finance/calculate`, in the browser. */
export function calculate(values: FinanceFormValues, setup: MortgageSetup): { errors: Errors; outcome?: CalculatorOutcome } {
  const form = z.safeParse(financeFormSchema, values);
  if (!form.success) return { errors: firstErrors(form.error.issues) };
  const checked = z.safeParse(financeCalculateSchema, toCalculateInput(form.data));
  if (!checked.success) return { errors: firstErrors(checked.error.issues) };
  const input = checked.data;
  const banks = banksFor(setup, input.product);
  const bank = banks.find((b) => b.id === input.bankId);
  if (!bank) return { errors: { bankId: 'finance.errors.bankWithoutRate' } };
  const mortgage = toMortgageInput(input);
  const comparison = comparePlans(mortgage, banks, setup.limits);
  return {
    errors: {},
    outcome: {
      input,
      plan: comparison.find((p) => p.bank.id === bank.id)!,
      comparison,
      pair: sideBySide(comparison),
      kcb: kcbOption(mortgage, bank, setup.limits),
    },
  };
}

/** Instant: every change recomputes on the spot; the banks, rates and limits came with the page. */
export function FinanceCalculator({ setup, initial }: { setup: MortgageSetup; initial: FinanceFormValues }) {
  const t = useTranslations('finance.calculator');
  const tFinance = useTranslations('finance');
  const errorText = useErrorText();
  const locale = useLocale() as Locale;
  const [values, setValues] = useState(initial);
  const { errors, outcome } = calculate(values, setup);
  const error = (field: Field) => {
    const key = errors[field];
    if (!key) return undefined;
    return key.startsWith('finance.') ? tFinance(key.slice('finance.'.length) as 'errors.bankWithoutRate') : errorText.field(key);
  };
  const banks = banksFor(setup, values.product === 'consumer' ? 'consumer' : 'housing');

  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.currentTarget;
    setValues((current) => {
      const next = { ...current, [name]: value };
      // A bank without a rate for the new product gives way to the first that has one.
      if (name === 'product' && !banksFor(setup, value as 'housing').some((b) => String(b.id) === next.bankId)) {
        next.bankId = String(banksFor(setup, value as 'housing')[0]?.id ?? '');
      }
      if (name === 'product' && value === 'consumer' && Number(next.months) > setup.limits.consumer.maxMonths) next.months = String(setup.limits.consumer.maxMonths);
      return next;
    });
  };
  const radio = (name: 'product' | 'graceMode' | 'retiree', options: readonly string[], label: (option: string) => string, legend: string) => (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
            <input type="radio" name={name} value={option} checked={values[name] === option} onChange={change} className="size-4 shrink-0 accent-brand-600" />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
      <form noValidate onSubmit={(e) => e.preventDefault()} data-testid="finance-calculator" aria-labelledby="calculator-title" className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
        <h2 id="calculator-title" className="text-lg font-semibold text-slate-900 sm:col-span-2">
          {t('formTitle')}
        </h2>
        {radio('product', financeProducts, (p) => t(`products.${p as 'housing'}`), t('product'))}
        <TextField name="propertyValue" value={values.propertyValue} onChange={change} inputMode="decimal" dir="ltr" label={values.product === 'consumer' ? t('amountWanted') : t('propertyValue')} error={error('propertyValue')} />
        <TextField name="downPayment" value={values.downPayment} onChange={change} inputMode="decimal" dir="ltr" label={t('downPayment')} error={error('downPayment')} />
        <SelectField
          name="bankId"
          value={values.bankId}
          onChange={change}
          label={t('bank')}
          placeholder={t('chooseBank')}
          className="sm:col-span-2"
          options={banks.map((bank) => ({ value: bank.id, label: t('bankOption', { name: localName(locale, bank), rate: formatPercent(bank.rateBps / 100, locale), kind: t(`kinds.${bank.kind}`) }) }))}
          error={error('bankId')}
        />
        <SelectField
          name="months"
          value={values.months}
          onChange={change}
          label={t('months')}
          placeholder={t('months')}
          options={financeYears.map((years) => ({ value: years * 12, label: t('years', { count: years, formatted: formatDigits(years, locale) }) }))}
          error={error('months')}
        />
        <SelectField
          name="graceMonths"
          value={values.graceMonths}
          onChange={change}
          label={t('graceMonths')}
          placeholder={t('graceMonths')}
          options={graceChoices.map((months) => ({ value: months, label: months === 0 ? t('noGrace') : t('graceOption', { count: months, formatted: formatDigits(months, locale) }) }))}
          error={error('graceMonths')}
        />
        {values.graceMonths !== '0' && radio('graceMode', graceModes, (m) => t(`graceModes.${m as 'extended'}`), t('graceMode'))}
        <TextField name="salary" value={values.salary} onChange={change} inputMode="decimal" dir="ltr" label={t('salary')} hint={t('salaryHint')} error={error('salary')} />
        <TextField name="obligations" value={values.obligations} onChange={change} inputMode="decimal" dir="ltr" label={t('obligations')} error={error('obligations')} />
        {radio('retiree', ['employee', 'retiree'], (s) => t(`statuses.${s as 'employee'}`), t('status'))}
      </form>
      <FinanceResult outcome={outcome} setup={setup} locale={locale} />
    </div>
  );
}
