import { z } from 'zod/mini';

/**
 * Issue 30 §4: the Ministry of Justice's weekly deals, uploaded by the market-data desk as CSV or Excel, checked (a dry
 * run) and then committed. The columns a file must have, each found by any of its headers (Arabic as the ministry
 * publishes them, or English), are in server/services/deal-imports/columns.ts and docs/features/back-office.md.
 */
export const dealImportFields = [
  'recordedOn',
  'area',
  'block',
  'category',
  'propertyKind',
  'sizeSqm',
  'value',
  'salePercentage',
  'supplyRatio',
] as const;
export type DealImportField = (typeof dealImportFields)[number];

/** Why a row was refused: each a message under `dealImports.reasons`. */
export const dealImportReasons = [
  'date',
  'futureDate',
  'area',
  'category',
  'propertyKind',
  'size',
  'value',
  'salePercentage',
  'supplyRatio',
] as const;
export type DealImportReason = (typeof dealImportReasons)[number];

export const dealImportRefusalSchema = z.object({
  /** The row's line in the file, the header being line 1. */
  line: z.number(),
  field: z.enum(dealImportFields),
  reason: z.enum(dealImportReasons),
  /** The cell as the file had it (cut to 60 characters). */
  value: z.string(),
});
export type DealImportRefusal = z.output<typeof dealImportRefusalSchema>;

/** Checked (its accepted rows staged), then committed into the recorded deals or discarded with its staged rows. */
export const dealImportStatuses = ['checked', 'committed', 'discarded'] as const;
export type DealImportStatus = (typeof dealImportStatuses)[number];

export const dealImportSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  status: z.enum(dealImportStatuses),
  totalRows: z.number(),
  acceptedRows: z.number(),
  /** Accepted rows already among the recorded deals when the file was checked: the commit skips them. */
  duplicateRows: z.number(),
  refusedRows: z.number(),
  /** The first refused rows with their reasons (all of them up to the kept limit). */
  refusals: z.array(dealImportRefusalSchema),
  /** The first and last day of the accepted rows; null when none was accepted. */
  firstDay: z.nullable(z.string()),
  lastDay: z.nullable(z.string()),
  checkedAt: z.string(),
  checkedBy: z.nullable(z.string()),
  committedAt: z.nullable(z.string()),
  committedBy: z.nullable(z.string()),
  /** What the commit added. */
  addedRows: z.nullable(z.number()),
  /** An earlier committed import of the very same file, if any. */
  sameFileCommittedAt: z.nullable(z.string()),
});
export type DealImport = z.output<typeof dealImportSchema>;
