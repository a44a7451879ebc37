import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InstantValuationRequest } from '../../../lib/schemas/instant-valuation';
import type { StoredEstimate } from '../../services/instant-valuations/stored-estimate';
import { members } from './accounts';
import { areas } from './reference';

/**
 * Every instant value estimate, with the inputs and the answer as they were on its day (the deals move on; a shared
 * result must not). Its random id is its address: whoever has the link sees it, and it is never indexed.
 */
export const instantValuations = pgTable(
  'instant_valuations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The browser's visitor id (x-uuid), so a visitor finds their latest estimate before signing in. */
    visitorId: text('visitor_id'),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    input: jsonb('input').$type<InstantValuationRequest>().notNull(),
    result: jsonb('result').$type<StoredEstimate>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('instant_valuations_member_idx').on(t.memberId, t.createdAt.desc()),
    index('instant_valuations_visitor_idx').on(t.visitorId, t.createdAt.desc()),
  ],
);
