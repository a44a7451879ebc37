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

/** Ad status (spec §4 second status set): 0 pending, 1 approved, 2 expired, 3 rejected. */
export const adStatus = { pending: 0, approved: 1, expired: 2, rejected: 3 } as const;
export type AdStatus = (typeof adStatus)[keyof typeof adStatus];

export const MAX_AD_MEDIA = 10;
