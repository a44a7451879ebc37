import { useTranslations } from 'next-intl';
import type { AreaOption, CategoryOption, TypeOption } from '@/lib/ads/list-catalogue';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField } from '@/components/ui/field';
import type { FinanceBank } from '@/lib/finance/offer';
import type { BudgetDeal } from '@/lib/schemas/finance';
import { formatDigits, formatPercent, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';

export const budgetYears = [5, 10, 15, 20, 25] as const;

type Values = Partial<Record<string, string>>;

/**
 * The budget and the ads' filters in one GET form: the page reads its query, so a budget has its own address and
 * works before any script loads. To rent, only the salary side counts: no down payment, term or bank.
 */
export function BudgetForm({
  deal,
  values,
  errors,
  banks,
  areas,
  categories,
  types,
  locale,
}: {
  deal: BudgetDeal;
  values: Values;
  errors: Partial<Record<string, string>>;
  banks: FinanceBank[];
  areas: AreaOption[];
  categories: CategoryOption[];
  types: TypeOption[];
  locale: Locale;
}) {
  const t = useTranslations('finance.budget');
  const tc = useTranslations('finance.calculator');
  const money = (name: string, label: string) => (
    <TextField
      name={name}
      defaultValue={values[name] ?? ''}
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      label={label}
      error={errors[name]}
    />
  );
  return (
    <form
      id="budget-form"
      method="get"
      action="/budget"
      noValidate
      data-testid="budget-form"
      aria-labelledby="budget-form-title"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="budget-form-title" className="text-lg font-semibold text-slate-900">
        {tc('formTitle')}
      </h2>
      {deal === 'rent' && <input type="hidden" name="deal" value="rent" />}
      {money('salary', t('salary'))}
      {money('obligations', t('obligations'))}
      {deal === 'sale' && (
        <>
          {money('downPayment', t('downPayment'))}
          <SelectField
            name="months"
            defaultValue={values.months ?? '180'}
            label={t('months')}
            placeholder={t('months')}
            options={budgetYears.map((years) => ({
              value: years * 12,
              label: tc('years', { count: years, formatted: formatDigits(years, locale) }),
            }))}
            error={errors.months}
          />
          <SelectField
            name="bankId"
            defaultValue={values.bankId ?? ''}
            label={t('bank')}
            placeholder={t('anyBank')}
            options={banks.map((bank) => ({
              value: bank.id,
              label: bank.rateOnRequest
                ? tc('bankOptionOnRequest', { name: localName(locale, bank), kind: tc(`kindsShort.${bank.kind}`) })
                : tc('bankOption', {
                    name: localName(locale, bank),
                    rate: formatPercent(bank.rateBps / 100, locale),
                    kind: tc(`kindsShort.${bank.kind}`),
                  }),
            }))}
            error={errors.bankId}
          />
        </>
      )}
      <SelectField
        name="retiree"
        defaultValue={values.retiree ?? 'false'}
        label={t('status')}
        placeholder={t('status')}
        options={[
          { value: 'false', label: tc('statuses.employee') },
          { value: 'true', label: tc('statuses.retiree') },
        ]}
        error={errors.retiree}
      />
      <p className="text-center text-sm font-medium text-slate-600">{t('or')}</p>
      {money('maxPrice', t(deal === 'rent' ? 'maxRent' : 'maxPrice'))}
      <fieldset className="grid gap-4 border-t border-slate-200 pt-4">
        <legend className="sr-only">{t('filtersTitle')}</legend>
        <p aria-hidden="true" className="font-semibold text-slate-900">
          {t('filtersTitle')}
        </p>
        <SelectField
          name="areaId"
          defaultValue={values.areaId ?? ''}
          label={t('area')}
          placeholder={t('anyArea')}
          options={areas.map((a) => ({ value: a.id, label: `${a.name} (${a.governorate})` }))}
        />
        <SelectField
          name="categoryId"
          defaultValue={values.categoryId ?? ''}
          label={t('category')}
          placeholder={t('anyCategory')}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
        />
        <SelectField
          name="propertyTypeId"
          defaultValue={values.propertyTypeId ?? ''}
          label={t('type')}
          placeholder={t('anyType')}
          options={types.map((type) => ({ value: type.id, label: type.name }))}
        />
      </fieldset>
      <button type="submit" className={buttonClass('primary', 'lg')}>
        {t(deal === 'rent' ? 'rentSubmit' : 'submit')}
      </button>
    </form>
  );
}
