/** The rent estimators' choices, without the schemas: the forms' first load carries no zod. */

/**
 * The five rent estimators (spec §2 `/evaluation/instant-{kind}-rent-estimator`) and the ads' property category each
 * reads: private housing, investment flats, the coastal strip ("literal": chalets and beach houses), commercial and
 * industrial units.
 */
export const rentKinds = ['residential', 'investment', 'literal', 'commercial', 'industrial'] as const;
export type RentKind = (typeof rentKinds)[number];
export const rentKindCategory: Record<RentKind, string> = {
  residential: 'residential',
  investment: 'investment',
  literal: 'chalets',
  commercial: 'commercial',
  industrial: 'industrial',
};

/** Where the unit is: on a main road, an inner street, a corner, or (coast) on the sea front. */
export const rentLocations = ['main-road', 'inner-street', 'corner', 'sea-front'] as const;
