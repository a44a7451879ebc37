import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { rentKindOfSegment } from '@/components/valuation/rent/rent-paths';
import type { RentEstimatorData } from '@/components/valuation/rent/rent-estimator-screen';
import { localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { rentKindCategory, type RentKind } from '@/lib/schemas/rent-estimate';
import { pageSession } from '@/server/services/auth/page-session';
import { listAreas, listPropertyCategories, listPropertyTypes } from '@/server/services/reference-data';
import { areaMap } from '@/server/services/valuations/area-map';
import { memberRentEstimates } from '@/server/services/valuations/rent-estimate';

const RECENT_ESTIMATES = 6;

/** The kind the segment names; any other `/evaluation/…` segment is a 404. */
export function rentKindOrNotFound(segment: string): RentKind {
  const kind = rentKindOfSegment(segment);
  if (!kind) notFound();
  return kind;
}

/** The map, the areas and the kind's unit types named in the page's language, and a signed-in member's latest rent estimates. */
export async function loadRentEstimator(kind: RentKind, locale: Locale): Promise<RentEstimatorData> {
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const [map, areas, categories, session] = await Promise.all([areaMap(), listAreas({}), listPropertyCategories(0, {}), pageSession(await cookies())]);
  const category = categories.find((c) => c.slug === rentKindCategory[kind]);
  const types = category ? await listPropertyTypes(category.id, {}) : [];
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
    unitTypes: types.map((type) => ({ id: type.id, name: localName(locale, type) })),
    recent: session.state === 'signed-in' ? await memberRentEstimates(session.member, RECENT_ESTIMATES) : [],
  };
}
