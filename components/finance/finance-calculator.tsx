'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type ChangeEvent } from 'react';
import { SelectField, TextField } from '@/components/ui/field';
import { useErrorText } from '@/components/ui/use-error-text';
import { graceModes } from '@/lib/construction-estimate/choices';
import type { calculateForm, FormErrors, CalculatorOutcome } from '@/lib/finance/calculate-form';
import { banksFor, financeProducts, type MortgageSetup } from '@/lib/finance/mortgage';
import { formatDigits, formatPercent, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { FinanceFormValues } from '@/lib/schemas/finance';
import { FinanceResult } from './finance-result';

export const financeYears = [1, 2, 3, 4, 5, 7, 10, 12, 15, 20, 25] as const;
export const graceChoices = [0, 3, 6, 12] as const;

type Field = keyof FinanceFormValues;
/**
 * Instant: every change recomputes on the spot; the banks, rates and limits came with the page, and so did the first
 * result (computed on the server by the same module). The schemas load right after the page, out of its first-load
 * script.
 */
export function FinanceCalculator({
  setup,
  initial,
  first,
}: {
  setup: MortgageSetup;
  initial: FinanceFormValues;
  first: { errors: FormErrors; outcome?: CalculatorOutcome };
}) {
  const t = useTranslations('finance.calculator');
  const tFinance = useTranslations('finance');
  const errorText = useErrorText();
  const locale = useLocale() as Locale;
  const [values, setValues] = useState(initial);
  const [calculator, setCalculator] = useState<{ calculate: typeof calculateForm }>();
  useEffect(() => {
    void import('@/lib/finance/calculate-form').then(({ calculateForm }) =>
      setCalculator({ calculate: calculateForm }),
    );
  }, []);
  const { errors, outcome } = calculator ? calculator.calculate(values, setup) : first;
  const error = (field: Field) => {
    const key = errors[field];
    if (!key) return undefined;
    return key.startsWith('finance.')
      ? tFinance(key.slice('finance.'.length) as 'errors.bankWithoutRate')
      : errorText.field(key);
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
      if (name === 'product' && value === 'consumer' && Number(next.months) > setup.limits.consumer.maxMonths)
        next.months = String(setup.limits.consumer.maxMonths);
      return next;
    });
  };
  const radio = (
    name: 'product' | 'graceMode' | 'retiree',
    options: readonly string[],
    label: (option: string) => string,
    legend: string,
  ) => (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={values[name] === option}
              onChange={change}
              className="size-4 shrink-0 accent-brand-600"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
      <form
        noValidate
        onSubmit={(e) => e.preventDefault()}
        data-testid="finance-calculator"
        aria-labelledby="calculator-title"
        className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
      >
        <h2 id="calculator-title" className="text-lg font-semibold text-slate-900 sm:col-span-2">
          {t('formTitle')}
        </h2>
        {radio('product', financeProducts, (p) => t(`products.${p as 'housing'}`), t('product'))}
        <TextField
          name="propertyValue"
          value={values.propertyValue}
          onChange={change}
          inputMode="decimal"
          dir="ltr"
          label={values.product === 'consumer' ? t('amountWanted') : t('propertyValue')}
          error={error('propertyValue')}
        />
        <TextField
          name="downPayment"
          value={values.downPayment}
          onChange={change}
          inputMode="decimal"
          dir="ltr"
          label={t('downPayment')}
          error={error('downPayment')}
        />
        <SelectField
          name="bankId"
          value={values.bankId}
          onChange={change}
          label={t('bank')}
          placeholder={t('chooseBank')}
          className="sm:col-span-2"
          options={banks.map((bank) => ({
            value: bank.id,
            label: bank.rateOnRequest
              ? t('bankOptionOnRequest', { name: localName(locale, bank), kind: t(`kindsShort.${bank.kind}`) })
              : t('bankOption', {
                  name: localName(locale, bank),
                  rate: formatPercent(bank.rateBps / 100, locale),
                  kind: t(`kindsShort.${bank.kind}`),
                }),
          }))}
          error={error('bankId')}
        />
        <SelectField
          name="months"
          value={values.months}
          onChange={change}
          label={t('months')}
          placeholder={t('months')}
          options={financeYears.map((years) => ({
            value: years * 12,
            label: t('years', { count: years, formatted: formatDigits(years, locale) }),
          }))}
          error={error('months')}
        />
        <SelectField
          name="graceMonths"
          value={values.graceMonths}
          onChange={change}
          label={t('graceMonths')}
          placeholder={t('graceMonths')}
          options={graceChoices.map((months) => ({
            value: months,
            label:
              months === 0
                ? t('noGrace')
                : t('graceOption', { count: months, formatted: formatDigits(months, locale) }),
          }))}
          error={error('graceMonths')}
        />
        {values.graceMonths !== '0' &&
          radio('graceMode', graceModes, (m) => t(`graceModes.${m as 'extended'}`), t('graceMode'))}
        <TextField
          name="salary"
          value={values.salary}
          onChange={change}
          inputMode="decimal"
          dir="ltr"
          label={t('salary')}
          hint={t('salaryHint')}
          error={error('salary')}
        />
        <TextField
          name="obligations"
          value={values.obligations}
          onChange={change}
          inputMode="decimal"
          dir="ltr"
          label={t('obligations')}
          error={error('obligations')}
        />
        {radio('retiree', ['employee', 'retiree'], (s) => t(`statuses.${s as 'employee'}`), t('status'))}
      </form>
      <FinanceResult outcome={outcome} setup={setup} locale={locale} />
    </div>
  );
}
