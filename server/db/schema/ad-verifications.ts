import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, uploads } from './accounts';
import { ads } from './ads';

export const adVerificationStatuses = ['pending', 'granted', 'refused'] as const;
export type AdVerificationStatus = (typeof adVerificationStatuses)[number];

/**
 * An advertiser's request to verify one of their live ads (issue 29): the unit number, a photo of the unit's address
 * plate taken at the door and, for an owner, a document showing the right to let or sell (private uploads). An
 * operator grants (the ad's `verified_at`) or refuses with a reason.
 */
export const adVerifications = pgTable(
  'ad_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    unitNumber: text('unit_number').notNull(),
    platePhotoId: integer('plate_photo_id')
      .notNull()
      .references(() => uploads.id),
    rightDocumentId: integer('right_document_id').references(() => uploads.id),
    status: text('status').$type<AdVerificationStatus>().notNull().default('pending'),
    reason: text('reason'),
    reviewerId: integer('reviewer_id').references(() => members.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per ad: a second one waits for the first decision.
    uniqueIndex('ad_verifications_pending_ad_idx')
      .on(t.adId)
      .where(sql`${t.status} = 'pending'`),
    index('ad_verifications_queue_idx').on(t.status, t.requestedAt),
    index('ad_verifications_ad_idx').on(t.adId, t.requestedAt),
  ],
);
