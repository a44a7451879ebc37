import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LicenceStatus, OfficeStatus } from '../../../lib/constants';
import { registrationReasons } from './reference';

export const accountTypes = { regular: 1, office: 2 } as const;
export type BrokerType = 'licensed' | 'marketeer';

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountType: smallint('account_type').notNull().default(accountTypes.regular),
    brokerType: text('broker_type').$type<BrokerType>(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    avatarKey: text('avatar_key'),
    isCompleted: boolean('is_completed').notNull().default(false),
    companyName: text('company_name'),
    /** The office a marketeer works for. */
    officeId: integer('office_id'),
    /** An office lets its marketeers' ads spend the office's broker-ad balance (otherwise they spend their own). */
    allowMarketeerBrokerAds: boolean('allow_marketeer_broker_ads').notNull().default(false),
    registrationNumber: text('registration_number'),
    /** A licensed broker's licence, reviewed before the office is trusted; null for everybody else. */
    licenceStatus: text('licence_status').$type<LicenceStatus>(),
    /** The licence document (an upload of the member's) an operator checks; changing it sends the licence back to review. */
    licenceDocumentId: integer('licence_document_id'),
    /** The operator's reason when a licence was rejected. */
    licenceReviewReason: text('licence_review_reason'),
    licenceReviewedAt: timestamp('licence_reviewed_at', { withTimezone: true }),
    /** A marketeer's place in their office: pending until the office accepts; null for everybody else. */
    officeStatus: text('office_status').$type<OfficeStatus>(),
    registrationReasonId: integer('registration_reason_id').references(() => registrationReasons.id),
    isOwner: boolean('is_owner').notNull().default(false),
    fcmToken: text('fcm_token'),
    /** An office's public page (spec §3 Broker): about, contact number, website, links, stamp and office hours. */
    about: text('about'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    instagram: text('instagram'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    whatsapp: text('whatsapp'),
    stampKey: text('stamp_key'),
    /** Spec §9 office hours 09:00 to 17:00, as the default an office can change (HH:MM, Kuwait time). */
    opensAt: text('opens_at').notNull().default('09:00'),
    closesAt: text('closes_at').notNull().default('17:00'),
    /** Times an office's contact number was revealed on its page (ads count their own). */
    phoneRevealsCount: integer('phone_reveals_count').notNull().default(0),
    /**
     * Set while member support has suspended the account: sign-in is refused, every session was revoked and their ads
     * are off every list and page (ads.owner_suspended_at) until the suspension is lifted.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The reason support gave, shown to the member when sign-in is refused. */
    suspensionReason: text('suspension_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set at deletion: the purge job removes the member's data permanently after this moment. */
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_phone_idx')
      .on(t.phone)
      .where(sql`${t.phone} is not null and ${t.deletedAt} is null`),
    uniqueIndex('members_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null and ${t.deletedAt} is null`),
    index('members_office_idx').on(t.officeId),
    index('members_purge_idx').on(t.purgeAfter),
  ],
);

/** Google and Apple accounts linked to a member, by issuer and subject. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_identities_issuer_subject_idx').on(t.issuer, t.subject),
    index('member_identities_member_idx').on(t.memberId),
  ],
);

/** One-time codes, stored only as hashes; one live challenge per target (a resend replaces it). */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a code was verified for registration; the register call must follow within the code's life. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('otp_challenges_target_idx').on(t.channel, t.target)],
);

/** Every code sent, for the per-target and per-IP send limits. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    target: text('target').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_sends_target_idx').on(t.target, t.createdAt), index('otp_sends_ip_idx').on(t.ip, t.createdAt)],
);

/** Refresh tokens, stored hashed; a family shares one absolute expiry and dies whole when a rotated token is replayed. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: uuid('family_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_member_idx').on(t.memberId),
  ],
);

export type UploadPurpose =
  | 'avatar'
  | 'supporting-document'
  | 'appraisal-document'
  | 'appraisal-report'
  | 'verification-document'
  | 'auction-file';

/** Uploaded files; private ones (licence documents, appraisal documents and reports) are served only to who may see them. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    isPrivate: boolean('is_private').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);
