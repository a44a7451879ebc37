import type { DealPropertyKind } from '../../../lib/constants';
import type { InstantValuation } from '../../../lib/schemas/instant-valuation';
import type { RentEstimate } from '../../../lib/schemas/rent-estimate';

/** A comparable as kept with its estimate: the sale's own figures and how the estimate used it. */
export type StoredComparable = {
  recordedOn: string;
  areaId: number;
  block: string | null;
  propertyKind: DealPropertyKind;
  sizeSqm: number;
  pricePerSqmFils: number;
  adjustedPricePerSqmFils: number;
  tier: 'area' | 'neighbours' | 'governorate';
};

/** What an instant valuation row keeps besides its inputs: the answer and the sales behind it, as on its day. */
export type StoredEstimate = { estimate: InstantValuation['estimate']; comparables: StoredComparable[] };

/** A rent estimate's answer and the ads behind it, as on its day. */
export type StoredRentEstimate = {
  estimate: RentEstimate['estimate'];
  comparables: Array<{
    adId: number;
    areaId: number;
    sizeSqm: number;
    bedrooms: number | null;
    rentFils: number;
    adjustedRentFils: number;
    publishedAt: string;
    tier: 'area' | 'neighbours' | 'governorate';
  }>;
};
