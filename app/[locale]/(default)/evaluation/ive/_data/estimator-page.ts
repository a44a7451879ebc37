import { cookies } from 'next/headers';
import type { EstimatorScreenData } from '@/components/valuation/instant-valuation-screen';
import { localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { pageSession } from '@/server/services/auth/page-session';
import { listAreas } from '@/server/services/reference-data';
import { areaMap } from '@/server/services/valuations/area-map';
import { memberInstantValuations } from '@/server/services/valuations/instant-valuation';

const RECENT_ESTIMATES = 5;

/** The map, the areas named in the page's language, and a signed-in member's latest estimates. */
export async function loadEstimatorScreen(locale: Locale): Promise<EstimatorScreenData> {
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const [map, areas, session] = await Promise.all([areaMap(), listAreas({}), pageSession(await cookies())]);
  const governorates = new Map(areas.data.map((area) => [area.governorate.id, { id: area.governorate.id, name: localName(locale, area.governorate) }]));
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
    recent: session.state === 'signed-in' ? await memberInstantValuations(session.member, RECENT_ESTIMATES) : [],
  };
}
