'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { EstimateOutcome } from '@/lib/queries/submit-construction-estimate';
import { constructionExtras, finishingLevels } from '@/lib/construction-estimate/choices';
import type { ConstructionEstimateFormInput } from '@/lib/schemas/construction-estimate';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-status';
import { useErrorText } from '@/components/ui/use-error-text';
import { FieldError } from '@/components/ui/field-error';

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50';

function readForm(form: HTMLFormElement): ConstructionEstimateFormInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    plotSizeSqm: text('plotSizeSqm'),
    buildingRatio: text('buildingRatio'),
    floors: text('floors'),
    basement: data.has('basement'),
    roofAnnex: data.has('roofAnnex'),
    finishingLevel: text('finishingLevel') as ConstructionEstimateFormInput['finishingLevel'],
    extras: data.getAll('extras').map(String) as ConstructionEstimateFormInput['extras'],
  };
}

/**
 * The estimator's form. A plain form (no form library): its shared schema and the HTTP client load with the first
 * submit, which keeps the page's first-load script small.
 */
export function ConstructionEstimateForm({
  buildingRatios,
  maxFloors,
}: {
  buildingRatios: number[];
  maxFloors: number;
}) {
  const t = useTranslations('construction');
  const errorText = useErrorText();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Exclude<EstimateOutcome, { ok: true }>>();
  const fieldErrors = outcome && 'fieldErrors' in outcome ? outcome.fieldErrors : {};
  const error = (field: keyof ConstructionEstimateFormInput) => errorText.field(fieldErrors[field]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    const { submitConstructionEstimate } = await import('@/lib/queries/submit-construction-estimate');
    const result = await submitConstructionEstimate(readForm(form));
    if (result.ok) {
      router.push(`/evaluation/cce/result/${result.id}`);
      return;
    }
    setOutcome(result);
    setPending(false);
    const first = 'fieldErrors' in result ? Object.keys(result.fieldErrors)[0] : undefined;
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-testid="construction-form"
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <TextField
        name="plotSizeSqm"
        inputMode="decimal"
        dir="ltr"
        label={t('form.plotSize')}
        hint={t('form.plotSizeHint')}
        error={error('plotSizeSqm')}
      />
      <SelectField
        name="buildingRatio"
        defaultValue=""
        label={t('form.buildingRatio')}
        placeholder={t('form.chooseRatio')}
        options={buildingRatios.map((ratio) => ({ value: ratio, label: t('form.ratio', { ratio: String(ratio) }) }))}
        error={error('buildingRatio')}
      />
      <SelectField
        name="floors"
        defaultValue=""
        label={t('form.floors')}
        placeholder={t('form.chooseFloors')}
        options={Array.from({ length: maxFloors }, (_, i) => ({
          value: i + 1,
          label: t('form.floorCount', { count: i + 1, formatted: String(i + 1) }),
        }))}
        error={error('floors')}
      />
      <fieldset aria-describedby={error('finishingLevel') ? 'finishing-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('form.finishingLevel')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {finishingLevels.map((level) => (
            <label key={level} className={choiceClass}>
              <input type="radio" name="finishingLevel" value={level} className="size-4 accent-brand-600" />
              {t(`levels.${level}`)}
            </label>
          ))}
        </div>
        {error('finishingLevel') && (
          <FieldError id="finishing-error" className="mt-1.5">
            {error('finishingLevel')}
          </FieldError>
        )}
      </fieldset>
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('form.extras')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          <label className={choiceClass}>
            <input type="checkbox" name="basement" className="size-4 accent-brand-600" />
            {t('form.basement')}
          </label>
          <label className={choiceClass}>
            <input type="checkbox" name="roofAnnex" className="size-4 accent-brand-600" />
            {t('form.roofAnnex')}
          </label>
          {constructionExtras.map((extra) => (
            <label key={extra} className={choiceClass}>
              <input type="checkbox" name="extras" value={extra} className="size-4 accent-brand-600" />
              {t(`items.${extra}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 sm:col-span-2">
        {outcome && 'error' in outcome && <FormAlert>{errorText.request(outcome.error)}</FormAlert>}
        <button type="submit" disabled={pending} className={buttonClass('primary', 'lg', 'sm:self-start')}>
          {pending ? t('form.submitting') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
