import type { DealTypeSlug } from '@/lib/constants';

type Named = { id: number; nameAr: string; nameEn: string };

/** The choices of the ad form, loaded with the page: a few hundred rows that the selects filter in the browser. */
export type AdFormOptions = {
  categories: Array<Named & { dealTypes: DealTypeSlug[] }>;
  propertyTypes: Array<Named & { categoryId: number }>;
  areas: Array<Named & { governorate: Omit<Named, 'id'> }>;
};
