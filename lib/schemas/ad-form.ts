import { z } from 'zod/mini';
import { toLatinDigits } from '../format';
import { adInputSchema, type AdDetail, type AdInputOutput } from './ads';
import { messageKeys } from './fields';

/** Form-only message keys (the `adForm` namespace); the shared rules keep their `general.validation` keys. */
export const adFormMessageKeys = { number: 'adForm.validation.number', wholeNumber: 'adForm.validation.wholeNumber' } as const;

/**
 * What a typed number looks like once Arabic-Indic digits, the Arabic decimal comma (٫) and thousands separators
 * (Latin and Arabic, and spaces) are folded away: "١٢٬٥٠٠٫٧٥" → "12500.75".
 */
export function normaliseNumberText(value: string): string {
  return toLatinDigits(value).replace(/[\s,\u066c]/g, '').replace(/\u066b/g, '.');
}

const decimalPattern = /^\d{1,10}(\.\d{1,3})?$/;
const wholePattern = /^\d{1,9}$/;

const numberText = z.pipe(z.string(), z.transform(normaliseNumberText));

/** A required positive amount with up to three decimals (KWD to the fils, m² to the cm²). */
const requiredDecimal = z.pipe(
  numberText,
  z.string().check(z.minLength(1, messageKeys.required), z.regex(decimalPattern, adFormMessageKeys.number)),
);

/** The shared rule of bedrooms, bathrooms and floors, without the "key may be absent" of the API body. */
const roomCountRule = adInputSchema.shape.bedrooms.def.innerType;

/** A count that may be left empty (null: not given). */
const optionalCount = z.pipe(
  numberText,
  z.pipe(
    z.string().check(z.regex(/^(\d{1,9})?$/, adFormMessageKeys.wholeNumber)),
    z.pipe(z.transform((value: string) => (value === '' ? null : Number(value))), roomCountRule),
  ),
);

/** A chosen id from a select or the area list; '' (nothing chosen) is the required-field error. */
const chosenId = z.pipe(
  z.string().check(z.regex(wholePattern, messageKeys.required)),
  z.pipe(z.transform(Number), adInputSchema.shape.categoryId),
);

/** KWD text → integer fils without floating-point rounding: "1250.5" → 1250500. */
export function kwdToFils(kwd: string): number {
  const [whole = '0', fraction = ''] = normaliseNumberText(kwd).split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** Integer fils → the KWD text the price input shows: 1250500 → "1250.5". */
export function filsToKwd(fils: number): string {
  const fraction = String(fils % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${Math.floor(fils / 1000)}.${fraction}` : String(Math.floor(fils / 1000));
}

const priceFilsRule = adInputSchema.shape.priceFils;

/** The price is checked with the other fields even when one of them is wrong (a check is otherwise skipped then). */
const hasObjectValue = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * The ad form: the shared rules of `adInputSchema` on what the inputs hold (text for numbers, '' for "not chosen"),
 * plus the form's own "price not announced" box, which makes the price optional.
 */
export const adFormSchema = z
  .object({
    title: adInputSchema.shape.title,
    // Text in, so that the empty "choose…" option is a value the form can hold.
    dealType: z.pipe(z.string(), adInputSchema.shape.dealType),
    categoryId: chosenId,
    propertyTypeId: chosenId,
    areaId: chosenId,
    sizeSqm: z.pipe(requiredDecimal, z.pipe(z.transform(Number), adInputSchema.shape.sizeSqm)),
    // Absent while the "not announced" box disables the input.
    price: z.optional(z.string()),
    priceUndisclosed: z.boolean(),
    bedrooms: optionalCount,
    bathrooms: optionalCount,
    floors: optionalCount,
    parcelNumber: adInputSchema.shape.parcelNumber,
    description: adInputSchema.shape.description,
    titleEn: adInputSchema.shape.titleEn,
    descriptionEn: adInputSchema.shape.descriptionEn,
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.priceUndisclosed) return;
      const text = requiredDecimal.safeParse(values.price);
      const fils = text.success ? priceFilsRule.safeParse(kwdToFils(text.data)) : undefined;
      const message = text.error?.issues[0]?.message ?? fils?.error?.issues[0]?.message;
      if (message) ctx.addIssue({ code: 'custom', path: ['price'], message, input: values.price });
    }, { when: hasObjectValue }),
  );

export type AdFormValues = z.input<typeof adFormSchema>;
export type AdFormOutput = z.output<typeof adFormSchema>;

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
    priceFils: values.priceUndisclosed || values.price === undefined ? null : kwdToFils(values.price),
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    floors: values.floors,
    parcelNumber: values.parcelNumber || null,
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
    description: ad.description,
    titleEn: ad.titleEn ?? '',
    descriptionEn: ad.descriptionEn ?? '',
  };
}
