import { useTranslations } from 'next-intl';
import { formatDigits, formatPercent, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { graceModes } from '@/lib/construction-estimate/choices';
import type { FinanceBank } from '@/lib/construction-estimate/finance';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField } from '@/components/ui/field';

export const financeYears = [3, 5, 7, 10, 12, 15, 20, 25] as const;
export const graceChoices = [0, 3, 6, 12, 24, 36] as const;

export interface FinanceFormValues {
  downPayment: string;
  months: string;
  bankId: string;
  graceMonths: string;
  graceMode: string;
}

/**
 * The finance form is a GET form: the page reads its query, checks it with the shared schema and renders the result,
 * so it works without any script and each result has its own address.
 */
export function ConstructionFinanceForm({
  action,
  banks,
  values,
  errors,
  locale,
}: {
  action: string;
  banks: FinanceBank[];
  values: FinanceFormValues;
  errors: Partial<Record<keyof FinanceFormValues, string>>;
  locale: Locale;
}) {
  const t = useTranslations('construction.finance');
  return (
    <form
      method="get"
      action={action}
      noValidate
      data-testid="finance-form"
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <TextField
        name="downPayment"
        defaultValue={values.downPayment}
        inputMode="decimal"
        dir="ltr"
        label={t('downPayment')}
        error={errors.downPayment}
      />
      <SelectField
        name="bankId"
        defaultValue={values.bankId}
        label={t('bank')}
        placeholder={t('chooseBank')}
        options={banks.map((bank) => ({
          value: bank.id,
          label: bank.rateOnRequest
            ? t('bankOptionOnRequest', { name: localName(locale, bank), kind: t(`kinds.${bank.kind}`) })
            : t('bankOption', {
                name: localName(locale, bank),
                rate: formatPercent(bank.rateBps / 100, locale),
                kind: t(`kinds.${bank.kind}`),
              }),
        }))}
        error={errors.bankId}
      />
      <SelectField
        name="months"
        defaultValue={values.months}
        label={t('months')}
        placeholder={t('months')}
        options={financeYears.map((years) => ({
          value: years * 12,
          label: t('years', { count: years, formatted: formatDigits(years, locale) }),
        }))}
        error={errors.months}
      />
      <SelectField
        name="graceMonths"
        defaultValue={values.graceMonths}
        label={t('graceMonths')}
        placeholder={t('noGrace')}
        options={graceChoices
          .filter((m) => m > 0)
          .map((months) => ({
            value: months,
            label: t('graceOption', { count: months, formatted: formatDigits(months, locale) }),
          }))}
        error={errors.graceMonths}
      />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('graceMode')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {graceModes.map((mode) => (
            <label
              key={mode}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="graceMode"
                value={mode}
                defaultChecked={values.graceMode === mode}
                className="size-4 accent-brand-600"
              />
              {t(`graceModes.${mode}`)}
            </label>
          ))}
        </div>
        {errors.graceMode && <p className="mt-1.5 text-sm text-red-700">{errors.graceMode}</p>}
      </fieldset>
      <button type="submit" className={buttonClass('primary', 'lg', 'sm:col-span-2 sm:justify-self-start')}>
        {t('submit')}
      </button>
    </form>
  );
}
