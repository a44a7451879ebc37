import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RentEstimateRequest } from '../../../lib/schemas/rent-estimate';
import type { StoredRentEstimate } from '../../services/instant-valuations/stored-estimate';
import { members } from './accounts';
import { areas } from './reference';

/** Every rent estimate with its inputs and answer as on its day, at its own unguessable address, like a value estimate. */
export const rentEstimates = pgTable(
  'rent_estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    input: jsonb('input').$type<RentEstimateRequest>().notNull(),
    result: jsonb('result').$type<StoredRentEstimate>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rent_estimates_member_idx').on(t.memberId, t.createdAt.desc())],
);
