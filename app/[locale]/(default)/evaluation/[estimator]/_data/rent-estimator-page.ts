import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { rentKindOfSegment } from '@/components/rent-estimate/rent-paths';
import type { RentEstimatorData } from '@/components/rent-estimate/rent-estimator-screen';
import { localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { rentKindCategory, type RentKind } from '@/lib/schemas/rent-estimate';
import { pageSession } from '@/server/services/auth/page-session';
import { listPropertyCategories, listPropertyTypes } from '@/server/services/reference-data';
import { memberRentEstimates } from '@/server/services/rent-estimates/rent-estimate';
import { loadAreaChoices } from '../../_data/area-choices';

const RECENT_ESTIMATES = 6;

/** The kind the segment names; any other `/evaluation/…` segment is a 404. */
export function rentKindOrNotFound(segment: string): RentKind {
  const kind = rentKindOfSegment(segment);
  if (!kind) notFound();
  return kind;
}

/** The area step's choices, the kind's unit types named in the page's language, and a signed-in member's latest rent estimates. */
export async function loadRentEstimator(kind: RentKind, locale: Locale): Promise<RentEstimatorData> {
  const [choices, categories, session] = await Promise.all([
    loadAreaChoices(locale),
    listPropertyCategories(0, {}),
    pageSession(await cookies()),
  ]);
  const category = categories.find((c) => c.slug === rentKindCategory[kind]);
  const types = category ? await listPropertyTypes(category.id, {}) : [];
  return {
    ...choices,
    unitTypes: types.map((type) => ({ id: type.id, name: localName(locale, type) })),
    recent: session.state === 'signed-in' ? await memberRentEstimates(session.member, RECENT_ESTIMATES) : [],
  };
}
