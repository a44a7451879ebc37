import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MemberRole } from '../../../lib/constants';
import { members } from './accounts';
import { areas, sectors } from './reference';

/** The areas an office works in (spec §3 Broker areas): its filters on /offices and its similar offices. */
export const officeAreas = pgTable(
  'office_areas',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.areaId] }), index('office_areas_area_idx').on(t.areaId)],
);

/** An office's specialization by sector (spec §3 Broker specialization). */
export const officeSectors = pgTable(
  'office_sectors',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.sectorId] }), index('office_sectors_sector_idx').on(t.sectorId)],
);

/** Staff roles (lib/constants.ts memberRoles), given by the CLI (`npm run grant-role`) and the demo seed. */
export const memberRoles = pgTable(
  'member_roles',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.role] })],
);
