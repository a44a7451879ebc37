import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../../lib/i18n/config';
import type {
  AppraisalApplicationType,
  AppraisalDocumentSlot,
  AppraiserGrade,
} from '../../../lib/appraisals/constants';
import { members, uploads } from './accounts';
import { areas, banks, propertyTypes } from './reference';

/**
 * Approved appraisal offices (issue 16): names in both languages and the Ministry of Commerce and Industry grade
 * (A, B, C) where a source gives it; `source` says where the row comes from (UNCONFIRMED when nothing was found).
 * `email` is the office's desk, told of each paid request (`npm run appraiser -- email`); without it nothing is sent.
 */
export const appraisers = pgTable('appraisers', {
  id: integer('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  email: text('email'),
  mociGrade: text('moci_grade').$type<AppraiserGrade>(),
  source: text('source').notNull(),
  active: boolean('active').notNull().default(true),
  sort: smallint('sort').notNull().default(0),
});

/** The fee of one official appraisal, dated with its source; the newest row not after today applies. */
export const appraisalFees = pgTable(
  'appraisal_fees',
  {
    id: integer('id').primaryKey(),
    feeFils: integer('fee_fils').notNull(),
    source: text('source').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  },
  (t) => [check('appraisal_fees_fee_check', sql`${t.feeFils} > 0`)],
);

/** The `appraiser` role: a member who works for an appraisal office and sees the requests assigned to it. */
export const appraiserMembers = pgTable(
  'appraiser_members',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    appraiserId: integer('appraiser_id')
      .notNull()
      .references(() => appraisers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appraiser_members_appraiser_idx').on(t.appraiserId)],
);

/**
 * An official appraisal request (spec §3) and where it stands (§4: 0 received, 1 review, 2 rejected, 3 accepted,
 * 4 report delivered). It reaches the appraiser once its fee is paid (`paidAt`); the fee is copied from
 * `appraisal_fees` when the request is made.
 */
export const appraisalRequests = pgTable(
  'appraisal_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    appraiserId: integer('appraiser_id')
      .notNull()
      .references(() => appraisers.id),
    propertyTypeId: integer('property_type_id')
      .notNull()
      .references(() => propertyTypes.id),
    /** The bank a mortgage appraisal is for; null for the other purposes, which need none. */
    bankId: integer('bank_id').references(() => banks.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    sizeSqm: integer('size_sqm').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    /** Optional extra details: empty when the applicant gave none. */
    details: text('details').notNull(),
    applicantName: text('applicant_name').notNull(),
    phone: text('phone').notNull(),
    applicationType: text('application_type').$type<AppraisalApplicationType>().notNull(),
    /** The instant valuation it was started from, if any (its id is a UUID). */
    valuationId: text('valuation_id'),
    status: smallint('status').notNull().default(0),
    feeFils: integer('fee_fils').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the office's desk was e-mailed about the paid request (once; `sendAppraisalOfficeNotice`). */
    officeNotifiedAt: timestamp('office_notified_at', { withTimezone: true }),
    reportUploadId: integer('report_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    locale: text('locale').$type<Locale>().notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appraisal_requests_member_idx').on(t.memberId, t.createdAt.desc()),
    index('appraisal_requests_appraiser_idx').on(t.appraiserId, t.createdAt.desc()),
    check('appraisal_requests_status_check', sql`${t.status} between 0 and 4`),
  ],
);

/** The images of a request, by slot (ownership documents, civil ID, property images, other). */
export const appraisalDocuments = pgTable(
  'appraisal_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => appraisalRequests.id, { onDelete: 'cascade' }),
    slot: text('slot').$type<AppraisalDocumentSlot>().notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('appraisal_documents_request_idx').on(t.requestId),
    uniqueIndex('appraisal_documents_upload_idx').on(t.uploadId),
  ],
);

/** The timeline: one row per status a request reached, with the appraiser's note (a rejection's reason). */
export const appraisalEvents = pgTable(
  'appraisal_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => appraisalRequests.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    note: text('note'),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appraisal_events_request_idx').on(t.requestId, t.id),
    uniqueIndex('appraisal_events_status_idx').on(t.requestId, t.status),
  ],
);
