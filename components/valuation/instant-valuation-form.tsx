'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { dealCategories } from '@/lib/constants';
import { toLatinDigits } from '@/lib/format';
import { finishingLevels, plotDirections, valuationPurposes, type InstantValuationInput, type InstantValuationRequest } from '@/lib/schemas/instant-valuation';
import { useCreateInstantValuation } from '@/lib/queries/use-create-instant-valuation';
import type { AreaMap } from '@/lib/geo/area-map';
import { ChoiceCards } from '@/components/auth/choice-cards';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-status';
import { applyServerFieldErrors } from '@/components/ui/server-field-errors';
import { useErrorText } from '@/components/ui/use-error-text';
import type { AreaChoice, GovernorateChoice } from './area-choice';
import { AreaChooser } from './area-chooser';
import { resultPath } from './result-path';

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
};

/** Typed digits (Arabic-Indic too) as a number; an empty field is missing, for the schema to name. */
const numberOf = (typed: string) => {
  const text = toLatinDigits(typed).trim();
  return text === '' ? undefined : Number(text);
};
const optional = (typed: string) => (typed.trim() === '' ? undefined : typed.trim());

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
  };
}

// The schema and its resolver load with the first check, so they stay out of the page's first load.
const resolver: Resolver<Values, unknown, InstantValuationRequest> = async (values, context, options) => {
  const [{ zodResolver }, { instantValuationInputSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/schemas/instant-valuation')]);
  return zodResolver(instantValuationInputSchema)(payloadOf(values), context, options as never) as ReturnType<Resolver<Values, unknown, InstantValuationRequest>>;
};

const serverFields = ['areaId', 'category', 'purpose', 'sizeSqm', 'block', 'streets', 'direction', 'buildingAge', 'finishing', 'floors', 'basement'] as const;

type FormProps = { map: AreaMap; areas: AreaChoice[]; governorates: GovernorateChoice[] };

/**
 * The instant value estimator (spec §1, §3): the area on the map or in the list, land or building, the purpose and
 * the property's inputs; the estimate opens on its own result page.
 */
export function InstantValuationForm({ map, areas, governorates }: FormProps) {
  const t = useTranslations('valuation.form');
  const tMap = useTranslations('valuation.map');
  const tCategories = useTranslations('deals.categories');
  const errorText = useErrorText();
  const router = useRouter();
  const create = useCreateInstantValuation();
  const form = useForm<Values, unknown, InstantValuationRequest>({ resolver, defaultValues: empty });
  const model = useWatch({ control: form.control, name: 'model' });
  const { errors, isSubmitted } = form.formState;

  useEffect(() => {
    applyServerFieldErrors(create.error, form.setError, serverFields);
  }, [create.error, form.setError]);

  const submit = form.handleSubmit((input) => create.mutate(input, { onSuccess: (valuation) => router.push(resultPath(valuation.id)) }));
  const failure = create.error && !create.error.fieldErrors ? errorText.request(create.error) : undefined;
  const busy = create.isPending || create.isSuccess;
  const optionsOf = <K extends string>(keys: readonly K[], label: (key: K) => string) => keys.map((key) => ({ value: key, label: label(key) }));

  return (
    <form noValidate onSubmit={submit} data-testid="ive-form" className="grid gap-10">
      <section aria-labelledby="ive-area-title" className="grid gap-4">
        <h2 id="ive-area-title" className="text-xl font-semibold text-slate-900">
          {tMap('title')}
        </h2>
        <Controller
          control={form.control}
          name="areaId"
          render={({ field }) => (
            <AreaChooser
              map={map}
              areas={areas}
              governorates={governorates}
              value={field.value}
              error={errors.areaId ? t('areaMissing') : undefined}
              searchRef={field.ref}
              onChange={(areaId) => {
                field.onChange(areaId);
                if (isSubmitted) void form.trigger('areaId');
              }}
            />
          )}
        />
      </section>
      <section aria-labelledby="ive-property-title" className="grid gap-5 sm:grid-cols-2">
        <h2 id="ive-property-title" className="text-xl font-semibold text-slate-900 sm:col-span-2">
          {t('title')}
        </h2>
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="model"
            render={({ field }) => (
              <ChoiceCards
                legend={t('model')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                choices={[
                  { value: 'land', label: t('land'), hint: t('landHint') },
                  { value: 'building', label: t('building'), hint: t('buildingHint') },
                ]}
              />
            )}
          />
        </div>
        <SelectField
          {...form.register('category')}
          label={t('category')}
          placeholder={t('chooseCategory')}
          options={optionsOf(dealCategories, (c) => tCategories(c))}
          error={errorText.field(errors.category?.message)}
        />
        <SelectField
          {...form.register('purpose')}
          label={t('purpose')}
          placeholder={t('choosePurpose')}
          options={optionsOf(valuationPurposes, (p) => t(`purposes.${p}`))}
          error={errorText.field(errors.purpose?.message)}
        />
        <TextField {...form.register('sizeSqm')} inputMode="decimal" dir="ltr" label={t('size')} error={errorText.field(errors.sizeSqm?.message)} />
        <TextField {...form.register('block')} inputMode="numeric" label={t('block')} hint={t('blockHint')} error={errorText.field(errors.block?.message)} />
        <SelectField
          {...form.register('streets')}
          label={t('streets')}
          placeholder={t('notGiven')}
          options={optionsOf(['1', '2', '3', '4'] as const, (n) => t(`streetCounts.${n}`))}
          error={errorText.field(errors.streets?.message)}
        />
        <SelectField
          {...form.register('direction')}
          label={t('direction')}
          placeholder={t('notGiven')}
          options={optionsOf(plotDirections, (d) => t(`directions.${d}`))}
          error={errorText.field(errors.direction?.message)}
        />
        {model === 'building' && (
          <>
            <TextField {...form.register('buildingAge')} inputMode="numeric" dir="ltr" label={t('buildingAge')} error={errorText.field(errors.buildingAge?.message)} />
            <SelectField
              {...form.register('finishing')}
              label={t('finishing')}
              placeholder={t('chooseFinishing')}
              options={optionsOf(finishingLevels, (f) => t(`finishings.${f}`))}
              error={errorText.field(errors.finishing?.message)}
            />
            <SelectField
              {...form.register('floors')}
              label={t('floors')}
              placeholder={t('chooseFloors')}
              options={['1', '2', '3'].map((n) => ({ value: n, label: n }))}
              error={errorText.field(errors.floors?.message)}
            />
            <label className="flex items-center gap-3 self-end rounded-lg border border-slate-300 bg-white px-3.5 py-3 text-sm font-medium text-slate-800">
              <input type="checkbox" {...form.register('basement')} className="size-4 accent-brand-600" />
              {t('basement')}
            </label>
          </>
        )}
      </section>
      <div className="grid gap-3">
        {failure && <FormAlert>{failure}</FormAlert>}
        <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:justify-self-start')}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
