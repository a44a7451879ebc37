import type { AreaChoice, GovernorateChoice } from '@/components/instant-valuation/area-choice';
import type { AreaMap } from '@/lib/geo/area-map';
import { localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { listAreas } from '@/server/services/reference-data';
import { areaMap } from '@/server/services/instant-valuations/area-map';

/** What an estimator's area step offers: the map, and the areas and governorates named in the page's language. */
export async function loadAreaChoices(
  locale: Locale,
): Promise<{ map: AreaMap; areas: AreaChoice[]; governorates: GovernorateChoice[] }> {
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const [map, areas] = await Promise.all([areaMap(), listAreas({})]);
  const governorates = new Map(
    areas.data.map((area) => [
      area.governorate.id,
      { id: area.governorate.id, name: localName(locale, area.governorate) },
    ]),
  );
  return {
    map,
    areas: areas.data.map((area) => ({
      id: area.id,
      name: localName(locale, area),
      altName: localName(other, area),
      governorateId: area.governorate.id,
      latitude: area.latitude,
      longitude: area.longitude,
    })),
    governorates: [...governorates.values()],
  };
}
