import { rentKinds, type RentKind } from '@/lib/rent-estimate/choices';

/** Spec §2: `/evaluation/instant-{kind}-rent-estimator`, one page per kind of rental. */
export const rentEstimatorPath = (kind: RentKind) => `/evaluation/instant-${kind}-rent-estimator`;

/** An estimate's own page: shareable, and not indexed by search engines. */
export const rentResultPath = (kind: RentKind, id: string) => `${rentEstimatorPath(kind)}/result/${id}`;

/** The kind a route segment names (`instant-literal-rent-estimator` → `literal`), or undefined for any other segment. */
export function rentKindOfSegment(segment: string): RentKind | undefined {
  const kind = /^instant-([a-z]+)-rent-estimator$/.exec(segment)?.[1];
  return rentKinds.find((k) => k === kind);
}

/** The ad form, for an owner who would rather let the unit now. */
export const listForRentPath = '/ad/create';
