import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../lib/i18n/config';
import { members } from './accounts';
import { banks, propertyCategories } from './reference';

export const financeRequestStatuses = ['received', 'sent'] as const;
export type FinanceRequestStatus = (typeof financeRequestStatuses)[number];

/**
 * A finance request (spec §3) for a partner bank: from a member, or from a visitor who confirmed the phone with a
 * code. `status` is `received` until the bank's desk has it (`sentAt`), delivered by a job that retries.
 */
export const financeRequests = pgTable(
  'finance_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    propertyCategoryId: integer('property_category_id')
      .notNull()
      .references(() => propertyCategories.id),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    bankCustomer: boolean('bank_customer').notNull(),
    salaryFils: bigint('salary_fils', { mode: 'number' }).notNull(),
    instalmentsFils: bigint('instalments_fils', { mode: 'number' }).notNull(),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    status: text('status').$type<FinanceRequestStatus>().notNull().default('received'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('finance_requests_member_idx').on(t.memberId, t.createdAt.desc())],
);
