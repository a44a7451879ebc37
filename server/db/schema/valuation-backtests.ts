import { date, doublePrecision, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { AccuracyRow } from '../../../lib/schemas/instant-valuation';

/** The instant value estimator's published accuracy: each weekly backtest's table (`/evaluation/accuracy` shows the latest). */
export const valuationBacktests = pgTable('valuation_backtests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The deals of the twelve months before this day were re-estimated, each from the deals before it. */
  until: date('until', { mode: 'string' }).notNull(),
  rows: jsonb('rows').$type<AccuracyRow[]>().notNull(),
  seconds: doublePrecision('seconds').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
