import type { AdFormOutput, AdFormValues } from '../schemas/ad-form';
import type { AdDetail, AdInputOutput } from '../schemas/ads';
import { filsToKwd, kwdToFils } from './kwd-text';

/*
 * The ad form's values apart from its schema (lib/schemas/ad-form.ts): the form fills, shows and sends them without
 * loading the schema library, which it loads only to check them.
 */

/** Where the ad is pinned on the map; the form has no map, so an edit carries the stored pin through unchanged. */
export type AdPin = { latitude: number | null; longitude: number | null };

/** The API body (`adInputSchema`) from the checked form values. */
export function toAdInput(values: AdFormOutput, pin: AdPin = { latitude: null, longitude: null }): AdInputOutput {
  return {
    title: values.title,
    dealType: values.dealType,
    categoryId: values.categoryId,
    propertyTypeId: values.propertyTypeId,
    areaId: values.areaId,
    sizeSqm: values.sizeSqm,
    priceFils: values.priceUndisclosed ? null : kwdToFils(values.price),
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    floors: values.floors,
    parcelNumber: values.parcelNumber || null,
    unitNumber: values.unitNumber ?? null,
    description: values.description ?? '',
    titleEn: values.titleEn || null,
    descriptionEn: values.descriptionEn || null,
    latitude: pin.latitude,
    longitude: pin.longitude,
  };
}

const countText = (value: number | null) => (value === null ? '' : String(value));

export const emptyAdForm: AdFormValues = {
  title: '',
  dealType: '',
  categoryId: '',
  propertyTypeId: '',
  areaId: '',
  sizeSqm: '',
  price: '',
  priceUndisclosed: false,
  bedrooms: '',
  bathrooms: '',
  floors: '',
  parcelNumber: '',
  unitNumber: '',
  description: '',
  titleEn: '',
  descriptionEn: '',
};

/** The form prefilled from a stored ad. */
export function adFormValues(ad: AdDetail): AdFormValues {
  return {
    title: ad.title,
    dealType: ad.dealType,
    categoryId: String(ad.category.id),
    propertyTypeId: String(ad.propertyType.id),
    areaId: String(ad.area.id),
    sizeSqm: String(ad.sizeSqm),
    price: ad.priceFils === null ? '' : filsToKwd(ad.priceFils),
    priceUndisclosed: ad.priceFils === null,
    bedrooms: countText(ad.bedrooms),
    bathrooms: countText(ad.bathrooms),
    floors: countText(ad.floors),
    parcelNumber: ad.parcelNumber ?? '',
    unitNumber: ad.unitNumber ?? '',
    description: ad.description,
    titleEn: ad.titleEn ?? '',
    descriptionEn: ad.descriptionEn ?? '',
  };
}
