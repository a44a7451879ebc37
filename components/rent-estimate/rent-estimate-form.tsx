'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent } from 'react';
import { finishingLevels } from '@/lib/constants';
import type { AreaMap } from '@/lib/geo/area-map';
import { rentLocations, type RentKind } from '@/lib/rent-estimate/choices';
import type { RentEstimateInput } from '@/lib/schemas/rent-estimate';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-status';
import type { AreaChoice, GovernorateChoice } from '../instant-valuation/area-choice';
import { AreaChooser } from '../instant-valuation/area-chooser';
import { numberOf, optional, useEstimateForm } from '../instant-valuation/use-estimate-form';
import { rentResultPath } from './rent-paths';

type Values = {
  areaId: number | null;
  propertyTypeId: string;
  location: string;
  quality: string;
  buildingAge: string;
  floor: string;
  floors: string;
  sizeSqm: string;
  rooms: string;
  bathrooms: string;
  maidRoom: boolean;
  electricityOnTenant: boolean;
};

const empty: Values = {
  areaId: null,
  propertyTypeId: '',
  location: '',
  quality: '',
  buildingAge: '',
  floor: '',
  floors: '',
  sizeSqm: '',
  rooms: '',
  bathrooms: '',
  maidRoom: false,
  electricityOnTenant: false,
};

/** What the shared (strict) schema checks: missing choices stay missing for it to name. */
function payloadOf(kind: RentKind, values: Values): RentEstimateInput {
  return {
    kind,
    areaId: values.areaId ?? undefined,
    propertyTypeId: numberOf(values.propertyTypeId),
    location: optional(values.location),
    quality: optional(values.quality),
    buildingAge: numberOf(values.buildingAge),
    floor: numberOf(values.floor),
    floors: numberOf(values.floors),
    sizeSqm: numberOf(values.sizeSqm),
    rooms: numberOf(values.rooms),
    bathrooms: numberOf(values.bathrooms),
    maidRoom: values.maidRoom,
    electricityOnTenant: values.electricityOnTenant,
  } as RentEstimateInput;
}

const loadCheck = () => import('./rent-estimate-check');

const fieldOrder = [
  'areaId',
  'propertyTypeId',
  'location',
  'quality',
  'buildingAge',
  'floor',
  'floors',
  'sizeSqm',
  'rooms',
  'bathrooms',
] as const;
type Field = (typeof fieldOrder)[number];

const FLOOR_CHOICES = 30;
const ROOM_CHOICES = 10;
const countOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/** Units let by the room; offices, shops and warehouses are described by their size. */
const hasRooms = (kind: RentKind) => kind === 'residential' || kind === 'investment' || kind === 'literal';
/** Only the coast and the flats and houses along it face the sea. */
const locationsOf = (kind: RentKind) => rentLocations.filter((location) => location !== 'sea-front' || hasRooms(kind));

type FormProps = {
  kind: RentKind;
  map: AreaMap;
  areas: AreaChoice[];
  governorates: GovernorateChoice[];
  unitTypes: Array<{ id: number; name: string }>;
};

/**
 * A rent estimator's form (spec §3, §5): the area on the map or in the list, then the unit. Plain React state, like
 * the value estimator's form, rather than react-hook-form (13 kB gzip the page's 170 kB budget has no room for): the
 * shared schema checks it (loaded with the first focus) on submit and then as the visitor corrects the fields, and
 * the API's field errors show on the same fields.
 */
export function RentEstimateForm({ kind, map, areas, governorates, unitTypes }: FormProps) {
  const t = useTranslations('rentEstimator.form');
  const { formRef, areaSearch, values, change, submit, errorOf, failure, busy } = useEstimateForm({
    empty,
    fieldOrder,
    check: async (next: Values) => (await loadCheck()).checkRentEstimate(payloadOf(kind, next)),
    // Loaded on use, so the estimator page does not carry the HTTP client in its first load.
    create: async (input) => (await import('@/lib/api/rent-estimates')).rentEstimatesApi.create(input),
    resultPath: (estimate) => rentResultPath(kind, estimate.id),
  });
  const field = (name: Exclude<Field, 'areaId'>) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => change({ [name]: event.target.value }),
    error: errorOf(name),
  });
  const checkbox = (name: 'maidRoom' | 'electricityOnTenant') => (
    <label className="flex min-h-11 items-center gap-3 self-end rounded-lg border border-slate-300 bg-white px-3.5 py-3 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        name={name}
        checked={values[name]}
        onChange={(event) => change({ [name]: event.target.checked })}
        className="size-4 accent-brand-600"
      />
      {t(name)}
    </label>
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onFocus={loadCheck}
      data-testid="rent-form"
      className="grid gap-10"
    >
      <section aria-labelledby="rent-area-title" className="grid gap-4">
        <h2 id="rent-area-title" className="text-xl font-semibold text-slate-900">
          {t('areaTitle')}
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
      <section aria-labelledby="rent-unit-title" className="grid gap-5 sm:grid-cols-2">
        <h2 id="rent-unit-title" className="text-xl font-semibold text-slate-900 sm:col-span-2">
          {t('title')}
        </h2>
        <SelectField
          {...field('propertyTypeId')}
          label={t('unitType')}
          placeholder={t('chooseUnitType')}
          options={unitTypes.map((type) => ({ value: String(type.id), label: type.name }))}
        />
        <SelectField
          {...field('location')}
          label={t('location')}
          placeholder={t('chooseLocation')}
          options={locationsOf(kind).map((l) => ({ value: l, label: t(`locations.${l}`) }))}
        />
        <SelectField
          {...field('quality')}
          label={t('quality')}
          placeholder={t('chooseQuality')}
          options={finishingLevels.map((q) => ({ value: q, label: t(`qualities.${q}`) }))}
        />
        <TextField {...field('buildingAge')} inputMode="numeric" dir="ltr" label={t('buildingAge')} />
        <SelectField
          {...field('floor')}
          label={t('floor')}
          placeholder={t('chooseFloor')}
          options={[{ value: '0', label: t('groundFloor') }, ...countOptions(1, FLOOR_CHOICES)]}
        />
        <SelectField
          {...field('floors')}
          label={t('floors')}
          placeholder={t('chooseFloors')}
          options={countOptions(1, FLOOR_CHOICES)}
        />
        <TextField {...field('sizeSqm')} inputMode="decimal" dir="ltr" label={t('size')} />
        {hasRooms(kind) && (
          <SelectField
            {...field('rooms')}
            label={t('rooms')}
            placeholder={t('notGiven')}
            options={countOptions(0, ROOM_CHOICES)}
          />
        )}
        <SelectField
          {...field('bathrooms')}
          label={t('bathrooms')}
          placeholder={t('notGiven')}
          options={countOptions(0, ROOM_CHOICES)}
        />
        {hasRooms(kind) && checkbox('maidRoom')}
        {checkbox('electricityOnTenant')}
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
