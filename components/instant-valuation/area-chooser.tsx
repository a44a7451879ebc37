'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type Ref } from 'react';
import type { AreaMap } from '@/lib/geo/area-map';
import { cn } from '@/components/ui/cn';
import { AlertIcon } from '@/components/ui/icons';
import type { AreaChoice, GovernorateChoice } from './area-choice';
import { AreaList } from './area-list';
import { AreaMapView } from './area-map-view';

const GoogleAreaMap = dynamic(() => import('./google-area-map'), { ssr: false });

type AreaChooserProps = {
  map: AreaMap;
  areas: AreaChoice[];
  governorates: GovernorateChoice[];
  value: number | null;
  error?: string;
  searchRef?: Ref<HTMLInputElement>;
  onChange(areaId: number): void;
};

/**
 * Spec §1 valuation map: the governorate, then the area, on a map or in a searchable list beside it (stacked on a
 * phone). Choosing an area shows its governorate on the map.
 */
export function AreaChooser({ map, areas, governorates, value, error, searchRef, onChange }: AreaChooserProps) {
  const t = useTranslations('valuation.map');
  const [governorateId, setGovernorateId] = useState<number | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const byId = useMemo(() => new Map(areas.map((area) => [area.id, area])), [areas]);
  const selected = value ? byId.get(value) : undefined;
  const apiKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY;

  const select = (areaId: number) => {
    onChange(areaId);
    setGovernorateId(byId.get(areaId)?.governorateId ?? null);
  };
  const localMap = (
    <AreaMapView
      map={map}
      areas={byId}
      selectedId={value}
      activeId={activeId}
      governorateId={governorateId}
      label={t('label')}
      onSelect={select}
    />
  );
  const views: Array<{ id: number | null; name: string }> = [{ id: null, name: t('allKuwait') }, ...governorates];

  return (
    <div className="grid gap-4">
      <div role="group" aria-label={t('zoom')} className="flex flex-wrap gap-2">
        {views.map((view) => (
          <button
            key={view.id ?? 'all'}
            type="button"
            aria-pressed={governorateId === view.id}
            onClick={() => setGovernorateId(view.id)}
            className="h-9 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-700 focus-ring hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:font-semibold aria-pressed:text-brand-700"
          >
            {view.name}
          </button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {apiKey ? (
          <GoogleAreaMap
            apiKey={apiKey}
            areas={areas}
            selectedId={value}
            governorateId={governorateId}
            onSelect={select}
            fallback={localMap}
          />
        ) : (
          localMap
        )}
        <AreaList
          areas={areas}
          governorates={governorates}
          governorateId={governorateId}
          selectedId={value}
          invalid={Boolean(error)}
          describedBy="area-choice-status"
          searchRef={searchRef}
          onActiveChange={setActiveId}
          onSelect={select}
        />
      </div>
      <p
        id="area-choice-status"
        aria-live="polite"
        className={cn('flex items-center gap-1.5 text-sm', error ? 'text-red-700' : 'text-slate-700')}
      >
        {error ? (
          <>
            <AlertIcon className="size-4 shrink-0" />
            {error}
          </>
        ) : selected ? (
          t('selected', {
            area: selected.name,
            governorate: governorates.find((g) => g.id === selected.governorateId)?.name ?? '',
          })
        ) : (
          t('hint')
        )}
      </p>
    </div>
  );
}
