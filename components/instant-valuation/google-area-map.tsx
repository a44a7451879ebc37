'use client';

import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import type { AreaChoice } from './area-choice';

const containerStyle = { width: '100%', height: '100%' };
const options = { streetViewControl: false, mapTypeControl: false, clickableIcons: false };
const kuwait = { lat: 29.31, lng: 47.75 };

type GoogleAreaMapProps = {
  apiKey: string;
  areas: AreaChoice[];
  selectedId: number | null;
  governorateId: number | null;
  onSelect(areaId: number): void;
  /** The locally drawn map, shown while Google's script loads or if it fails. */
  fallback: ReactNode;
};

const centreOf = (areas: AreaChoice[]) => ({
  lat: areas.reduce((sum, area) => sum + area.latitude, 0) / areas.length,
  lng: areas.reduce((sum, area) => sum + area.longitude, 0) / areas.length,
});

/** The estimator's map with a Google Maps key: a marker per area; a click on one chooses it. */
export default function GoogleAreaMap({
  apiKey,
  areas,
  selectedId,
  governorateId,
  onSelect,
  fallback,
}: GoogleAreaMapProps) {
  const locale = useLocale();
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'manzil-google-maps',
    googleMapsApiKey: apiKey,
    language: locale,
    region: 'KW',
  });
  if (!isLoaded || loadError) return fallback;
  const inView = governorateId ? areas.filter((area) => area.governorateId === governorateId) : [];
  return (
    <div
      data-testid="google-map"
      className="h-72 overflow-hidden rounded-2xl ring-1 ring-slate-200 sm:h-96 lg:h-[30rem]"
    >
      <GoogleMap
        mapContainerStyle={containerStyle}
        center={inView.length ? centreOf(inView) : kuwait}
        zoom={inView.length ? 11 : 8}
        options={options}
      >
        {areas.map((area) => (
          <MarkerF
            key={area.id}
            position={{ lat: area.latitude, lng: area.longitude }}
            title={area.name}
            opacity={area.id === selectedId || !selectedId ? 1 : 0.55}
            onClick={() => onSelect(area.id)}
          />
        ))}
      </GoogleMap>
    </div>
  );
}
