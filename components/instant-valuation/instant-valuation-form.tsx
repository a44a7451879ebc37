'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent } from 'react';
import { dealCategories, finishingLevels, floorTypes, plotDirections, valuationPurposes } from '@/lib/constants';
import type { InstantValuationInput } from '@/lib/schemas/instant-valuation';
import type { AreaMap } from '@/lib/geo/area-map';
import { ChoiceCards } from '@/components/auth/choice-cards';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-status';
import type { AreaChoice, GovernorateChoice } from './area-choice';
import { AreaChooser } from './area-chooser';
import { numberOf, optional, useEstimateForm } from './use-estimate-form';
import { resultPath } from './instant-valuation-paths';

/** Every field of both models as typed; only the chosen model's go to the schema and the API. */
type Values = {
  model: 'land' | 'building';
  areaId: number | null;
  category: string;
  purpose: string;
  sizeSqm: string;
  block: string;
  streets: string;
  direction: string;
  buildingAge: string;
  finishing: string;
  floors: string;
  basement: boolean;
  floorType: string;
  /** '' not given, 'true' the building keeps its setbacks from the curb, 'false' it is built up to the curb. */
  curbSetbacks: '' | 'true' | 'false';
};

const empty: Values = {
  model: 'land',
  areaId: null,
  category: '',
  purpose: '',
  sizeSqm: '',
  block: '',
  streets: '',
  direction: '',
  buildingAge: '',
  finishing: '',
  floors: '',
  basement: false,
  floorType: '',
  curbSetbacks: '',
};

/** The chosen model's fields, for the shared (strict) schema to check; missing choices stay missing for it to name. */
function payloadOf(values: Values): InstantValuationInput {
  const common = {
    areaId: values.areaId ?? undefined,
    category: optional(values.category),
    purpose: optional(values.purpose),
    sizeSqm: numberOf(values.sizeSqm),
    block: optional(values.block),
    streets: numberOf(values.streets),
    direction: optional(values.direction),
  } as Omit<InstantValuationInput, 'model'>;
  if (values.model === 'land') return { model: 'land', ...common };
  return {
    model: 'building',
    ...common,
    buildingAge: numberOf(values.buildingAge) as number,
    finishing: optional(values.finishing) as (typeof finishingLevels)[number],
    floors: numberOf(values.floors) as number,
    basement: values.basement,
    floorType: optional(values.floorType) as (typeof floorTypes)[number] | undefined,
    curbSetbacks: values.curbSetbacks === '' ? undefined : values.curbSetbacks === 'true',
  };
}

const loadCheck = () => import('./estimate-check');

const fieldOrder = [
  'areaId',
  'category',
  'purpose',
  'sizeSqm',
  'block',
  'streets',
  'direction',
  'buildingAge',
  'finishing',
  'floors',
  'basement',
  'floorType',
  'curbSetbacks',
] as const;

type FormProps = { map: AreaMap; areas: AreaChoice[]; governorates: GovernorateChoice[] };

/**
 * The instant value estimator (spec §1, §3): the area on the map or in the list, land or building, the purpose and
 * the property's inputs; the estimate opens on its own result page. Plain React state rather than react-hook-form,
 * whose 13 kB the page's budget has no room for; the shared schema checks it (loaded with the first focus), on submit
 * and then as the visitor corrects the fields, and the API's field errors show on the same fields.
 */
export function InstantValuationForm({ map, areas, governorates }: FormProps) {
  const t = useTranslations('valuation.form');
  const tMap = useTranslations('valuation.map');
  const tCategories = useTranslations('deals.categories');
  const { formRef, areaSearch, values, change, submit, errorOf, failure, busy } = useEstimateForm({
    empty,
    fieldOrder,
    check: async (next: Values) => (await loadCheck()).checkEstimate(payloadOf(next)),
    // Loaded on use, so the estimator page does not carry the HTTP client in its first load.
    create: async (input) => (await import('@/lib/api/instant-valuations')).instantValuationsApi.createInstant(input),
    resultPath: (valuation) => resultPath(valuation.id),
  });
  const optionsOf = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
    keys.map((key) => ({ value: key, label: label(key) }));
  const text = (field: Exclude<keyof Values, 'model' | 'areaId' | 'basement'>) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => change({ [field]: event.target.value }),
    error: errorOf(field),
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} onFocus={loadCheck} data-testid="ive-form" className="grid gap-10">
      <section aria-labelledby="ive-area-title" className="grid gap-4">
        <h2 id="ive-area-title" className="text-xl font-semibold text-slate-900">
          {tMap('title')}
        </h2>
        <AreaChooser
          map={map}
          areas={areas}
          governorates={governorates}
          value={values.areaId}
          error={errorOf('areaId') ? t('areaMissing') : undefined}
          searchRef={areaSearch}
          onChange={(areaId) => change({ areaId })}
        />
      </section>
      <section aria-labelledby="ive-property-title" className="grid gap-5 sm:grid-cols-2">
        <h2 id="ive-property-title" className="text-xl font-semibold text-slate-900 sm:col-span-2">
          {t('title')}
        </h2>
        <div className="sm:col-span-2">
          <ChoiceCards
            legend={t('model')}
            name="model"
            value={values.model}
            onChange={(model) => change({ model })}
            choices={[
              { value: 'land', label: t('land'), hint: t('landHint') },
              { value: 'building', label: t('building'), hint: t('buildingHint') },
            ]}
          />
        </div>
        <SelectField
          {...text('category')}
          label={t('category')}
          placeholder={t('chooseCategory')}
          options={optionsOf(dealCategories, (c) => tCategories(c))}
        />
        <SelectField
          {...text('purpose')}
          label={t('purpose')}
          placeholder={t('choosePurpose')}
          options={optionsOf(valuationPurposes, (p) => t(`purposes.${p}`))}
        />
        <TextField {...text('sizeSqm')} inputMode="decimal" dir="ltr" label={t('size')} />
        <TextField {...text('block')} inputMode="numeric" label={t('block')} hint={t('blockHint')} />
        <SelectField
          {...text('streets')}
          label={t('streets')}
          placeholder={t('notGiven')}
          options={optionsOf(['1', '2', '3', '4'] as const, (n) => t(`streetCounts.${n}`))}
        />
        <SelectField
          {...text('direction')}
          label={t('direction')}
          placeholder={t('notGiven')}
          options={optionsOf(plotDirections, (d) => t(`directions.${d}`))}
        />
        {values.model === 'building' && (
          <>
            <TextField {...text('buildingAge')} inputMode="numeric" dir="ltr" label={t('buildingAge')} />
            <SelectField
              {...text('finishing')}
              label={t('finishing')}
              placeholder={t('chooseFinishing')}
              options={optionsOf(finishingLevels, (f) => t(`finishings.${f}`))}
            />
            <SelectField
              {...text('floors')}
              label={t('floors')}
              placeholder={t('chooseFloors')}
              options={['1', '2', '3'].map((n) => ({ value: n, label: n }))}
            />
            <label className="flex items-center gap-3 self-end rounded-lg border border-slate-300 bg-white px-3.5 py-3 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                name="basement"
                checked={values.basement}
                onChange={(event) => change({ basement: event.target.checked })}
                className="size-4 accent-brand-600"
              />
              {t('basement')}
            </label>
            <SelectField
              {...text('floorType')}
              label={t('floorType')}
              placeholder={t('notGiven')}
              options={optionsOf(floorTypes, (f) => t(`floorTypes.${f}`))}
            />
            <SelectField
              {...text('curbSetbacks')}
              label={t('curbSetbacks')}
              placeholder={t('notGiven')}
              options={optionsOf(['true', 'false'] as const, (kept) => t(`curbSetbackChoices.${kept}`))}
            />
          </>
        )}
      </section>
      <div className="grid gap-3">
        {failure && <FormAlert>{failure}</FormAlert>}
        <button
          type="submit"
          disabled={busy}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:justify-self-start')}
        >
          {busy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
