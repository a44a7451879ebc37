/** Deal types of an ad (spec §3); ids are shared with property categories' `dealTypeIds` and the API. */
export const dealTypes = {
  sale: 1,
  rent: 2,
  exchange: 3,
  'wanted-for-rent': 4,
  'wanted-for-sale': 5,
} as const;
export type DealTypeSlug = keyof typeof dealTypes;
export type DealTypeId = (typeof dealTypes)[DealTypeSlug];

/** The orders of an ad list; `newest` is the default and stays out of URLs. */
/** `verified`: the ads with a live verified badge first, each part newest first. */
export const adSorts = ['newest', 'price-asc', 'price-desc', 'size-desc', 'verified'] as const;
export type AdSort = (typeof adSorts)[number];

/** A licensed broker's licence: reviewed by the team before the office is trusted. */
export const licenceStatuses = ['pending', 'verified', 'rejected'] as const;
export type LicenceStatus = (typeof licenceStatuses)[number];

/**
 * What visitors are told of a licence: "licensed" only once an operator verified it; until a decision (no status or
 * pending) it is under review; a rejected one is not verified.
 */
export const licenceStates = ['verified', 'under-review', 'not-verified'] as const;
export type LicenceState = (typeof licenceStates)[number];
export const licenceState = (status: LicenceStatus | null): LicenceState =>
  status === 'verified' ? 'verified' : status === 'rejected' ? 'not-verified' : 'under-review';

/** A marketeer's membership of an office: the office accepts (or declines) each request. */
export const officeStatuses = ['pending', 'accepted'] as const;
export type OfficeStatus = (typeof officeStatuses)[number];

/**
 * Staff roles beside the account type, one row per role in `member_roles` (a member may hold several). Add a role by
 * adding its name here; the column is plain text, so no migration is needed for a new one.
 */
export const memberRoles = [
  'admin',
  'operator',
  'moderator',
  'market-data',
  'catalogue',
  'support',
  'content',
] as const;
export type MemberRole = (typeof memberRoles)[number];

/** Ad status (spec §4 second status set): 0 pending, 1 approved, 2 expired, 3 rejected. */
export const adStatus = { pending: 0, approved: 1, expired: 2, rejected: 3 } as const;
export type AdStatus = (typeof adStatus)[keyof typeof adStatus];

export const MAX_AD_MEDIA = 10;

/** An ad's text limits, apart from the schemas: the ad form shows them without loading the schema library. */
export const AD_TITLE_MIN = 3;
export const AD_TITLE_MAX = 120;
export const AD_DESCRIPTION_MAX = 5000;
export const AD_PARCEL_MAX = 30;

/** Categories of recorded deals, as the Ministry of Justice publishes them. */
export const dealCategories = [
  'private-housing',
  'investment',
  'commercial',
  'industrial',
  'coastal-strip',
  'crafts',
  'showrooms',
  'warehouses',
] as const;
export type DealCategory = (typeof dealCategories)[number];

/** Why an estimate is wanted (spec §1): it changes nothing in the sum, and tells the next steps what to offer. */
export const valuationPurposes = ['sale', 'purchase', 'finance', 'inheritance', 'other'] as const;
export const plotDirections = [
  'north',
  'south',
  'east',
  'west',
  'north-east',
  'north-west',
  'south-east',
  'south-west',
] as const;
export const finishingLevels = ['basic', 'standard', 'luxury'] as const;
/** A building's floors (spec §3 "floor type"): the flooring laid through most of it. */
export const floorTypes = ['marble', 'porcelain', 'ceramic', 'parquet'] as const;

/** What changed hands in a recorded deal (the ministry's short description). */
export const dealPropertyKinds = [
  'house',
  'vacant-land',
  'villa',
  'building',
  'shop',
  'chalet',
  'plot',
  'warehouse',
  'showroom',
  'workshop',
] as const;
export type DealPropertyKind = (typeof dealPropertyKinds)[number];

/** Land or a built plot: deals and the ads compared with them are priced per m² of the whole plot either way. */
export const dealBases = ['land', 'built'] as const;
export type DealBasis = (typeof dealBases)[number];
/** The deal descriptions that are land without a building; every other description is built. */
export const landDealKinds: readonly DealPropertyKind[] = ['vacant-land', 'plot'];

/** Where an ad's price per m² stands against its area's recorded median (the fair-price badge). */
export const fairPriceLevels = ['below', 'around', 'above'] as const;
export type FairPriceLevel = (typeof fairPriceLevels)[number];

/** Recorded-deal review status: member submissions wait for moderation; ministry records arrive approved. */
export const dealStatus = { pending: 0, approved: 1, rejected: 3 } as const;

/** Deals of the last this-many days are open to everyone; older history and the full detail are for subscribers (spec §6). */
export const DEALS_PUBLIC_DAYS = 90;
