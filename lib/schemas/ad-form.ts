import { z } from 'zod/mini';
import { kwdToFils, normaliseNumberText } from '../ads/kwd-text';
import { adInputSchema } from './ads';
import { messageKeys } from './fields';

/** Form-only message keys (the `adForm` namespace); the shared rules keep their `general.validation` keys. */
export const adFormMessageKeys = {
  number: 'adForm.validation.number',
  wholeNumber: 'adForm.validation.wholeNumber',
} as const;

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
    z.pipe(
      z.transform((value: string) => (value === '' ? null : Number(value))),
      roomCountRule,
    ),
  ),
);

/** A chosen id from a select or the area list; '' (nothing chosen) is the required-field error. */
const chosenId = z.pipe(
  z.string().check(z.regex(wholePattern, messageKeys.required)),
  z.pipe(z.transform(Number), adInputSchema.shape.categoryId),
);

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
    // Checked below, unless the "not announced" box is ticked.
    price: z.string(),
    priceUndisclosed: z.boolean(),
    bedrooms: optionalCount,
    bathrooms: optionalCount,
    floors: optionalCount,
    parcelNumber: adInputSchema.shape.parcelNumber,
    unitNumber: adInputSchema.shape.unitNumber,
    description: adInputSchema.shape.description,
    titleEn: adInputSchema.shape.titleEn,
    descriptionEn: adInputSchema.shape.descriptionEn,
  })
  .check(
    z.superRefine(
      (values, ctx) => {
        if (values.priceUndisclosed) return;
        const text = requiredDecimal.safeParse(values.price);
        const fils = text.success ? priceFilsRule.safeParse(kwdToFils(text.data)) : undefined;
        const message = text.error?.issues[0]?.message ?? fils?.error?.issues[0]?.message;
        if (message) ctx.addIssue({ code: 'custom', path: ['price'], message, input: values.price });
      },
      { when: hasObjectValue },
    ),
  );

export type AdFormValues = z.input<typeof adFormSchema>;
export type AdFormOutput = z.output<typeof adFormSchema>;
