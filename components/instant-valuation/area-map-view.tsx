'use client';

import { useState, type PointerEvent, type MouseEvent } from 'react';
import type { AreaMap } from '@/lib/geo/area-map';
import { cn } from '@/components/ui/cn';
import { governorateFill, type AreaChoice } from './area-choice';

type AreaMapViewProps = {
  map: AreaMap;
  areas: ReadonlyMap<number, AreaChoice>;
  selectedId: number | null;
  /** An area the list's keyboard focus is on: named on the map as a hovered one is. */
  activeId: number | null;
  /** The governorate the map is zoomed to, or null for all Kuwait. */
  governorateId: number | null;
  label: string;
  onSelect(areaId: number): void;
};

const areaIdOf = (event: MouseEvent | PointerEvent) => {
  const id = (event.target as Element).closest('[data-area]')?.getAttribute('data-area');
  return id ? Number(id) : null;
};

/**
 * Kuwait's areas drawn locally from their centroids (cells computed on the server): a click on a cell chooses its
 * area. Pointer only, so it holds no tab stop: the list of areas beside it is the keyboard's way to the same choice.
 */
export function AreaMapView({ map, areas, selectedId, activeId, governorateId, label, onSelect }: AreaMapViewProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const named = areas.get(hovered ?? activeId ?? selectedId ?? 0);
  return (
    <div className="relative overflow-hidden rounded-2xl bg-sky-100 ring-1 ring-slate-200">
      <svg
        viewBox={(governorateId && map.governorateViews[governorateId]) || map.viewBox}
        role="img"
        aria-label={label}
        data-testid="area-map"
        className="h-72 w-full sm:h-96 lg:h-[30rem]"
        onClick={(event) => {
          const id = areaIdOf(event);
          if (id) onSelect(id);
        }}
        onPointerOver={(event) => setHovered(areaIdOf(event))}
        onPointerLeave={() => setHovered(null)}
      >
        <defs>
          <clipPath id="area-map-land">
            <path d={map.land} />
          </clipPath>
        </defs>
        <g clipPath="url(#area-map-land)">
          {map.cells.map((cell) => (
            <path
              key={cell.id}
              d={cell.d}
              data-area={cell.id}
              data-selected={cell.id === selectedId || undefined}
              vectorEffect="non-scaling-stroke"
              className={cn(
                'cursor-pointer stroke-white transition-colors',
                cell.id === selectedId
                  ? 'fill-brand-600'
                  : cell.id === (hovered ?? activeId)
                    ? 'fill-brand-100'
                    : governorateFill(cell.governorateId),
              )}
            />
          ))}
        </g>
        <path
          d={map.land}
          fill="none"
          vectorEffect="non-scaling-stroke"
          className="pointer-events-none stroke-slate-400"
        />
      </svg>
      {named && (
        <p
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-3 rounded-lg bg-white/95 px-3 py-1.5 text-sm font-semibold text-slate-800 shadow"
        >
          {named.name}
        </p>
      )}
    </div>
  );
}
