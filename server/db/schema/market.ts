import { sql } from 'drizzle-orm';
import { bigint, date, doublePrecision, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { DealCategory, DealPropertyKind } from '../../../lib/constants';
import { members } from './accounts';
import { areas, governorates } from './reference';

/** Property deals as the Ministry of Justice records them, plus deals members submit for moderation. */
export const deals = pgTable(
  'deals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    /** The area's governorate, kept on the row so governorate filters use an index. */
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    block: text('block'),
    category: text('category').$type<DealCategory>().notNull(),
    propertyKind: text('property_kind').$type<DealPropertyKind>().notNull(),
    sizeSqm: doublePrecision('size_sqm').notNull(),
    /** Integer fils paid for the share sold. */
    totalValueFils: bigint('total_value_fils', { mode: 'number' }).notNull(),
    /** Integer fils per m² of the whole property: total ÷ (share × size). */
    pricePerSqmFils: bigint('price_per_sqm_fils', { mode: 'number' }).notNull(),
    salePercentage: doublePrecision('sale_percentage').notNull().default(100),
    supplyRatio: smallint('supply_ratio'),
    notes: text('notes'),
    source: text('source').$type<'moj' | 'member'>().notNull().default('moj'),
    status: smallint('status').notNull().default(1),
    submittedBy: integer('submitted_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deals_recorded_idx').on(t.status, t.recordedOn.desc()),
    index('deals_area_idx').on(t.status, t.areaId, t.category, t.recordedOn.desc()),
    index('deals_category_idx').on(t.status, t.category, t.recordedOn.desc()),
    index('deals_governorate_idx').on(t.status, t.governorateId, t.recordedOn.desc()),
    index('deals_submitted_idx').on(t.submittedBy).where(sql`${t.submittedBy} is not null`),
  ],
);
