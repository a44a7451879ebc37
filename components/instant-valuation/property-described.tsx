import { getTranslations } from 'next-intl/server';
import type { InstantValuation } from '@/lib/schemas/instant-valuation';

/**
 * What the visitor said about the property, as kept with the estimate. Streets, facing, floor type and setbacks are
 * shown with a note that they do not move the number: the recorded sales do not state them.
 */
export async function PropertyDescribed({ valuation }: { valuation: InstantValuation }) {
  const [t, tForm] = await Promise.all([
    getTranslations('valuation.result.described'),
    getTranslations('valuation.form'),
  ]);
  const { input } = valuation;
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const rows: Array<[label: string, value: string, testId: string]> = [
    [t('purpose'), tForm(`purposes.${input.purpose}`), 'purpose'],
  ];
  if (input.block) rows.push([t('block'), input.block, 'block']);
  if (input.streets) rows.push([t('streets'), tForm(`streetCounts.${input.streets as 1 | 2 | 3 | 4}`), 'streets']);
  if (input.direction) rows.push([t('direction'), tForm(`directions.${input.direction}`), 'direction']);
  const building = input.model === 'building' ? input : undefined;
  if (building) {
    rows.push(
      [t('buildingAge'), t('age', { age: building.buildingAge }), 'building-age'],
      [t('finishing'), tForm(`finishings.${building.finishing}`), 'finishing'],
      [t('floors'), String(building.floors), 'floors'],
      [t('basement'), yesNo(building.basement), 'basement'],
    );
    if (building.floorType) rows.push([t('floorType'), tForm(`floorTypes.${building.floorType}`), 'floor-type']);
    if (building.curbSetbacks !== undefined)
      rows.push([t('curbSetbacks'), tForm(`curbSetbackChoices.${building.curbSetbacks}`), 'curb-setbacks']);
  }
  const unpriced = Boolean(
    input.streets || input.direction || building?.floorType || building?.curbSetbacks !== undefined,
  );

  return (
    <section aria-labelledby="property-described" className="grid gap-4">
      <h2 id="property-described" className="text-xl font-semibold text-slate-900">
        {t('title')}
      </h2>
      <dl
        data-testid="property-described"
        className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-2 lg:grid-cols-3"
      >
        {rows.map(([label, value, testId]) => (
          <div
            key={testId}
            data-testid={`described-${testId}`}
            className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 pb-2"
          >
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {unpriced && <p className="max-w-3xl text-sm leading-6 text-slate-600">{t('notPriced')}</p>}
    </section>
  );
}
