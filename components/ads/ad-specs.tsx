import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { AdDetail } from '@/lib/schemas/ads';
import { formatArea, formatCount, formatDigits, localName } from '@/lib/format';
import { AreaIcon, BathIcon, BedIcon, LayersIcon } from './ad-icons';

/** The four numbers people look at first, as large tiles under the title. */
export function AdKeyFacts({ ad }: { ad: AdDetail }) {
  const t = useTranslations('adDetail.specs');
  const locale = useLocale();
  const facts: Array<{ key: string; label: string; value: string; icon: ReactNode }> = [
    { key: 'size', label: t('size'), value: formatArea(ad.sizeSqm, locale), icon: <AreaIcon /> },
  ];
  if (ad.bedrooms !== null)
    facts.push({ key: 'bedrooms', label: t('bedrooms'), value: formatCount(ad.bedrooms, locale), icon: <BedIcon /> });
  if (ad.bathrooms !== null)
    facts.push({
      key: 'bathrooms',
      label: t('bathrooms'),
      value: formatCount(ad.bathrooms, locale),
      icon: <BathIcon />,
    });
  if (ad.floors !== null)
    facts.push({ key: 'floors', label: t('floors'), value: formatCount(ad.floors, locale), icon: <LayersIcon /> });
  return (
    <dl data-testid="ad-key-facts" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map((fact) => (
        // A group in a <dl> may hold only its <dt> and <dd>: the icon sits in the term, placed beside both.
        <div key={fact.key} className="relative min-w-0 rounded-xl bg-white p-3 ps-16 ring-1 ring-slate-200">
          <dt className="text-xs text-slate-500">
            <span className="absolute inset-y-0 start-3 my-auto flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              {fact.icon}
            </span>
            {fact.label}
          </dt>
          <dd className="truncate font-bold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every specification of the ad, as a two-column table of terms. */
export function AdSpecTable({ ad }: { ad: AdDetail }) {
  const t = useTranslations('adDetail.specs');
  const tDeal = useTranslations('ads.dealTabs');
  const locale = useLocale();
  const rows: Array<[string, string | null]> = [
    [t('dealType'), tDeal(ad.dealType)],
    [t('category'), localName(locale, ad.category)],
    [t('propertyType'), localName(locale, ad.propertyType)],
    [t('area'), localName(locale, ad.area)],
    [t('governorate'), localName(locale, ad.area.governorate)],
    [t('size'), formatArea(ad.sizeSqm, locale)],
    [t('bedrooms'), ad.bedrooms === null ? null : formatCount(ad.bedrooms, locale)],
    [t('bathrooms'), ad.bathrooms === null ? null : formatCount(ad.bathrooms, locale)],
    [t('floors'), ad.floors === null ? null : formatCount(ad.floors, locale)],
    [t('parcelNumber'), ad.parcelNumber],
    [t('adNumber'), formatDigits(ad.id, locale)],
  ];
  return (
    <dl className="grid overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 sm:grid-cols-2">
      {rows
        .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
        .map(([label, value]) => (
          <div
            key={label}
            className="flex items-center justify-between gap-4 border-b border-slate-100 px-4 py-3 sm:odd:border-e"
          >
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="text-end font-semibold text-slate-900">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
    </dl>
  );
}
