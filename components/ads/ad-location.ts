import type { AdDetail } from '@/lib/schemas/ads';
import { localName } from '@/lib/format';

/** Where an ad is shown on a map: its own pin, or its area's centre when the advertiser set none. */
export interface AdLocation {
  latitude: number;
  longitude: number;
  /** True when the point is the area's centre rather than the property itself. */
  approximate: boolean;
  areaName: string;
  governorateName: string;
  parcelNumber: string | null;
}

export function adLocation(ad: AdDetail, locale: 'ar' | 'en'): AdLocation {
  const own = ad.latitude !== null && ad.longitude !== null;
  return {
    latitude: own ? ad.latitude! : ad.area.latitude,
    longitude: own ? ad.longitude! : ad.area.longitude,
    approximate: !own,
    areaName: localName(locale, ad.area),
    governorateName: localName(locale, ad.area.governorate),
    parcelNumber: ad.parcelNumber,
  };
}

export function googleMapsLink({ latitude, longitude }: Pick<AdLocation, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
