import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConstructionEstimate, RateItem, RateUnit } from '../../../lib/construction-estimate/estimate';
import type { FinishingLevel } from '../../../lib/construction-estimate/choices';
import type { ConstructionEstimateInput } from '../../../lib/schemas/construction-estimate';
import { members } from './accounts';
import { banks } from './reference';

/**
 * Construction cost rates, dated and sourced, so they change without a deploy: a cost component per finishing level
 * (`level` set) or an extra that costs the same at every level (`level` null). Amounts in fils, or basis points for
 * `percent` rows.
 */
export const constructionRates = pgTable(
  'construction_rates',
  {
    id: integer('id').primaryKey(),
    item: text('item').$type<RateItem>().notNull(),
    level: text('level').$type<FinishingLevel>(),
    unit: text('unit').$type<RateUnit>().notNull(),
    low: integer('low').notNull(),
    high: integer('high').notNull(),
    source: text('source').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('construction_rates_item_level_idx').on(t.item, t.level)],
);

/**
 * Numbers the estimators and finance tools take from the building code, the central bank and common practice
 * (floors, building ratios, CBK limits, the discount rate), each with its source and date. Options of one choice
 * (the private-housing building ratios) share a `group`.
 */
export const valuationSettings = pgTable('valuation_settings', {
  key: text('key').primaryKey(),
  group: text('group'),
  value: integer('value').notNull(),
  unit: text('unit').$type<'count' | 'percent' | 'basis-points' | 'fils' | 'months' | 'years' | 'metres'>().notNull(),
  source: text('source').notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
});

export const bankRateKinds = ['murabaha', 'conventional'] as const;
export type BankRateKind = (typeof bankRateKinds)[number];
export const bankProducts = ['housing', 'construction', 'consumer'] as const;
export type BankProduct = (typeof bankProducts)[number];

/**
 * A bank's rate for one financing product: a flat profit rate for murabaha, a reducing-balance annual rate for a
 * conventional loan, in basis points.
 */
export const bankRates = pgTable(
  'bank_rates',
  {
    id: integer('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'cascade' }),
    product: text('product').$type<BankProduct>().notNull(),
    kind: text('kind').$type<BankRateKind>().notNull(),
    rateBps: integer('rate_bps').notNull(),
    source: text('source').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('bank_rates_bank_product_idx').on(t.bankId, t.product)],
);

/** Every construction cost estimate, with the inputs and the result as computed then (rates may change later). */
export const constructionEstimates = pgTable(
  'construction_estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    inputs: jsonb('inputs').$type<ConstructionEstimateInput>().notNull(),
    result: jsonb('result').$type<ConstructionEstimate>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('construction_estimates_member_idx').on(t.memberId, t.createdAt.desc()),
    index('construction_estimates_visitor_idx').on(t.visitorId, t.createdAt.desc()),
  ],
);
