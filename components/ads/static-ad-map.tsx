import { useTranslations } from 'next-intl';
import { KUWAIT_BOUNDS } from '@/lib/schemas/ads';
import { buttonClass } from '@/components/ui/button-styles';
import { ExternalLinkIcon, MapPinIcon } from '@/components/ui/icons';
import { kuwaitOutline as outline, LONGITUDE_SCALE as lngScale } from '@/lib/geo/kuwait-outline';
import type { AdLocation } from './ad-location';
import { googleMapsLink } from './ad-location';

const WIDTH = 400;
const { west, east, south, north } = {
  west: KUWAIT_BOUNDS.west,
  east: KUWAIT_BOUNDS.east,
  south: 28.4,
  north: KUWAIT_BOUNDS.north,
};
const HEIGHT = Math.round((WIDTH * (north - south)) / ((east - west) * lngScale));

function project(lng: number, lat: number): [number, number] {
  return [((lng - west) / (east - west)) * WIDTH, ((north - lat) / (north - south)) * HEIGHT];
}

const outlinePath = `${outline
  .map(
    ([lng, lat], index) =>
      `${index ? 'L' : 'M'}${project(lng, lat)
        .map((v) => v.toFixed(1))
        .join(' ')}`,
  )
  .join('')}Z`;

/**
 * The map without a maps key (and in tests, which have no internet): where in Kuwait the property is, drawn locally,
 * with the parcel number and a link that opens the spot in Google Maps.
 */
export function StaticAdMap({ location }: { location: AdLocation }) {
  const t = useTranslations('adDetail.map');
  const tActions = useTranslations('general.actions');
  const [x, y] = project(location.longitude, location.latitude);
  return (
    <div data-testid="static-map" className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <div className="grid gap-0 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <figure className="relative bg-sky-100/70">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={t('staticLabel', { area: location.areaName })}
            className="h-64 w-full sm:h-72"
          >
            <defs>
              <pattern id="map-grid" width="20" height="20" patternUnits="userSpaceOnUse">
                <path d="M20 0H0V20" fill="none" stroke="#bfdbfe" strokeWidth="0.6" />
              </pattern>
            </defs>
            <rect width={WIDTH} height={HEIGHT} fill="url(#map-grid)" />
            <path d={outlinePath} fill="#f3ecdf" stroke="#c8a46b" strokeWidth="1.5" strokeLinejoin="round" />
            <circle cx={x} cy={y} r="22" fill="#17735b" fillOpacity="0.15" />
            <circle cx={x} cy={y} r="10" fill="#17735b" fillOpacity="0.25" />
            <path
              d={`M${x} ${y}c-6-7-10-12-10-17a10 10 0 0 1 20 0c0 5-4 10-10 17z`}
              fill="#17735b"
              stroke="#fff"
              strokeWidth="1.5"
            />
            <circle cx={x} cy={y - 17} r="3.5" fill="#fff" />
          </svg>
          <figcaption className="absolute start-3 bottom-3 rounded-lg bg-white/90 px-3 py-1.5 text-sm font-semibold text-slate-800 shadow">
            {location.areaName}
          </figcaption>
        </figure>
        <div className="flex flex-col gap-3 p-5">
          <p className="flex items-start gap-2 text-slate-800">
            <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>
              <span className="block font-semibold">{location.areaName}</span>
              <span className="text-sm text-slate-600">{location.governorateName}</span>
            </span>
          </p>
          {location.parcelNumber && (
            <p className="text-sm text-slate-700">
              {t('parcel')}: <bdi className="font-semibold">{location.parcelNumber}</bdi>
            </p>
          )}
          {location.approximate && <p className="text-xs leading-5 text-slate-500">{t('approximate')}</p>}
          <a
            href={googleMapsLink(location)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'sm', 'mt-auto')}
          >
            {t('openInGoogleMaps')}
            <ExternalLinkIcon />
            <span className="sr-only">{tActions('opensInNewTab')}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
