import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DealCategory, DealPropertyKind } from '../../../lib/constants';
import type { DealImportRefusal, DealImportStatus } from '../../../lib/schemas/deal-imports';
import { members } from './accounts';
import { areas, governorates } from './reference';

/**
 * A Ministry of Justice deals file the market-data desk uploaded (issue 30 §4): checked first (the dry run's counts
 * and every refused row), then committed into the recorded deals once, by a person, or discarded.
 */
export const dealImports = pgTable(
  'deal_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file's bytes: the same file uploaded again is recognised. */
    fileSha256: text('file_sha256').notNull(),
    format: text('format').$type<'csv' | 'xlsx'>().notNull(),
    status: text('status').$type<DealImportStatus>().notNull().default('checked'),
    totalRows: integer('total_rows').notNull(),
    acceptedRows: integer('accepted_rows').notNull(),
    /** Accepted rows already among the recorded deals when the file was checked. */
    duplicateRows: integer('duplicate_rows').notNull(),
    refusedRows: integer('refused_rows').notNull(),
    /** Each refused row with its reason (the first DEAL_IMPORT_REFUSALS_KEPT of them). */
    refusals: jsonb('refusals').$type<DealImportRefusal[]>().notNull(),
    /** The first and last day of the accepted rows. */
    firstDay: date('first_day', { mode: 'string' }),
    lastDay: date('last_day', { mode: 'string' }),
    checkedBy: integer('checked_by').references(() => members.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    committedBy: integer('committed_by').references(() => members.id, { onDelete: 'set null' }),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /** Deals the commit added: the accepted rows that were not recorded yet at that moment. */
    addedRows: integer('added_rows'),
  },
  (t) => [index('deal_imports_sha_idx').on(t.fileSha256), index('deal_imports_checked_idx').on(t.checkedAt)],
);

/**
 * A checked file's accepted rows, waiting for the commit, which copies them into `deals` exactly as the dry run
 * showed them and then deletes them. `occurrence` numbers rows identical in every recorded field within the file
 * (1, 2…): the n-th copy is new only while fewer than n such deals are recorded, so two real sales alike are both kept
 * and a file imported twice adds nothing.
 */
export const dealImportRows = pgTable(
  'deal_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => dealImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    occurrence: integer('occurrence').notNull(),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    block: text('block'),
    category: text('category').$type<DealCategory>().notNull(),
    propertyKind: text('property_kind').$type<DealPropertyKind>().notNull(),
    sizeSqm: doublePrecision('size_sqm').notNull(),
    totalValueFils: bigint('total_value_fils', { mode: 'number' }).notNull(),
    pricePerSqmFils: bigint('price_per_sqm_fils', { mode: 'number' }).notNull(),
    salePercentage: doublePrecision('sale_percentage').notNull(),
    supplyRatio: smallint('supply_ratio'),
  },
  (t) => [index('deal_import_rows_import_idx').on(t.importId, t.line)],
);
