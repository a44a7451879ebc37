import { z } from 'zod/mini';
import {
  emailField,
  idField,
  messageKeys,
  NAME_MIN_LENGTH,
  pathInt,
  phoneField,
  positiveInt,
  safeText,
  textField,
  typedNumber,
} from './fields';
import { paymentMethods } from './payments';
import {
  APPRAISAL_NOTE_MAX,
  APPRAISAL_SIZE_MAX_SQM,
  APPRAISAL_TEXT_MAX,
  appraisalApplicationTypes,
  appraisalNeedsBank,
  appraisalSlotNames,
  appraisalSlots,
  appraisalStatus,
  appraisalStatusNames,
  appraiserGrades,
  type AppraisalDocumentSlot,
} from '../appraisals/constants';

const uploadIds = (slot: AppraisalDocumentSlot) => {
  const { max, required } = appraisalSlots[slot];
  return z
    .array(idField, messageKeys.required)
    .check(z.minLength(required ? 1 : 0, messageKeys.required), z.maxLength(max, 'uploads.tooMany'));
};

const termsAccepted = z.literal(true, 'appraisal.errors.terms');

const hasObjectValue = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/** The bank is required for a mortgage appraisal only; checked even while other fields have problems that do not abort. */
const bankWhenNeeded = z.refine<{ applicationType?: string; bankId?: unknown }>(
  (v) => !appraisalNeedsBank(v.applicationType) || v.bankId !== undefined,
  {
    message: messageKeys.required,
    path: ['bankId'],
    when: hasObjectValue,
  },
);

/**
 * The bank rule alone, for the form to check beside the whole schema: a field's aborting problem (an empty phone or
 * size) skips the object's rules, and the missing bank would only show once those are put right.
 */
export const appraisalBankRuleSchema = z
  .object({ applicationType: z.optional(z.string()), bankId: z.optional(z.unknown()) })
  .check(bankWhenNeeded);

/** Extra details are optional: what the appraiser should know, if anything. */
const details = safeText(APPRAISAL_TEXT_MAX, { multiline: true });

/**
 * `POST /v1/appraisal-requests` (spec §3 official appraisal request, §5: size valid, terms). Every field is required
 * except the bank (a mortgage appraisal's only), the extra details and the `other` document.
 */
export const appraisalRequestInputSchema = z
  .strictObject({
    propertyTypeId: idField,
    bankId: z.optional(idField),
    appraiserId: idField,
    areaId: idField,
    sizeSqm: positiveInt(APPRAISAL_SIZE_MAX_SQM),
    email: emailField,
    address: textField(3, APPRAISAL_TEXT_MAX),
    details: z.optional(details),
    applicantName: textField(NAME_MIN_LENGTH, 100),
    phone: phoneField,
    applicationType: z.enum(appraisalApplicationTypes, messageKeys.required),
    documents: z.strictObject({
      ownership: uploadIds('ownership'),
      civilId: uploadIds('civilId'),
      propertyImages: uploadIds('propertyImages'),
      other: uploadIds('other'),
    }),
    valuationId: z.optional(z.string().check(z.regex(/^[0-9a-f-]{36}$/, messageKeys.invalidValue))),
    termsAccepted,
  })
  .check(bankWhenNeeded);
export type AppraisalRequestInput = z.output<typeof appraisalRequestInputSchema>;

/** A select's value: the empty "Choose…" option is a missing answer. */
const chosenId = z.pipe(
  z.string(messageKeys.required).check(z.regex(/^\d{1,9}$/, messageKeys.required)),
  z.transform(Number),
);

/** The form as typed: selects as strings (an unchosen bank left out), the size in m² typed with any digits, uploads as the ids the API gave. */
export const appraisalFormSchema = z
  .object({
    propertyTypeId: chosenId,
    bankId: z.optional(chosenId),
    appraiserId: chosenId,
    areaId: chosenId,
    size: z.pipe(
      typedNumber(APPRAISAL_SIZE_MAX_SQM),
      z.transform((v) => Math.round(v)),
    ),
    email: emailField,
    address: textField(3, APPRAISAL_TEXT_MAX),
    details,
    applicantName: textField(NAME_MIN_LENGTH, 100),
    phone: phoneField,
    applicationType: z.enum(appraisalApplicationTypes, messageKeys.required),
    documents: z.object({
      ownership: uploadIds('ownership'),
      civilId: uploadIds('civilId'),
      propertyImages: uploadIds('propertyImages'),
      other: uploadIds('other'),
    }),
    termsAccepted: z.boolean().check(z.refine((value) => value, 'appraisal.errors.terms')),
  })
  .check(bankWhenNeeded);
export type AppraisalFormValues = z.input<typeof appraisalFormSchema>;
export type AppraisalFormOutput = z.output<typeof appraisalFormSchema>;

export const appraisalSlotQuerySchema = z.strictObject({
  slot: z.enum(appraisalSlotNames as [AppraisalDocumentSlot, ...AppraisalDocumentSlot[]], messageKeys.invalidValue),
});

/** `POST /v1/appraisal-requests/{id}/pay`. */
export const appraisalPaySchema = z.strictObject({ paymentMethod: z.enum(paymentMethods, messageKeys.invalidValue) });

/** `POST /v1/appraiser/requests/{id}/status`: review, reject (with the reason) or accept, with a note. */
export const appraisalStatusChangeSchema = z
  .strictObject({
    status: z.union([z.literal(1), z.literal(2), z.literal(3)], messageKeys.invalidValue),
    note: z.optional(safeText(APPRAISAL_NOTE_MAX, { multiline: true })),
  })
  .check(
    z.refine((v) => v.status !== appraisalStatus.rejected || (v.note ?? '').length > 0, {
      message: 'appraisal.errors.reasonRequired',
      path: ['note'],
    }),
  );
export type AppraisalStatusChange = z.output<typeof appraisalStatusChangeSchema>;

export const appraisalDocumentParamSchema = z.strictObject({ id: pathInt(1), documentId: pathInt(1) });

const namedRef = z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string() });

export const appraiserSchema = z.object({
  id: z.number(),
  nameAr: z.string(),
  nameEn: z.string(),
  mociGrade: z.nullable(z.enum(appraiserGrades)),
  source: z.string(),
});
export type Appraiser = z.output<typeof appraiserSchema>;

export const appraisalEventSchema = z.object({ status: z.number(), note: z.nullable(z.string()), at: z.string() });

export const appraisalDocumentSchema = z.object({
  id: z.number(),
  slot: z.enum(appraisalSlotNames as [AppraisalDocumentSlot, ...AppraisalDocumentSlot[]]),
  mimeType: z.string(),
  url: z.string(),
});

export const appraisalRequestSchema = z.object({
  id: z.number(),
  status: z.number(),
  statusName: z.enum(appraisalStatusNames),
  paid: z.boolean(),
  feeFils: z.number(),
  appraiser: appraiserSchema,
  propertyType: namedRef,
  /** Named for a mortgage appraisal; optional for the other purposes. */
  bank: z.nullable(namedRef),
  area: namedRef,
  sizeSqm: z.number(),
  email: z.string(),
  address: z.string(),
  details: z.string(),
  applicantName: z.string(),
  phone: z.string(),
  applicationType: z.enum(appraisalApplicationTypes),
  documents: z.array(appraisalDocumentSchema),
  timeline: z.array(appraisalEventSchema),
  reportUrl: z.nullable(z.string()),
  /** The fee's payment once captured: the amount, when, and the gateway's reference for the charge (the receipt). */
  payment: z.nullable(z.object({ amountFils: z.number(), paidAt: z.string(), reference: z.string() })),
  createdAt: z.string(),
});
export type AppraisalRequest = z.output<typeof appraisalRequestSchema>;

/** What the form offers: property types, banks, areas, the approved appraisers and the fee with its source. */
export const appraisalOptionsSchema = z.object({
  propertyTypes: z.array(namedRef),
  banks: z.array(namedRef),
  areas: z.array(namedRef),
  appraisers: z.array(appraiserSchema),
  fee: z.object({ feeFils: z.number(), source: z.string(), effectiveDate: z.string() }),
});
export type AppraisalOptions = z.output<typeof appraisalOptionsSchema>;

export const uploadedDocumentSchema = z.object({ id: z.number(), mimeType: z.string(), url: z.string() });
