import type { AdLocation } from './ad-location';
import { GoogleAdMap } from './google-ad-map';
import { StaticAdMap } from './static-ad-map';

/** Google Maps when `NEXT_PUBLIC_GOOGLE_MAPS_KEY` is set, otherwise the locally drawn map; never broken tiles. */
export function AdMap({ location }: { location: AdLocation }) {
  const apiKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY;
  const fallback = <StaticAdMap location={location} />;
  return apiKey ? <GoogleAdMap apiKey={apiKey} location={location} fallback={fallback} /> : fallback;
}
