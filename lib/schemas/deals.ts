import { z } from 'zod/mini';
import { dealBases, dealCategories, dealPropertyKinds } from '../constants';
import {
  dayField,
  idField,
  intField,
  messageKeys,
  positiveInt,
  positiveNumber,
  queryId,
  queryInt,
  safeText,
  searchText,
  typedNumber,
} from './fields';

export const dealSorts = [
  'date-desc',
  'date-asc',
  'price-desc',
  'price-asc',
  'ppsqm-desc',
  'ppsqm-asc',
  'size-desc',
] as const;
export type DealSort = (typeof dealSorts)[number];

export const DEAL_PAGE_SIZE = 20;
export const MAX_DEAL_PAGE_SIZE = 50;

const category = z.enum(dealCategories, messageKeys.invalidValue);
/** Land (vacant land, plots) or built (everything else); absent means both. */
const basis = z.enum(dealBases, messageKeys.invalidValue);

export const dealListQuerySchema = z.strictObject({
  areaId: z.optional(queryId),
  governorateId: z.optional(queryId),
  category: z.optional(category),
  basis: z.optional(basis),
  from: z.optional(dayField),
  to: z.optional(dayField),
  /** Block number or words of the ministry's description. */
  q: z.optional(searchText(60)),
  sort: z.optional(z.enum(dealSorts, messageKeys.invalidValue)),
  page: z.optional(queryInt(1, 10_000)),
  pageSize: z.optional(queryInt(1, MAX_DEAL_PAGE_SIZE)),
});
export type DealListQuery = z.output<typeof dealListQuerySchema>;

/** The deals pages' URL: the list's filters, and a second area whose price curve the chart draws beside the first. */
export const dealScreenQuerySchema = z.extend(dealListQuerySchema, { compareAreaId: z.optional(queryId) });
export type DealScreenQuery = z.output<typeof dealScreenQuerySchema>;

export const dealTrendQuerySchema = z.strictObject({
  areaId: z.optional(queryId),
  governorateId: z.optional(queryId),
  category: z.optional(category),
  basis: z.optional(basis),
  from: z.optional(dayField),
  to: z.optional(dayField),
});
export type DealTrendQuery = z.output<typeof dealTrendQuerySchema>;

const namedRef = z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string() });

export const dealRowSchema = z.object({
  id: z.number(),
  recordedOn: z.string(),
  area: namedRef,
  governorate: namedRef,
  category: z.enum(dealCategories),
  propertyKind: z.enum(dealPropertyKinds),
  sizeSqm: z.number(),
  /** Integer fils, for the share sold. */
  totalValueFils: z.number(),
  /** Integer fils per m² of the whole plot (value ÷ share ÷ size). */
  pricePerSqmFils: z.number(),
  /** Share of the property sold, 0–100 (a partial share is common in inheritances). */
  salePercentage: z.number(),
  /** Subscribers only: null for everyone else. */
  block: z.nullable(z.string()),
  /** Permitted building ratio in percent (investment and commercial land); subscribers only. */
  supplyRatio: z.nullable(z.number()),
  /** `moj`: the Ministry of Justice's register; `member`: reported by a member and approved by Manzil's staff. */
  source: z.enum(['moj', 'member']),
});
export type DealRow = z.output<typeof dealRowSchema>;

export const dealPageSchema = z.object({
  data: z.array(dealRowSchema),
  totalItems: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
  /** True when older deals matched but are kept for subscribers. */
  locked: z.boolean(),
  /** The oldest day a visitor or non-subscriber may see (YYYY-MM-DD). */
  publicFrom: z.string(),
});
export type DealPage = z.output<typeof dealPageSchema>;

export const dealTrendPointSchema = z.object({
  /** Calendar quarter, e.g. "2025-Q3". */
  period: z.string(),
  count: z.number(),
  totalValueFils: z.number(),
  medianPricePerSqmFils: z.number(),
});
export type DealTrendPoint = z.output<typeof dealTrendPointSchema>;

/** A deal a signed-in member made, sent for moderation (never shown until approved). */
export const dealSubmissionSchema = z.strictObject({
  recordedOn: dayField,
  areaId: idField,
  block: z.optional(safeText(10)),
  category: z.enum(dealCategories, messageKeys.required),
  propertyKind: z.enum(dealPropertyKinds, messageKeys.required),
  sizeSqm: positiveNumber(1_000_000),
  totalValueFils: positiveInt(10_000_000_000_000),
  salePercentage: z.optional(positiveNumber(100)),
  supplyRatio: z.optional(intField(0, 1000)),
  notes: z.optional(safeText(500, { multiline: true })),
});
export type DealSubmissionInput = z.input<typeof dealSubmissionSchema>;
export type DealSubmission = z.output<typeof dealSubmissionSchema>;

export const dealDetailSchema = z.extend(dealRowSchema, { similar: z.array(dealRowSchema) });
export type DealDetail = z.output<typeof dealDetailSchema>;

export const dealSubmissionResultSchema = z.object({ id: z.number(), status: z.number() });

const blankAsUndefined = z.pipe(
  z.string(),
  z.transform((v) => (v.trim() === '' ? undefined : v)),
);

/** The register-a-deal form: what the fields hold (text), turned into the API body by toDealSubmission. */
export const dealSubmissionFormSchema = z.strictObject({
  recordedOn: dayField,
  areaId: z.pipe(z.string().check(z.regex(/^\d{1,10}$/, messageKeys.required)), z.pipe(z.transform(Number), idField)),
  block: safeText(10),
  category: z.enum(dealCategories, messageKeys.required),
  propertyKind: z.enum(dealPropertyKinds, messageKeys.required),
  sizeSqm: typedNumber(1_000_000),
  totalValueKwd: typedNumber(10_000_000_000),
  salePercentage: z.pipe(blankAsUndefined, z.optional(typedNumber(100))),
  notes: safeText(500, { multiline: true }),
});
export type DealSubmissionFormInput = z.input<typeof dealSubmissionFormSchema>;
export type DealSubmissionFormOutput = z.output<typeof dealSubmissionFormSchema>;

export function toDealSubmission(form: DealSubmissionFormOutput): DealSubmission {
  return {
    recordedOn: form.recordedOn,
    areaId: form.areaId,
    block: form.block || undefined,
    category: form.category,
    propertyKind: form.propertyKind,
    sizeSqm: form.sizeSqm,
    totalValueFils: Math.round(form.totalValueKwd * 1000),
    salePercentage: form.salePercentage,
    notes: form.notes || undefined,
  };
}
