'use client';

import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import type { AdLocation } from './ad-location';

const containerStyle = { width: '100%', height: '100%' };
const options = { streetViewControl: false, mapTypeControl: false, fullscreenControl: true, clickableIcons: false };

/** The interactive map; the static map shows while Google's script loads or if it fails. */
export default function GoogleMapView({
  apiKey,
  location,
  fallback,
}: {
  apiKey: string;
  location: AdLocation;
  fallback: ReactNode;
}) {
  const locale = useLocale();
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'manzil-google-maps',
    googleMapsApiKey: apiKey,
    language: locale,
    region: 'KW',
  });
  if (!isLoaded || loadError) return fallback;
  const center = { lat: location.latitude, lng: location.longitude };
  return (
    <div data-testid="google-map" className="h-80 overflow-hidden rounded-2xl ring-1 ring-slate-200">
      <GoogleMap
        mapContainerStyle={containerStyle}
        center={center}
        zoom={location.approximate ? 13 : 16}
        options={options}
      >
        <MarkerF
          position={center}
          title={location.parcelNumber ? `${location.areaName} · ${location.parcelNumber}` : location.areaName}
        />
      </GoogleMap>
    </div>
  );
}
